/**
 * The registry of documents (docs/decisions/203): each kind declared once, read by the content's
 * schema, the build, the worker, the page's buttons (through a module the build makes) and the lint
 * zones. Every template of the content is in it, and a new kind needs only its template and its entry: a
 * kind that exists only here is compiled by the build, its button's name given to the page, offered on a
 * button of « Autres documents » under that name, and printed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { DOCUMENTS, TEMPLATE_DOCUMENTS, type DocumentEntry } from '../../src/domain/document-registry.ts';
import { DOCUMENT_LANGUAGE } from '../../src/domain/documents/document-blocks.ts';
import { laidOut } from '../../src/domain/documents/template-layout.ts';
import { paragraphOf, type CompiledTemplate } from '../../src/domain/legal-content/compiled-template.ts';
import { otherDocumentsOf } from '../../src/domain/other-documents-offer.ts';
import { readPdf } from '../../src/pdf/read-pdf.test-helper.ts';
import { renderPdf } from '../../src/pdf/render-pdf.ts';
import * as buttons from 'virtual:legal-content/document-buttons';
import { buttonExportName, documentButtonsModule, templateModules } from '../build/legal-content.ts';
import { readTemplate, TEMPLATE_EXTENSION } from './document-template.ts';
import { LEGAL_CONTENT_DIR } from './read-legal-content.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const FIXTURE_DIR = path.join(HERE, 'fixtures', 'registry');
const DOCUMENT_BUTTONS = 'virtual:legal-content/document-buttons';

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
  test("the page's buttons read each offered kind's name from the build, each name declared once for TypeScript", () => {
    const named = (DOCUMENTS as readonly DocumentEntry[]).flatMap(({ kind, offered }) =>
      offered === undefined ? [] : [[buttonExportName(kind), offered.button]],
    );
    expect({ ...buttons }).toEqual(Object.fromEntries(named));
    const declared = readFileSync(path.join(ROOT, 'src/domain/legal-content/legal-content-module.d.ts'), 'utf8');
    const start = declared.indexOf(`declare module '${DOCUMENT_BUTTONS}'`);
    const block = declared.slice(start, declared.indexOf('\n}', start));
    expect([...block.matchAll(/export const (\w+): string;/g)].map((match) => match[1]).sort()).toEqual(Object.keys(buttons).sort());
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

  /** A module the build makes, imported as the page imports it. */
  async function imported<Module>(name: string, source: string): Promise<Module> {
    const file = path.join(scratch, `${name}.mjs`);
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Module;
  }

  /** The build's module for the kind's template. */
  async function compiled(): Promise<CompiledTemplate> {
    const modules = templateModules(FIXTURE_DIR, [TEST_NOTE.template]);
    const source = modules[`virtual:legal-content/template/${TEST_NOTE.template.file}`];
    if (source === undefined) throw new Error(`No module for ${TEST_NOTE.template.file}: ${Object.keys(modules).join(', ')}`);
    return (await imported<{ default: CompiledTemplate }>(TEST_NOTE.template.file, source)).default;
  }

  test('the build compiles its template', async () => {
    const template = await compiled();
    expect(template.blocks.map((block) => ('key' in block ? block.key : block.kind))).toEqual(['metadataTitle', 'title', 'greeting']);
  });

  test('the build gives its button’s name to the page', async () => {
    const module = await imported<Record<string, string>>('document-buttons', documentButtonsModule(REGISTRY));
    expect(module[buttonExportName(TEST_NOTE.kind)]).toBe(TEST_NOTE.offered.button);
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
