/**
 * Every PDF the product makes is tagged (docs/decisions/053): read back with pdf.js, each has the
 * structure its description gives, in reading order, with the text drawn; the signature and the
 * identity image are figures with a text alternative; page furniture is an artifact, out of the tree.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import { type DocumentDescription } from '../domain/documents/document-blocks.ts';
import { addPerson, setDetail, slotOf, updatePerson, type Person, type ProcurationForm } from '../domain/form.ts';
import { describeRevocation, describeRevocationNotice } from '../domain/documents/revocation/revocation.ts';
import { normalizeDocument } from './document-text.ts';
import { NOW } from './fixtures.test-helper.ts';
import { aSignedForm } from '../domain/test-factory.test-helper.ts';
import { IDENTITY_COPY_TITLE, IMAGE_ALTERNATIVE, identityCopyPdf } from './documents/identity-copy/identity-copy-pdf.ts';
import { isPageFurniture, readPdf } from './read-pdf.test-helper.ts';
import { outline, readStructure, treeText, type StructureReading } from './read-structure.test-helper.ts';
import { renderPdf } from './render-pdf.ts';

/** A 16×10 JPEG, made once with jpeg-js: the identity copy only embeds it. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAoAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOj3j3qPrUOzHynH+YPeva+tQ7My5Tra+VNzja9ozP8A/9k=',
  'base64',
);

const SECOND_ATTORNEY: Partial<Person> = {
  firstName: 'Inès',
  lastName: 'Moreau',
  address: '8 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
};

/** With two mandataires, long enough for its paragraph to start on page 1 and end on page 2. */
const OBJECT = 'Dossier de succession n° 2026-0042, lots 1 à 12, références cadastrales AB 123 et suivantes. '.repeat(26).trim();

function withSecondAttorney(form: ProcurationForm): ProcurationForm {
  const slot = slotOf('attorney', 1);
  return Object.entries(SECOND_ATTORNEY).reduce(
    (next, [field, value]) => updatePerson(next, slot, field as keyof Person, value),
    addPerson(form, 'attorney'),
  );
}

/** The tree the description should give, as outline() prints it: one line per element. */
/** `laterPage`: the places to sign fall on a page after the first, so the place and date are said again above them. */
function expectedOutline(document: DocumentDescription, { laterPage = false } = {}): string[] {
  const lines = ['Document'];
  const add = (role: string, text: string, depth = 1) => {
    if (text !== '') lines.push(`${'  '.repeat(depth)}${role} ${text}`);
  };
  for (const block of normalizeDocument(document).blocks) {
    switch (block.kind) {
      case 'parties':
        for (const person of [...block.grantors, ...block.attorneys]) add('P', person.join(' '));
        break;
      case 'paragraph':
        add('P', block.text);
        break;
      case 'title':
        add('H1', block.text);
        break;
      case 'list':
        add('P', block.heading);
        lines.push('  L');
        for (const item of block.items) lines.push('    LI', '      Lbl •', `      LBody ${item}`);
        add('P', block.closing ?? '');
        break;
      case 'signature':
      case 'signatures':
        if (laterPage && block.kind === 'signatures') add('P', block.placeAndDate ?? '');
        for (const slot of block.kind === 'signature' ? [block] : block.slots) {
          add('P', slot.label);
          add('P', slot.mention ?? '');
          if (slot.image !== null) lines.push(`  Figure [${slot.label.replace(/\s*:$/u, '')}]`);
        }
    }
  }
  return lines;
}

/** No-break spaces read as spaces: pdf.js gives them back either way. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Tagged throughout: every text drawn is in the tree or an artifact, and the artifacts are the page furniture. */
function expectEverythingTagged(structure: StructureReading, pageLines: string[]): void {
  expect(structure.untagged.flat()).toEqual([]);
  for (const artifact of structure.artifacts.flat()) expect(isPageFurniture(artifact), artifact).toBe(true);
  // The tree's text and the page's hold the same words: nothing left out, nothing said twice.
  const words = (text: string) => spaces(text).split(/\s+/).filter(Boolean).sort();
  expect(words(treeText(structure.document))).toEqual(words(pageLines.filter((line) => !isPageFurniture(line)).join(' ')));
}

async function renderAndRead(document: DocumentDescription) {
  const bytes = await renderPdf(document, { now: NOW });
  return { bytes, structure: await readStructure(bytes), pdf: await readPdf(bytes, { images: false }) };
}

describe('the procuration', () => {
  test('two pages, two mandataires, signed: the tree in reading order, one paragraph across the page break, furniture as artifacts', async () => {
    const form = setDetail(withSecondAttorney(aSignedForm()), 'objectDetails', OBJECT);
    const document = describeProcuration(form, { today: NOW, withSignature: true });
    const { structure, pdf } = await renderAndRead(document);

    expect(pdf.pages).toHaveLength(2);
    expect(outline(structure.document).map(spaces)).toEqual(expectedOutline(document, { laterPage: true }).map(spaces));
    // The object's paragraph starts on page 1 and ends on page 2: one P, its text whole.
    const objectParagraph = structure.crossing.find((node) => node.role === 'P');
    expect(spaces(objectParagraph?.text ?? '')).toBe(spaces(`Objet précis et références : ${OBJECT}`));
    const reference = 'Procuration de Jeanne Lefèvre à Loïc Martin et Inès Moreau, établie le 22 novembre 2026';
    expect(structure.artifacts.map((texts) => texts.map(spaces))).toEqual(
      [1, 2].map((page) => [spaces(`${reference} — Page ${page} / 2`), 'Paraphe(s) :']),
    );
    expect(treeText(structure.document)).not.toMatch(/Page \d|Paraphe/);
    expect(structure.document.children.filter((node) => node.role === 'Figure').map((node) => node.alt)).toEqual(['Signature du mandant']);
    expectEverythingTagged(structure, pdf.lines);
  });

  test('mandants read before mandataires, though their lines are drawn row by row side by side', async () => {
    const { structure } = await renderAndRead(describeProcuration(withSecondAttorney(aSignedForm()), { today: NOW, withSignature: false }));
    const [first, second, third] = structure.document.children.map((node) => node.text);
    expect(first).toMatch(/^Jeanne Lefèvre 12 rue/);
    expect(second).toMatch(/^Loïc Martin 5 avenue/);
    expect(third).toMatch(/^Inès Moreau 8 place Bellecour/);
  });

  test('text set in the embedded DejaVu Sans reads back whole, in its place in the tree', async () => {
    const form = aSignedForm({
      grantor: { firstName: 'Łukasz', lastName: 'Wałęsa' },
      attorney: { firstName: 'Nguyễn', lastName: 'Thị Phương' },
    });
    const document = describeProcuration(form, { today: NOW, withSignature: true });
    const { bytes, structure, pdf } = await renderAndRead(document);
    expect(Buffer.from(bytes).toString('latin1')).toContain('DejaVuSans');
    expect(outline(structure.document).map(spaces)).toEqual(expectedOutline(document).map(spaces));
    expect(structure.document.children.find((node) => node.role === 'P')?.text).toMatch(/^Łukasz Wałęsa /);
    expectEverythingTagged(structure, pdf.lines);
  });

  test('the catalog says the file is tagged, French, and that viewers show its title', async () => {
    const bytes = await renderPdf(describeProcuration(aSignedForm(), { today: NOW, withSignature: false }), { now: NOW });
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(
      /\/Type \/Catalog[\s\S]*\/Lang \(fr-FR\)[\s\S]*\/DisplayDocTitle true[\s\S]*\/StructTreeRoot \d+ 0 R \/MarkInfo << \/Marked true >>/,
    );
    expect(raw).toContain('/StructParents 0');
    expect((await readPdf(bytes, { images: false })).info.title).toBe('Procuration');
  });
});

describe('the revocation letters', () => {
  test.each([
    ['to the mandataire', describeRevocation],
    ['to the organisation', describeRevocationNotice],
  ])('the letter %s', async (_letter, describe) => {
    const document = describe(aSignedForm(), { withSignature: true });
    const { structure, pdf } = await renderAndRead(document);
    expect(outline(structure.document).map(spaces)).toEqual(expectedOutline(document).map(spaces));
    expect(structure.document.children.map((node) => node.role)).toContain('H1');
    expect(structure.artifacts.flat()).toEqual([]);
    expectEverythingTagged(structure, pdf.lines);
  });
});

describe('the identity copy', () => {
  test('its title, the stamp sentence, and the image as a figure with its alternative', async () => {
    const caption = 'Copie remise à Banque Exemple le 22/11/2026 — procuration — ne pas réutiliser';
    const bytes = await identityCopyPdf({ jpeg: JPEG, width: 16, height: 10 }, { caption, now: NOW });
    const structure = await readStructure(bytes);
    expect(outline(structure.document)).toEqual([
      'Document',
      `  H1 ${IDENTITY_COPY_TITLE}`,
      `  P ${caption}`,
      `  Figure [${IMAGE_ALTERNATIVE}]`,
    ]);
    expectEverythingTagged(structure, (await readPdf(bytes, { images: false })).lines);
  });

  test('a caption in the embedded font', async () => {
    const caption = 'Copie remise à Łódź Bank le 22/11/2026 — procuration — ne pas réutiliser';
    const structure = await readStructure(await identityCopyPdf({ jpeg: JPEG, width: 16, height: 10 }, { caption, now: NOW }));
    expect(structure.document.children.map((node) => node.text)).toEqual([IDENTITY_COPY_TITLE, caption, '']);
  });
});

// Poppler's pdfinfo reads the structure tree on its own: a second reader. Not installed everywhere
// (apt-get install poppler-utils); without it these checks are skipped, pdf.js's above still run.
const PDFINFO = '/usr/bin/pdfinfo';

/** pdfinfo's output; it must exit 0 and print nothing on its error stream (no syntax error, no warning). */
function pdfinfo(args: string[]): string {
  const result = spawnSync(PDFINFO, args, { encoding: 'utf8' });
  expect(result.stderr, args.join(' ')).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}
describe.skipIf(!existsSync(PDFINFO))('poppler (skipped: /usr/bin/pdfinfo is not installed)', () => {
  test('pdfinfo says "Tagged: yes" for each kind of PDF, without a complaint, and follows the paragraph across pages', async () => {
    const procuration = describeProcuration(setDetail(withSecondAttorney(aSignedForm()), 'objectDetails', OBJECT), {
      today: NOW,
      withSignature: true,
    });
    const files = {
      procuration: await renderPdf(procuration, { now: NOW }),
      revocation: await renderPdf(describeRevocation(aSignedForm(), { withSignature: true }), { now: NOW }),
      notice: await renderPdf(describeRevocationNotice(aSignedForm(), { withSignature: false }), { now: NOW }),
      identity: await identityCopyPdf({ jpeg: JPEG, width: 16, height: 10 }, { caption: 'Copie remise à X', now: NOW }),
    };
    const folder = mkdtempSync(path.join(tmpdir(), 'tagged-'));
    try {
      for (const [name, bytes] of Object.entries(files)) {
        const file = path.join(folder, `${name}.pdf`);
        writeFileSync(file, bytes);
        const info = pdfinfo([file]);
        expect(info, name).toMatch(/^Tagged:\s+yes$/m);
        expect(info, name).toMatch(/^PDF version:\s+1\.7$/m);
        pdfinfo(['-struct-text', file]);
      }
      // -struct-text walks the tree (an element per line indented by two, its text lines below): the
      // object's paragraph is one P holding the lines of both pages.
      const tree = pdfinfo(['-struct-text', path.join(folder, 'procuration.pdf')]);
      const paragraphs = tree.split(/\n(?= {2}\S)/).filter((element) => element.includes('Objet précis'));
      expect(paragraphs).toHaveLength(1);
      expect(paragraphs[0]).toContain('et suivantes."');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
