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
          delete bundle[fileName];
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
