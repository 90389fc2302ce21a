/**
 * The page's code is written against React's API and typed by @types/react, but the bundle, the
 * build-time prerender and the unit tests run it on Preact through `preact/compat`: React DOM alone
 * weighed about half of the 90 KB first-load budget, Preact about a tenth (docs/decisions/055).
 * Each specifier is matched whole, so nothing else that starts with "react" is caught.
 */
import type { Alias } from 'vite';

export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];
