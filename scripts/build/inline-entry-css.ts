/**
 * Vite build plugin: the page's stylesheet goes inside index.html as a `<style>` element instead of
 * a `<link>`, so the first paint waits on one request (the HTML) rather than two. The CSS is small
 * (about 2 KB compressed) and every visit needs it. The server allows that exact element through
 * the Content-Security-Policy by its hash (server/security-headers.ts); nothing else inline runs.
 *
 * A chunk loaded later that imports the entry's code lists the entry's stylesheet among what its
 * `import()` calls preload (Vite keeps CSS there whatever the config says), and the preload helper
 * would fetch it again and wait for it before the chunk: each chunk's list is rewritten without it.
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
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const inlined = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('/index.html')) {
            for (const css of output.viteMetadata?.importedCss ?? []) inlined.add(css);
          }
        }
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withoutPreloads(output.code, inlined);
        }
      },
    },
  };
}

/** Vite's list of a chunk's preloads, `__vite__mapDeps`: one array of file names, each call naming its entries by index. */
const DEPS_LIST = /(m\.f=)(\[[^\]]*\])/;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** `code` whose preload lists no longer name the files of `dropped`. */
export function withoutPreloads(code: string, dropped: ReadonlySet<string>): string {
  const list = DEPS_LIST.exec(code)?.[2];
  if (list === undefined || !code.startsWith('const __vite__mapDeps=')) return code;
  const files = JSON.parse(list) as string[];
  if (!files.some((file) => dropped.has(file))) return code;
  const kept = files.filter((file) => !dropped.has(file));
  const renumbered = files.map((file) => (dropped.has(file) ? -1 : kept.indexOf(file)));
  return code
    .replace(DEPS_LIST, (_all, head: string) => head + JSON.stringify(kept))
    .replace(DEPS_CALL, (_all, indices: string) => {
      const listed = indices === '' ? [] : indices.split(',').map((index) => renumbered[Number(index)] ?? -1);
      return `__vite__mapDeps([${listed.filter((index) => index >= 0).join(',')}])`;
    });
}
