/**
 * Vite build plugin: the page's stylesheet goes inside index.html as a `<style>` element instead of
 * a `<link>`, so the first paint waits on one request (the HTML) rather than two. The CSS is small
 * (about 2 KB compressed) and every visit needs it. The server allows that exact element through
 * the Content-Security-Policy by its hash (server/security-headers.ts); nothing else inline runs.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'procuration:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          const css = asset?.type === 'asset' ? String(asset.source).trim() : undefined;
          // A stylesheet that could close the element early stays a file.
          if (css === undefined || /<\/style/i.test(css)) return link;
          // The file stays in dist: a chunk loaded later that shares code with the entry lists the
          // entry's stylesheet among its preloads (Vite keeps CSS there whatever the config says),
          // and a missing file would stop that chunk from loading. It is then fetched once, already applied.
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
