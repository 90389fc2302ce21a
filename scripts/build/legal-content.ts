/**
 * Vite plugin (docs/decisions/070): the legal content files (content/legal/*.yaml) become the module
 * `virtual:legal-content`, validated and compiled to plain data at build time — no YAML parser and no
 * schema in the page, and the verdict module that imports it is still loaded on demand. At build it
 * also writes the "Sources juridiques" page (sources.html) from the same files. A file that breaks
 * the schema stops the build with the list of what is wrong.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  LEGAL_DOCUMENTS,
  type DocumentTexts,
  type LegalContent,
  type OperationsLaw,
} from '../../src/domain/legal-content/legal-content-schema.ts';
import { DOCUMENTS, TEMPLATE_DOCUMENTS, type DocumentEntry } from '../../src/domain/document-registry.ts';
import { compileTemplate, readTemplate, templateFilesIn } from '../legal/document-template.ts';
import { LEGAL_CONTENT_DIR, legalContentFiles, readLegalContent } from '../legal/read-legal-content.ts';
import { SOURCES_PAGE_FILE, sourcesPageHtml } from '../legal/sources-page.ts';

export const LEGAL_CONTENT_MODULE = 'virtual:legal-content';
const RESOLVED_ID = `\0${LEGAL_CONTENT_MODULE}`;
/** `virtual:legal-content/<document>`: one document's words, keyed (docs/decisions/072). */
const DOCUMENT_MODULES = new Map(LEGAL_DOCUMENTS.map((document) => [`${LEGAL_CONTENT_MODULE}/${document}`, document]));

/**
 * `virtual:legal-content/template/<file>`: a document's template (content/legal/documents/<file>.liquid)
 * compiled into plain functions (docs/decisions/202).
 */
const TEMPLATE_MODULE_PREFIX = `${LEGAL_CONTENT_MODULE}/template/`;

/** `virtual:legal-content/operations`: each operation's legal object, without the guidance's words (docs/decisions/106). */
const OPERATIONS_MODULE = `${LEGAL_CONTENT_MODULE}/operations`;

/**
 * `virtual:legal-content/document-buttons`: each offered document's button name, by kind, from the
 * registry (docs/decisions/203). Only the parts with those buttons import it, so it lands in their
 * chunk, not the registry with all its data.
 */
const DOCUMENT_BUTTONS_MODULE = `${LEGAL_CONTENT_MODULE}/document-buttons`;

/** What the documents and the checks need of each row: its level and its legal object, keyed by type then operation. */
export function operationsLaw(content: Pick<LegalContent, 'verdicts'>): OperationsLaw {
  return Object.fromEntries(
    content.verdicts.map((entry) => [
      entry.type,
      {
        nothingTicked: entry.nothingTicked.level,
        madeMessages: { ownProcedureMadeMessage: entry.typeLaw?.ownProcedureMadeMessage, madeMessageNote: entry.typeLaw?.madeMessageNote },
        operations: Object.fromEntries(
          Object.entries(entry.operations).map(([operation, row]) => {
            const { level, powers, powersSeveral, disposition, void: voidPower, notice, routeMessage } = row;
            return [operation, { level, powers, powersSeveral, disposition, void: voidPower, notice, routeMessage }];
          }),
        ),
      },
    ]),
  ) as OperationsLaw;
}

/** The words of one document, without their sources: what the page needs to say or print them. */
export function documentTexts(content: LegalContent, document: string): DocumentTexts {
  const entry = content.documents.find((candidate) => candidate.document === document);
  if (!entry) throw new Error(`Document inconnu : ${document}`);
  return Object.fromEntries(
    Object.entries(entry.texts).map(([key, { text, several }]) => [key, several === undefined ? text : { text, several }]),
  );
}

/**
 * A document's module: each text a named export, so a page that imports a few by name carries
 * neither the others nor their keys; the default export holds them all, keyed, for code that reads
 * them by key.
 */
export function documentModule(texts: DocumentTexts): string {
  const keys = Object.keys(texts);
  const named = keys.map((key) => `export const ${key} = ${JSON.stringify(texts[key])};`);
  return `${named.join('\n')}\nexport default { ${keys.join(', ')} };\n`;
}

/** Each template the registry of documents declares (docs/decisions/203), compiled, by its module's name. */
export function templateModules(dir: string, templates: readonly { file: string }[] = TEMPLATE_DOCUMENTS): Record<string, string> {
  return Object.fromEntries(
    templateFilesIn(path.join(dir, 'documents'), templates).map((file) => {
      const template = readTemplate(file);
      return [`${TEMPLATE_MODULE_PREFIX}${template.file}`, compileTemplate(template)];
    }),
  );
}

/** A kind's name in the buttons' module: `revocation-attorney` exports `revocationAttorney`. */
export function buttonExportName(kind: string): string {
  return kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The buttons' module: each offered kind's button name, a named export, so the page keeps only the words. */
export function documentButtonsModule(entries: readonly DocumentEntry[] = DOCUMENTS): string {
  return entries
    .flatMap(({ kind, offered }) =>
      offered === undefined ? [] : [`export const ${buttonExportName(kind)} = ${JSON.stringify(offered.button)};\n`],
    )
    .join('');
}

/** The source of each virtual module, by its name: what the plugin serves to Vite and the server's hook to Node. */
export function legalContentModules(content: LegalContent = readLegalContent(), dir = LEGAL_CONTENT_DIR): Record<string, string> {
  const { documents, ...verdicts } = content;
  return {
    ...templateModules(dir),
    [LEGAL_CONTENT_MODULE]: `export default ${JSON.stringify(verdicts)};\n`,
    [OPERATIONS_MODULE]: `export default ${JSON.stringify(operationsLaw(verdicts))};\n`,
    [DOCUMENT_BUTTONS_MODULE]: documentButtonsModule(),
    ...Object.fromEntries(
      [...DOCUMENT_MODULES].map(([id, document]) => [id, documentModule(documentTexts({ ...verdicts, documents }, document))]),
    ),
  };
}

export function legalContent(): Plugin {
  return {
    name: 'procuration:legal-content',
    resolveId(id) {
      const served = [LEGAL_CONTENT_MODULE, OPERATIONS_MODULE, DOCUMENT_BUTTONS_MODULE].includes(id) || DOCUMENT_MODULES.has(id);
      if (served || id.startsWith(TEMPLATE_MODULE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      for (const file of legalContentFiles()) this.addWatchFile(file);
      return legalContentModules()[id.slice(1)];
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: SOURCES_PAGE_FILE, source: sourcesPageHtml(readLegalContent()) });
    },
  };
}
