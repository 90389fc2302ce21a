/**
 * Vite build plugin: a smaller helper for the page's `import()` calls (docs/decisions/097). Vite wraps
 * each one so that the chunk's own imports, and its stylesheet, are asked for alongside it; its
 * helper weighs about 750 B gzip of the entry chunk, for checks this page has no use of (a CSP nonce
 * meta, links already in the document, a `vite:preloadError` event no code listens to). This one does
 * the same work the same way: each script is preloaded once as a `modulepreload` link, a stylesheet is
 * added once and waited for, then the chunk is imported; a stylesheet that fails does not stop it
 * (the import then fails or not by itself, and every caller already handles a failed import).
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const SMALL_HELPER = `const asked = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = '/' + dep;
      if (href in asked) return asked[href];
      const link = document.createElement('link');
      const style = dep.endsWith('.css');
      link.rel = style ? 'stylesheet' : 'modulepreload';
      link.href = href;
      document.head.append(link);
      return (asked[href] = style ? new Promise((settle) => (link.onload = link.onerror = settle)) : undefined);
    }),
  ).then(load);
`;

export function smallPreloadHelper(): Plugin {
  return {
    name: 'procuration:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? SMALL_HELPER : undefined;
    },
  };
}
