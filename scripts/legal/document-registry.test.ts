/**
 * The registry of documents (docs/decisions/203): each kind declared once, read by the content's
 * schema, the build, the worker, the page's buttons and the lint zones. Every template of the content
 * is in it, and a new kind needs only its template and its entry: a kind that exists only here is
 * compiled by the build, offered on a button of « Autres documents » under its name, and printed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { DOCUMENTS, TEMPLATE_DOCUMENTS, type DocumentEntry, type OfferFlag } from '../../src/domain/document-registry.ts';
import { DOCUMENT_LANGUAGE } from '../../src/domain/documents/document-blocks.ts';
import { laidOut } from '../../src/domain/documents/template-layout.ts';
import { paragraphOf, type CompiledTemplate } from '../../src/domain/legal-content/compiled-template.ts';
import { otherDocumentsOf } from '../../src/domain/other-documents-offer.ts';
import { readPdf } from '../../src/pdf/read-pdf.test-helper.ts';
import { renderPdf } from '../../src/pdf/render-pdf.ts';
import { templateModules } from '../build/legal-content.ts';
import { readTemplate, TEMPLATE_EXTENSION } from './document-template.ts';
import { LEGAL_CONTENT_DIR } from './read-legal-content.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const FIXTURE_DIR = path.join(HERE, 'fixtures', 'registry');

/** The new kind: its entry, beside its template (fixtures/registry/documents/test-note.liquid). */
const TEST_NOTE = {
  kind: 'test-note',
  folder: 'test-note',
  template: { file: 'test-note', document: 'testNote' },
  fileName: 'note-essai.pdf',
  offered: { when: 'letters', button: 'Note d’essai' },
} as const satisfies DocumentEntry;

const REGISTRY: readonly DocumentEntry[] = [...DOCUMENTS, TEST_NOTE];

describe('the registry of documents', () => {
  test('the page names each button as the registry does, in the part that offers it', () => {
    const partOf = (when: OfferFlag) =>
      when === 'editableCopies' ? 'src/ui/later/editable-copies.tsx' : 'src/ui/other-documents/other-documents-section.tsx';
    for (const { offered } of DOCUMENTS as readonly DocumentEntry[]) {
      if (offered === undefined) continue;
      const source = readFileSync(path.join(ROOT, partOf(offered.when)), 'utf8');
      // JSX text writes an apostrophe as &apos;, a string as it is.
      expect(
        [offered.button, offered.button.replaceAll("'", '&apos;')].some((name) => source.includes(name)),
        offered.button,
      ).toBe(true);
    }
  });

  test('declares every template of the content, each naming its document on its `## document` line', () => {
    const folder = path.join(LEGAL_CONTENT_DIR, 'documents');
    const templates = readdirSync(folder).filter((name) => name.endsWith(TEMPLATE_EXTENSION));
    expect(templates.sort()).toEqual(TEMPLATE_DOCUMENTS.map((template) => `${template.file}${TEMPLATE_EXTENSION}`).sort());
    for (const { file, document } of TEMPLATE_DOCUMENTS)
      expect(readTemplate(path.join(folder, `${file}${TEMPLATE_EXTENSION}`)).document).toBe(document);
  });

  test('names each kind once', () => {
    expect(new Set(DOCUMENTS.map((entry) => entry.kind)).size).toBe(DOCUMENTS.length);
    expect(new Set(DOCUMENTS.map((entry) => entry.fileName)).size).toBe(DOCUMENTS.length);
  });
});

describe('a new kind is its template and its registry entry', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'registry-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The build's module for the kind's template, imported as the page imports it. */
  async function compiled(): Promise<CompiledTemplate> {
    const modules = templateModules(FIXTURE_DIR, [TEST_NOTE.template]);
    const source = modules[`virtual:legal-content/template/${TEST_NOTE.template.file}`];
    if (source === undefined) throw new Error(`No module for ${TEST_NOTE.template.file}: ${Object.keys(modules).join(', ')}`);
    const file = path.join(scratch, `${TEST_NOTE.template.file}.mjs`);
    writeFileSync(file, source);
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: CompiledTemplate }).default;
  }

  test('the build compiles its template', async () => {
    const template = await compiled();
    expect(template.blocks.map((block) => ('key' in block ? block.key : block.kind))).toEqual(['metadataTitle', 'title', 'greeting']);
  });

  test('« Autres documents » offers it under its button’s name when its flag of otherDocumentsOf is set', () => {
    // The buttons offered for a type's offer: each entry whose flag is set, in the registry's order.
    const buttons = (type: string) => {
      const offer = otherDocumentsOf({ type, authorizedOperations: [], endDate: undefined });
      return REGISTRY.flatMap(({ offered }) =>
        offered !== undefined && offered.when !== 'editableCopies' && offer[offered.when] ? [offered.button] : [],
      );
    };
    expect(buttons('Loisirs')).toEqual(['Lettre de révocation', "Lettre de révocation pour l'organisme", TEST_NOTE.offered.button]);
    // A type ended by its own route offers no letter, nor this kind offered with them.
    expect(buttons('Électorale')).not.toContain(TEST_NOTE.offered.button);
  });

  test('it is printed in its template’s order, its variant chosen', async () => {
    const template = await compiled();
    const values = { several: false, recipient: 'Camille Martin' };
    const bytes = await renderPdf(
      { title: paragraphOf(template, 'metadataTitle', values), language: DOCUMENT_LANGUAGE, blocks: laidOut(template, values, {}) },
      { now: new Date('2026-12-07T10:00:00Z') },
    );
    const { pages } = await readPdf(bytes, { images: false });
    const lines = pages.flatMap((page) => page.lines);
    const paragraph = (key: string) => paragraphOf(template, key, values);
    expect(lines.indexOf(paragraph('title'))).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf(paragraph('greeting'))).toBeGreaterThan(lines.indexOf(paragraph('title')));
  });
});
