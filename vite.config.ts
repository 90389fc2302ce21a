import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferEntry } from './scripts/build/defer-entry.ts';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';
import { legalContent } from './scripts/build/legal-content.ts';
import { prerenderPage } from './scripts/build/prerender-page.ts';
import { PWA_OPTIONS } from './scripts/build/pwa-options.ts';
import { signerPage } from './scripts/build/signer-page.ts';

export default defineConfig({
  plugins: [inlineEntryCss(), prerenderPage(), deferEntry(), VitePWA(PWA_OPTIONS), legalContent(), signerPage()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The entry must not pull the PDF code: it is loaded with import() on demand.
    modulePreload: { polyfill: false },
  },
});
