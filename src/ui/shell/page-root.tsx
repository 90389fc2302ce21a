/**
 * The page's React tree, the same at build time, where it is rendered to HTML inside index.html
 * (scripts/build/prerender-page.ts), and in the browser, where main.tsx hydrates that HTML.
 */
import { StrictMode } from 'react';
import { App } from './app.tsx';

export function PageRoot() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
