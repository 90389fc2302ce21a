/**
 * Vite build plugin: once the page is built, the phone's page (signer.html, served at /signer) and
 * the mandataire's (accepter.html, /accepter) are built beside it in a build of their own (docs/decisions/093, 218). Two entries in one build would share
 * one chunk of everything they both use, and the page's first load would carry what only the phone
 * needs; apart, the page's chunks stay exactly what they were. Its stylesheet goes inside its HTML too.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { inlineEntryCss } from './inline-entry-css.ts';

export const SIGNER_HTML = 'signer.html';
/** The mandataire's page (served at /accepter, docs/decisions/218), built with the phone's: they share the pen and the relay's client. */
export const ACCEPTER_HTML = 'accepter.html';

export function signerPage(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'procuration:signer-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        root,
        configFile: false,
        mode: 'production',
        logLevel: 'warn',
        plugins: [inlineEntryCss()],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rollupOptions: { input: { signer: path.join(root, SIGNER_HTML), accepter: path.join(root, ACCEPTER_HTML) } },
        },
      });
    },
  };
}
