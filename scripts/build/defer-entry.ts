/**
 * Vite build plugin: the page's entry script is requested after the first paint, not while the
 * HTML is still arriving. The cards are in the HTML (prerendered), so the first paint needs no
 * script; on a slow connection a 90 KB script fetched at the same time would only compete with the
 * HTML for the link (docs/decisions/035).
 *
 * index.html then carries a tiny inline script instead of the entry; it waits for the browser's
 * first-contentful-paint entry (Paint Timing), or starts at once where the browser does not report
 * paints, and imports the entry. Inline, not a file: a file is one more round trip before the first
 * paint, which Lighthouse's simulation counts into the paint (docs/decisions/233); the server's CSP
 * allows this exact text by its hash (server/security-headers.ts). The entry and its chunks are
 * built exactly as before.
 */
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
/** The entry's own imports, which Vite asks the browser to fetch early: they wait for the paint too. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** Plain JavaScript, as shipped, in a block of its own: once the page has painted, fetches PRELOADS alongside ENTRY and runs ENTRY. */
const STARTER = `{
const start = () => {
  for (const href of PRELOADS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(ENTRY);
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else start();
}`;

export function deferEntry(): Plugin {
  return {
    name: 'procuration:defer-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) throw new Error("index.html ne nomme pas le script d'entrée attendu.");
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      const starter = STARTER.replace('PRELOADS', JSON.stringify(preloads)).replace('ENTRY', JSON.stringify(entry));
      page.source = html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script>${starter}</script>`);
    },
  };
}
