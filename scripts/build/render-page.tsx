/**
 * Loaded by prerender-page.ts through Vite's module runner, so the page's TypeScript, JSX and
 * imports resolve as they do in the bundle: React's server renderer (`react-dom/server`) runs here,
 * at build time only, and `useId` gives the same ids as the hydrating browser.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { preloadLaterParts } from '../../src/ui/later/later-parts.tsx';
import { PageRoot } from '../../src/ui/shell/page-root.tsx';
import { WhatIsAProcuration } from '../../src/ui/shell/what-is-a-procuration.tsx';

// The parts hydrated later (src/ui/later/later-parts.tsx) are loaded first, while the module runner
// still runs, so the HTML holds them whole.
await preloadLaterParts();

export function renderPageHtml(): string {
  return renderToString(<PageRoot />);
}

/** "Qu'est-ce qu'une procuration ?": static HTML outside the React root, so its text costs the first load no script. */
export function renderExplainerHtml(): string {
  return renderToStaticMarkup(<WhatIsAProcuration />);
}
