/**
 * Vite plugin (docs/decisions/070): the legal content files (content/legal/*.yaml) become the module
 * `virtual:legal-content`, validated and compiled to plain data at build time — no YAML parser and no
 * schema in the page, and the verdict module that imports it is still loaded on demand. At build it
 * also writes the "Sources juridiques" page (sources.html) from the same files. A file that breaks
 * the schema stops the build with the list of what is wrong.
 */
import type { Plugin } from 'vite';
import { legalContentFiles, readLegalContent } from '../legal/read-legal-content.ts';
import { SOURCES_PAGE_FILE, sourcesPageHtml } from '../legal/sources-page.ts';

export const LEGAL_CONTENT_MODULE = 'virtual:legal-content';
const RESOLVED_ID = `\0${LEGAL_CONTENT_MODULE}`;

export function legalContent(): Plugin {
  return {
    name: 'procuration:legal-content',
    resolveId(id) {
      return id === LEGAL_CONTENT_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of legalContentFiles()) this.addWatchFile(file);
      return `export default ${JSON.stringify(readLegalContent())};\n`;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: SOURCES_PAGE_FILE, source: sourcesPageHtml(readLegalContent()) });
    },
  };
}
