/**
 * Vite build plugin: the page's React tree is rendered to HTML inside `<div id="root">`, so the four
 * cards, their fields, the buttons and "Vos données" are painted from the first response, styled by
 * the inline stylesheet, before any script runs; main.tsx then hydrates them (docs/decisions/035).
 * "Qu'est-ce qu'une procuration ?" is rendered once, as static HTML before the root: no script needs it.
 * The server stays a static file server for the page: this runs at build time, and at each request of
 * `npm run dev` (scripts/dev.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { legalContent } from './legal-content.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** Where the static explanation goes, between the header and the page (docs/decisions/044). */
const EXPLAINER_MARKER = '<!-- explainer -->';
const RENDER_MODULE = fileURLToPath(new URL('./render-page.tsx', import.meta.url));

export function prerenderPage(): Plugin {
  return {
    name: 'procuration:prerender-page',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        // The phone's page is built apart (signer-page.ts); under `npm run dev` it passes here too, untouched.
        if (path.basename(filename) !== 'index.html') return html;
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html n'a pas d'élément ${ROOT_ELEMENT} où placer la page.`);
        if (!html.includes(EXPLAINER_MARKER)) throw new Error(`index.html n'a pas de marque ${EXPLAINER_MARKER} où placer l'explication.`);
        const { module } = await runnerImport<typeof import('./render-page.tsx')>(RENDER_MODULE, {
          configFile: false,
          logLevel: 'error',
          // The page's first-load legal texts come from the content files (docs/decisions/072).
          plugins: [legalContent()],
        });
        return html
          .replace(EXPLAINER_MARKER, module.renderExplainerHtml())
          .replace(ROOT_ELEMENT, `<div id="root">${module.renderPageHtml()}</div>`);
      },
    },
  };
}
