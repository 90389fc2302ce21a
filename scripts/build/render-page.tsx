/**
 * Loaded by prerender-page.ts through Vite's module runner, so the page's TypeScript, JSX and
 * imports resolve as they do in the bundle. React's server renderer runs here, at build time only.
 */
import { renderToString } from 'react-dom/server';
import { PageRoot } from '../../src/ui/page-root.tsx';

export function renderPageHtml(): string {
  return renderToString(<PageRoot />);
}
