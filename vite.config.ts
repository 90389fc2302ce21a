import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferEntry } from './scripts/build/defer-entry.ts';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';
import { legalContent } from './scripts/build/legal-content.ts';
import { prerenderPage } from './scripts/build/prerender-page.ts';
import { PWA_OPTIONS } from './scripts/build/pwa-options.ts';
import { signerPage } from './scripts/build/signer-page.ts';
import { smallPreloadHelper } from './scripts/build/small-preload-helper.ts';

/**
 * Every built file's name: six characters of hash, not Vite's eight. The names are bytes of the first visit (the
 * chunks' imports and preload lists, the service worker's precache list), and a hash's characters do not compress:
 * two fewer in each name are about 250 B of it, gzip -9 (docs/decisions/249). Six base-64 characters are 36 bits,
 * enough to tell a changed file from the one it replaces.
 */
const FILE_NAMES = {
  entryFileNames: 'assets/[name]-[hash:6].js',
  chunkFileNames: 'assets/[name]-[hash:6].js',
  assetFileNames: 'assets/[name]-[hash:6][extname]',
} as const;

/** The entry chunk and the runtime it imports: loaded by the page before anything it imports lazily. */
const ALWAYS_LOADED = /^assets\/(?:index|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [smallPreloadHelper(), inlineEntryCss(), prerenderPage(), deferEntry(), VitePWA(PWA_OPTIONS), legalContent(), signerPage()],
  // The PDF worker (docs/decisions/138) is a module chunk of its own, with the legal wording compiled in as in the page.
  worker: { format: 'es', plugins: () => [legalContent()], rolldownOptions: { output: FILE_NAMES } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The entry must not pull the PDF code: it is loaded with import() on demand.
    // A lazy chunk's preload list leaves out the entry and its runtime: both have run before any import() does,
    // and each name was repeated in every chunk that imports another (docs/decisions/230).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
    rolldownOptions: {
      output: {
        ...FILE_NAMES,
        // Every module the entry imports statically goes into the entry's own chunk. Left alone, Rolldown
        // cuts each one that a lazy chunk shares (React, the form, the catalogue, the dates…) into a chunk
        // of its own, and the first load paid eight files' glue and compression apart: 2.2 KB gzip
        // (docs/decisions/060, 097). The lazy chunks import them from the entry, which has run by then.
        // How a paper names a company, and the filling of a text's fields, go with the shared blocks that the
        // procuration and the letters both load, without their imports: a chunk of their own would be one more
        // name in the entry's preload lists, and their imports there would make two chunks import each other
        // (docs/decisions/147).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 10 },
            {
              name: 'document-blocks',
              test: /src[\\/]domain[\\/](?:documents[\\/](?:document-blocks|company-clause)|legal-content[\\/]fill-text)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
