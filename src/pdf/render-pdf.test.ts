import { documentTextOf, paperSentence, verdictRowOf } from '../../scripts/legal/legal-content.test-helper.ts';
import { SCI_WORDS } from '../domain/company.test-helper.ts';
import { describe, expect, test } from 'vitest';
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import { type DocumentDescription } from '../domain/documents/document-blocks.ts';
import { setSignature, type Person, type ProcurationForm } from '../domain/form.ts';
import { customForm, NOW } from './fixtures.test-helper.ts';
import { aMandataire, aPerson, aSignedForm, signaturePng } from '../domain/test-factory.test-helper.ts';
import { isPageFurniture, linesWithin, POINTS_PER_MM, readPdf, type PdfPage, type PdfReading } from './read-pdf.test-helper.ts';
import { renderPdf, UnsupportedCharactersError } from './render-pdf.ts';

const mm = (value: number) => value * POINTS_PER_MM;
const A4_HEIGHT = mm(297);
const MARGIN = mm(20);
const SIGNATURE_LABEL = 'Signature du mandant :';
const GRANTOR_MENTION = documentTextOf('procuration', 'grantorSignatureMention').replace(/\s+/g, ' ');
const ATTORNEY_LABEL = 'Signature du mandataire :';
const ATTORNEY_MENTION = documentTextOf('procuration', 'attorneySignatureMention').replace(/\s+/g, ' ');
/** Who gives power to whom and when, at the foot of every page of a document of several. */
const REFERENCE = 'Procuration de Jeanne Lefèvre à Loïc Martin, établie le 22 novembre 2026';

function documentOf(form: ProcurationForm, withSignature = true): DocumentDescription {
  return describeProcuration(form, { today: NOW, withSignature });
}

/**
 * The PDF of `form`, and what it reads back as. A document already made in this file is made once and
 * shared: the tests only read it (the tests of identical bytes call renderPdf themselves). `images:
 * false` for a test that reads only text skips pdf.js's decoding of the drawings.
 */
function render(form: ProcurationForm, withSignature = true, { images = true } = {}): Promise<Rendered> {
  const document = documentOf(form, withSignature);
  const key = `${images}:${JSON.stringify(document)}`;
  const made = RENDERED.get(key) ?? renderAndRead(document, images);
  RENDERED.set(key, made);
  return made;
}

interface Rendered {
  bytes: Uint8Array;
  pdf: PdfReading;
}

const RENDERED = new Map<string, Promise<Rendered>>();

async function renderAndRead(document: DocumentDescription, images: boolean): Promise<Rendered> {
  const bytes = await renderPdf(document, { now: NOW });
  return { bytes, pdf: await readPdf(bytes, { images }) };
}

/** The text of the document as one string: wrapped lines joined by the space they were broken at. */
function textOf(pdf: PdfReading): string {
  return pdf.lines.filter((line) => !isPageFurniture(line)).join(' ');
}

/** Each expected piece appears after the previous one. */
function expectInOrder(text: string, pieces: string[]): void {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + piece.length;
  }
}

function embedsUnicodeFont(bytes: Uint8Array): boolean {
  const raw = Buffer.from(bytes).toString('latin1');
  return raw.includes('/FontFile2') && raw.includes('DejaVuSans');
}

/** The page with a line that holds `line` (two places to sign side by side read as one line). */
function pageWith(pdf: PdfReading, line: string): PdfPage {
  const page = pdf.pages.find((candidate) => candidate.lines.some((each) => each.includes(line)));
  if (!page) throw new Error(`No page holds "${line}"`);
  return page;
}

function expectInsideMargins(pdf: PdfReading): void {
  for (const [index, page] of pdf.pages.entries()) {
    for (const item of page.items) {
      const where = `page ${index + 1}, "${item.text}" at x=${item.x.toFixed(2)} width=${item.width.toFixed(2)} y=${item.y.toFixed(2)}`;
      expect(item.x, where).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(item.x + item.width, where).toBeLessThanOrEqual(mm(190) + 0.01);
      if (isPageFurniture(item.text)) continue; // the page number and the initials sit in the bottom margin
      expect(item.y, where).toBeGreaterThanOrEqual(MARGIN);
      expect(item.y + 0.8 * item.fontSize, where).toBeLessThanOrEqual(A4_HEIGHT - MARGIN + 0.01);
    }
  }
}

describe('a realistic banking procuration', () => {
  test('holds every line of specification §9 in order, the two parties side by side', async () => {
    const form = aSignedForm();
    const { pdf } = await render(form);
    const document = documentOf(form);

    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    if (!page) throw new Error('no page');
    expect(linesWithin(page, 0, mm(105)).slice(0, 5)).toEqual([
      'Jeanne Lefèvre',
      "12 rue de l'Église",
      '69003 Lyon',
      'Tél : 06 12 34 56 78',
      'Email : jeanne.lefevre@example.fr',
    ]);
    expect(linesWithin(page, mm(105), mm(210)).slice(0, 4)).toEqual([
      'Loïc Martin',
      '5 avenue Jean-Jaurès',
      '75019 Paris',
      'Tél : 07 98 76 54 32',
    ]);
    const body = document.blocks.find((block) => block.kind === 'paragraph' && block.text.startsWith('Je soussigné'));
    expectInOrder(textOf(pdf), [
      'Jeanne Lefèvre Loïc Martin',
      'Fait à Lyon, le 22 novembre 2026',
      'PROCURATION',
      // The PDF's text reads the content's no-break spaces as spaces.
      body?.kind === 'paragraph' ? body.text.replaceAll('\u00a0', ' ') : 'the body sentence',
      paperSentence('validity', { start: '01/12/2026', end: '01/03/2027' }),
      'Opérations autorisées :',
      "• Retrait d'argent",
      '• Gestion de compte',
      '• Consultation de solde',
      paperSentence('operationsClosing'),
      documentTextOf('procuration', 'freeOfCharge'),
      SIGNATURE_LABEL,
    ]);
    // Signed: no handwritten mention above the drawn signature; the mandataire's place beside it, on the same page.
    expect(page.lines.slice(-2)).toEqual([`${SIGNATURE_LABEL} ${ATTORNEY_LABEL}`, ATTORNEY_MENTION]);
  });

  test('the body names both people with their birth dates, addresses and phones, and the type', async () => {
    const { pdf } = await render(aSignedForm());
    expectInOrder(textOf(pdf), [
      "Jeanne Lefèvre, né(e) le 14/03/1958, demeurant 12 rue de l'Église, 69003 Lyon, téléphone : 06 12 34 56 78",
      'email : jeanne.lefevre@example.fr',
      'Loïc Martin, né(e) le 02/11/1985, demeurant 5 avenue Jean-Jaurès, 75019 Paris, téléphone : 07 98 76 54 32',
      '« Bancaire »',
    ]);
  });

  test('the title is centred, in bold at 16 points; the body is Helvetica 11', async () => {
    const { pdf } = await render(aSignedForm());
    const items = pdf.pages[0]?.items ?? [];
    const title = items.find((item) => item.text === 'PROCURATION');
    expect(title?.fontSize).toBeCloseTo(16, 5);
    expect((title?.x ?? 0) + (title?.width ?? 0) / 2).toBeCloseTo(mm(105), 0);
    const fait = items.find((item) => item.text.startsWith('Fait à'));
    expect(fait?.fontSize).toBeCloseTo(11, 5);
    expect(fait?.x).toBeCloseTo(MARGIN, 5);
  });

  test('signed, it holds exactly one image, 50×30 mm, below its label and inside the page', async () => {
    const { pdf } = await render(aSignedForm(), true);
    const page = pdf.pages[0];
    expect(page?.imageCount).toBe(1);
    const [image] = page?.images ?? [];
    const label = page?.items.find((item) => item.text === SIGNATURE_LABEL);
    expect(image?.width).toBeCloseTo(mm(50), 3);
    expect(image?.height).toBeCloseTo(mm(30), 3);
    expect(image?.x).toBeCloseTo(MARGIN, 3);
    expect((image?.y ?? 0) + (image?.height ?? 0)).toBeLessThan(label?.y ?? 0);
    expect(image?.y).toBeGreaterThanOrEqual(MARGIN);
  });

  test('unsigned, it holds no image but keeps the label and blank room to sign by hand', async () => {
    const { pdf } = await render(aSignedForm(), false);
    expect(pdf.pages.map((page) => page.imageCount)).toEqual([0]);
    const page = pdf.pages[0];
    const label = page?.items.find((item) => item.text === SIGNATURE_LABEL);
    const mention = page?.items.find((item) => item.text === GRANTOR_MENTION);
    const beside = page?.items.find((item) => item.text === ATTORNEY_LABEL);
    expect(label).toBeDefined();
    expect(label?.y ?? 0).toBeGreaterThan(MARGIN + mm(30));
    // The mandataire's place beside it, on the same line; under the label, only its mention, then 30 mm of blank room.
    expect(beside?.y).toBeCloseTo(label?.y ?? 0, 3);
    expect(beside?.x ?? 0).toBeGreaterThan(mm(105));
    expect(page?.items.filter((item) => item.y < (label?.y ?? 0) && item.x < mm(105))).toEqual([mention]);
    expect((mention?.y ?? 0) - MARGIN).toBeGreaterThan(mm(30));
  });

  test('carries the title "Procuration" and the language fr-FR in its metadata', async () => {
    const { pdf } = await render(aSignedForm());
    expect(pdf.info.title).toBe('Procuration');
    expect(pdf.info.language).toBe('fr-FR');
    expect(pdf.info.creationDate).toBe("D:20261122093000+00'00'");
  });

  test('is small: under 20 KB unsigned and under 60 KB signed, with Helvetica only', async () => {
    const unsigned = await renderPdf(documentOf(aSignedForm(), false), { now: NOW });
    const signed = await renderPdf(documentOf(aSignedForm(), true), { now: NOW });
    expect(unsigned.length).toBeLessThan(20_000);
    expect(signed.length).toBeLessThan(60_000);
    expect(embedsUnicodeFont(unsigned)).toBe(false);
  });

  test('starts with the PDF header and ends with the end-of-file marker', async () => {
    const bytes = await renderPdf(documentOf(aSignedForm()), { now: NOW });
    const raw = Buffer.from(bytes).toString('latin1');
    // 1.7: the version whose features the tagged file uses (docs/decisions/053).
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('identical bytes for identical input and clock', () => {
  test('twice the same document and clock give the same bytes', async () => {
    const document = documentOf(aSignedForm());
    const first = await renderPdf(document, { now: NOW });
    const second = await renderPdf(structuredClone(document), { now: new Date(NOW) });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  test('the embedded font gives the same bytes too', async () => {
    const document = documentOf(aSignedForm({ grantor: { firstName: 'Łukasz', lastName: 'Wałęsa' } }));
    const first = await renderPdf(document, { now: NOW });
    const second = await renderPdf(document, { now: NOW });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  test("the machine's time zone does not change the bytes", async () => {
    const document = documentOf(aSignedForm());
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Auckland';
      const auckland = await renderPdf(document, { now: NOW });
      process.env.TZ = 'America/New_York';
      const newYork = await renderPdf(document, { now: NOW });
      expect(Buffer.from(auckland).equals(Buffer.from(newYork))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  test('another clock or another content gives another file identifier', async () => {
    const document = documentOf(aSignedForm());
    const id = (bytes: Uint8Array) => /\/ID \[ <([0-9A-F]{32})>/.exec(Buffer.from(bytes).toString('latin1'))?.[1];
    const base = id(await renderPdf(document, { now: NOW }));
    const later = id(await renderPdf(document, { now: new Date(NOW.getTime() + 1000) }));
    const other = id(await renderPdf(documentOf(aSignedForm({ grantor: { city: 'Lille' } })), { now: NOW }));
    expect(base).toMatch(/^[0-9A-F]{32}$/);
    expect(new Set([base, later, other]).size).toBe(3);
  });
});

describe('every character a French user types renders as typed, with Helvetica', () => {
  const families: Array<[string, string, string?]> = [
    ['accented letters', 'Hélène Bérénice Çà ôûî ÿ ë ï ü À É È Ê Ô Ù Ç'],
    ['ligatures', 'Œuvre cœur Lætitia Æsop'],
    ['guillemets', '« Les Hirondelles »'],
    ['curly quotes and apostrophes from phones', 'l’Étoile ‘Villa’ “Mas”'],
    ['dashes and ellipsis', 'Saint-Jean – Côte — Nord…'],
    ['the euro sign', 'Lot 12 €'],
    ['the no-break space', 'Bât.\u00A0B', 'Bât. B'],
    ['the narrow no-break space of French formatting, never "/"', '1\u202F000\u202F€ « a\u202Fb »', '1 000 € « a b »'],
  ];

  test.each(families)('%s', async (_family, typed, readBack = typed) => {
    const { bytes, pdf } = await render(aSignedForm({ attorney: { address: typed } }), false);
    const attorneyColumn = linesWithin(pdf.pages[0] ?? fail(), mm(105), mm(210));
    expect(attorneyColumn).toContain(readBack);
    expect(attorneyColumn.join(' ')).not.toContain('/');
    expect(textOf(pdf)).toContain(`demeurant ${readBack}, 75019 Paris`);
    expect(embedsUnicodeFont(bytes)).toBe(false);
  });

  test('the narrow no-break space still binds: "1\u202F000\u202F€" is never split across lines', async () => {
    // One more letter each time moves the amount along the line, across the right margin at some point.
    for (let extra = 0; extra < 24; extra++) {
      const operation = `Payer ${'x'.repeat(extra)} la somme de ${'mille '.repeat(12)}soit 1\u202F000\u202F€ HT`;
      const { pdf } = await render(customForm('Spéciale', operation), false, { images: false });
      expect(
        pdf.lines.some((line) => line.includes('1 000 €')),
        operation,
      ).toBe(true);
    }
  });
});

describe('names and addresses in other alphabets render with the embedded DejaVu Sans', () => {
  const names: Array<[string, Partial<Person>]> = [
    ['Polish', { firstName: 'Łukasz', lastName: 'Wałęsa-Żółćka', city: 'Łódź' }],
    ['Czech', { firstName: 'Jiří', lastName: 'Dvořák', city: 'Ústí nad Labem' }],
    ['Romanian', { firstName: 'Ștefan', lastName: 'Țurcanu', city: 'Iași' }],
    ['Turkish', { firstName: 'Şükrü', lastName: 'Yıldırım', city: 'İstanbul' }],
    ['Hungarian', { firstName: 'Gergő', lastName: 'Szőke', city: 'Győr' }],
    ['Vietnamese', { firstName: 'Nguyễn Thị', lastName: 'Phương', city: 'Hồ Chí Minh' }],
    ['Greek', { firstName: 'Αλέξανδρος', lastName: 'Παπαδόπουλος', city: 'Θεσσαλονίκη' }],
    ['Cyrillic', { firstName: 'Дмитрий', lastName: 'Шостакович', city: 'Санкт-Петербург' }],
  ];

  test.each(names)('%s', async (_alphabet, person) => {
    const { bytes, pdf } = await render(aSignedForm({ grantor: person }), false);
    const name = `${person.firstName} ${person.lastName}`;
    const left = linesWithin(pdf.pages[0] ?? fail(), 0, mm(105));
    expect(left[0]).toBe(name);
    expect(left[2]).toBe(`69003 ${person.city}`);
    expectInOrder(textOf(pdf), [`Fait à ${person.city}, le 22 novembre 2026`, `Je soussigné(e), ${name}, né(e)`]);
    expect(embedsUnicodeFont(bytes)).toBe(true);
    expectInsideMargins(pdf);
  });

  test('with the embedded font a typical document stays under 60 KB unsigned', async () => {
    const { bytes } = await render(aSignedForm({ grantor: { firstName: 'Nguyễn', lastName: 'Đức Thắng' } }), false);
    expect(embedsUnicodeFont(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(60_000);
  });

  test('text no shipped font can draw produces no PDF', async () => {
    const document = documentOf(aSignedForm({ grantor: { lastName: 'Dupont 😀' } }));
    await expect(renderPdf(document, { now: NOW })).rejects.toThrow(UnsupportedCharactersError);
    await expect(renderPdf(document, { now: NOW })).rejects.toMatchObject({ characters: ['😀'] });
  });
});

describe('layout that holds for any length', () => {
  test('a 3,000-character custom operation continues on a second page, numbered "Page X / 2"', async () => {
    const operation = 'Représenter le mandant auprès de l’administration fiscale et signer tout document utile. '
      .repeat(40)
      .slice(0, 3000)
      .trim();
    const { pdf } = await render(customForm('Gestion patrimoniale', operation));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]?.lines.at(-1)).toBe(`${REFERENCE} — Page 1 / 2`);
    expect(pdf.pages[1]?.lines.at(-1)).toBe(`${REFERENCE} — Page 2 / 2`);
    const number = pdf.pages[0]?.items.find((item) => item.text.endsWith('Page 1 / 2'));
    expect((number?.x ?? 0) + (number?.width ?? 0) / 2).toBeCloseTo(mm(105), 0);
    expect(number?.y).toBeLessThan(MARGIN);
    expectInOrder(textOf(pdf), ['« Gestion patrimoniale »', `• ${operation}`, SIGNATURE_LABEL]);
    expect(textOf(pdf)).not.toContain('À préciser');
    expect(pageWith(pdf, SIGNATURE_LABEL).imageCount).toBe(1);
    expectInsideMargins(pdf);
  });

  test('a one-page document carries no page number', async () => {
    const { pdf } = await render(aSignedForm());
    expect(pdf.lines.filter((line) => line.startsWith('Page '))).toEqual([]);
  });

  test('a three-page document numbers every page, each with the reference', async () => {
    const { pdf } = await render(customForm('Succession', 'Accomplir toutes formalités utiles. '.repeat(260).trim()));
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages.map((page) => page.lines.at(-1))).toEqual([1, 2, 3].map((page) => `${REFERENCE} — Page ${page} / 3`));
    expectInsideMargins(pdf);
  });

  test('the two header blocks wrap inside their own columns and never overlap', async () => {
    const long = 'Résidence des Grands Chênes, bâtiment C, escalier 4, appartement 1207, lieu-dit La Croix-Rousse';
    const { pdf } = await render(
      aSignedForm({
        grantor: { address: long, lastName: 'de La Tour d’Auvergne-Lauraguais-Montmorency' },
        attorney: { address: long, email: `${'tres.long.identifiant'.repeat(6)}@example.fr` },
      }),
    );
    const page = pdf.pages[0] ?? fail();
    const header = page.items.filter((item) => item.y > (page.items.find((i) => i.text.startsWith('Fait à'))?.y ?? 0));
    for (const item of header) {
      if (item.x < mm(105)) expect(item.x + item.width, item.text).toBeLessThanOrEqual(mm(100) + 0.01);
      else expect(item.x, item.text).toBeGreaterThanOrEqual(mm(110) - 0.01);
    }
    expect(linesWithin(page, 0, mm(105)).join(' ')).toContain(long);
    expect(linesWithin(page, mm(105), mm(210)).join('')).toContain(`${'tres.long.identifiant'.repeat(6)}@example.fr`);
    expectInsideMargins(pdf);
  });

  test('a word longer than the line is cut inside the margins, nothing lost', async () => {
    const word = 'Anticonstitutionnellement'.repeat(12);
    const { pdf } = await render(customForm('Spéciale', word));
    expect(textOf(pdf).replace(/ /g, '')).toContain(word);
    expectInsideMargins(pdf);
  });

  test('"Signature du mandant :" and its image always share a page, wherever the text ends', async () => {
    const sentence = 'Signer les actes nécessaires à la gestion courante. ';
    const smallSignature = signaturePng(200, 80); // the size of the image plays no part in the layout
    for (let length = 2200; length <= 3000; length += 50) {
      const form = customForm('Gestion', sentence.repeat(60).slice(0, length).trim());
      const { pdf } = await render(setSignature(form, smallSignature));
      const page = pageWith(pdf, SIGNATURE_LABEL);
      const label = page.items.find((item) => item.text === SIGNATURE_LABEL);
      const [image] = page.images;
      expect(page.imageCount, `length ${length}`).toBe(1);
      expect((image?.y ?? 0) + (image?.height ?? 0), `length ${length}`).toBeLessThan(label?.y ?? 0);
      expect(image?.y, `length ${length}`).toBeGreaterThanOrEqual(MARGIN);
    }
  });

  test('unsigned, the label keeps its blank room on the same page, wherever the text ends', async () => {
    const sentence = 'Signer les actes nécessaires à la gestion courante. ';
    for (let length = 2200; length <= 3000; length += 100) {
      const { pdf } = await render(customForm('Gestion', sentence.repeat(60).slice(0, length).trim()), false, { images: false });
      const label = pageWith(pdf, SIGNATURE_LABEL).items.find((item) => item.text === SIGNATURE_LABEL);
      expect(label?.y ?? 0, `length ${length}`).toBeGreaterThan(MARGIN + mm(30));
    }
  });
});

/**
 * A form with every field of the complete document (docs/decisions/030) filled in, signed with the small
 * drawing: the drawing fills its fixed box whatever its size (docs/decisions/244).
 */
function completeForm(overrides: Partial<ProcurationForm> = {}): ProcurationForm {
  return {
    ...aSignedForm({
      signature: signaturePng(200, 80),
      grantor: { birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
      attorney: { birthPlace: 'Saint-Étienne', idType: 'Passeport', idNumber: '19AB12345' },
    }),
    objectDetails: 'Compte courant n° 0001234 ouvert à l’agence Lyon Bellecour',
    signaturePlace: 'Villeurbanne',
    substitutionAllowed: true,
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
    ...overrides,
  };
}

/** The page holding both signature blocks, whole: labels, mentions, the image under the mandant's label, room under each. */
function expectBothSignatureBlocksWhole(pdf: PdfReading, { signed }: { signed: boolean }): PdfPage {
  const pages = pdf.pages.filter((page) => page.lines.some((line) => line.includes(SIGNATURE_LABEL) || line.includes(ATTORNEY_LABEL)));
  expect(pages, 'one page holds both signature blocks').toHaveLength(1);
  const page = pages[0] ?? fail();
  const find = (text: string) => page.items.find((item) => item.text === text) ?? fail();
  const [grantorLabel, attorneyLabel, attorneyMention] = [find(SIGNATURE_LABEL), find(ATTORNEY_LABEL), find(ATTORNEY_MENTION)];
  // The handwritten mention only where the mandant signs by hand: never above the drawn signature.
  const grantorMention = page.items.find((item) => item.text === GRANTOR_MENTION);
  expect(grantorMention === undefined).toBe(signed);
  // In small type, under their labels; the mandataire's place beside the mandant's, right of the middle.
  expect(attorneyMention.fontSize).toBeCloseTo(9, 5);
  expect(grantorLabel.fontSize).toBeCloseTo(11, 5);
  const grantorBottom = grantorMention?.y ?? grantorLabel.y;
  if (grantorMention) {
    expect(grantorMention.fontSize).toBeCloseTo(9, 5);
    expect(grantorMention.y).toBeLessThan(grantorLabel.y);
  }
  expect(attorneyLabel.y).toBeCloseTo(grantorLabel.y, 3);
  expect(attorneyLabel.x).toBeGreaterThan(mm(105));
  expect(attorneyMention.y).toBeLessThan(attorneyLabel.y);
  // Room to sign by hand under the mandataire's mention, above the bottom margin.
  expect(attorneyMention.y - mm(30)).toBeGreaterThanOrEqual(MARGIN - 0.01);
  if (signed) {
    expect(page.images).toHaveLength(1);
    const [image] = page.images;
    expect((image?.y ?? 0) + (image?.height ?? 0)).toBeLessThan(grantorBottom);
    expect(image?.x ?? 0).toBeCloseTo(MARGIN, 3);
    expect(image?.y ?? 0).toBeGreaterThanOrEqual(MARGIN);
  } else {
    expect(page.imageCount).toBe(0);
  }
  return page;
}

describe('what the complete document adds, read back from the real file', () => {
  test('one page: birth place, identity document, object, substitution, "Fait à", the copies attached, both signature blocks whole', async () => {
    const form = completeForm({ authorizedOperations: ['Consultation de solde'] });
    const { pdf } = await render({
      ...form,
      grantor: { ...form.grantor, email: '', phone: '' },
      attorney: { ...form.attorney, phone: '', idType: '', idNumber: '' },
    });
    expect(pdf.pages).toHaveLength(1);
    const text = textOf(pdf);
    expectInOrder(text, [
      'Fait à Villeurbanne, le 22 novembre 2026',
      'PROCURATION',
      "Jeanne Lefèvre, né(e) le 14/03/1958 à Lyon, titulaire de la carte nationale d'identité n° X4RTBPFW4, demeurant 12 rue de l'Église",
      'Loïc Martin, né(e) le 02/11/1985 à Saint-Étienne, demeurant 5 avenue Jean-Jaurès',
      paperSentence('validity', { start: '01/12/2026', end: '01/03/2027' }),
      'Elle prend fin à cette date',
      '(article 2003 du Code civil).',
      'Opérations autorisées :',
      '• Consultation de solde',
      'Objet précis et références : Compte courant n° 0001234 ouvert à l’agence Lyon Bellecour',
      'Le mandataire est autorisé à se faire remplacer par une personne de son choix',
      '(article 1994 du Code civil).',
      documentTextOf('procuration', 'freeOfCharge'),
      "Pièces jointes : copie de la carte nationale d'identité de Jeanne Lefèvre.",
      SIGNATURE_LABEL,
      ATTORNEY_LABEL,
      ATTORNEY_MENTION,
    ]);
    expectBothSignatureBlocksWhole(pdf, { signed: true });
    expectInsideMargins(pdf);
  });

  test('unticked, the substitution sentence is absent and nothing else says anything about it', async () => {
    const { pdf } = await render(completeForm({ substitutionAllowed: false }));
    expect(textOf(pdf)).not.toMatch(/remplacer|substitu|1994/);
    expect(textOf(pdf)).toContain('Objet précis et références :');
  });

  test('without "Prévoir la signature du mandataire", only the mandant signs', async () => {
    const { pdf } = await render(completeForm({ attorneySignatureBlock: false }), false);
    expect(textOf(pdf)).not.toContain(ATTORNEY_LABEL);
    expect(textOf(pdf)).not.toContain('Bon pour acceptation');
    expect(
      pdf.pages
        .at(-1)
        ?.lines.filter((line) => !isPageFurniture(line))
        .at(-1),
    ).toBe(GRANTOR_MENTION);
  });

  test('a form filled as before prints no birth place, no identity document, no object and no substitution', async () => {
    const text = textOf((await render(aSignedForm())).pdf);
    expect(text).not.toMatch(/titulaire|Objet précis|remplacer/);
    expect(text).toContain('Jeanne Lefèvre, né(e) le 14/03/1958, demeurant');
  });

  test('three pages: a long object, every word of it, both signature blocks whole on the last page with the end of the text', async () => {
    const object = 'Dossier de succession n° 2026-0042, lots 1 à 12, références cadastrales AB 123 et suivantes. '.repeat(60).trim();
    const { pdf } = await render(completeForm({ objectDetails: object }));
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages.map((page) => page.lines.at(-1))).toEqual([1, 2, 3].map((page) => `${REFERENCE} — Page ${page} / 3`));
    expect(textOf(pdf)).toContain(`Objet précis et références : ${object}`);
    const page = expectBothSignatureBlocksWhole(pdf, { signed: true });
    expect(page).toBe(pdf.pages[2]);
    // The signatures never start a page alone: the end of the text comes with them.
    expect(page.lines[0]).not.toContain(SIGNATURE_LABEL);
    expectInsideMargins(pdf);
  });

  test('both signature blocks stay whole on one page, and never alone on it, wherever the text ends', async () => {
    const sentence = 'Accomplir les formalités nécessaires auprès de la banque. ';
    for (let length = 0; length <= 1600; length += 80) {
      const form = completeForm({ objectDetails: sentence.repeat(40).slice(0, length).trim() });
      for (const withSignature of [true, false]) {
        const { pdf } = await render(setSignature(form, signaturePng(200, 80)), withSignature);
        const page = expectBothSignatureBlocksWhole(pdf, { signed: withSignature });
        expect(page.lines[0], `length ${length}`).not.toContain(SIGNATURE_LABEL);
      }
    }
  });
});

describe('nothing can be added after signing', () => {
  const sentence = 'Accomplir les formalités nécessaires auprès de la banque. ';

  test('gaps keep the rhythm of the text: what page 1 holds never moves when more text follows it', async () => {
    const lines = async (length: number) => {
      const { pdf } = await render(completeForm({ objectDetails: sentence.repeat(80).slice(0, length).trim() }), true, { images: false });
      return pdf.pages[0]?.items.filter((item) => item.text.startsWith('Opérations autorisées') || item.text === 'PROCURATION');
    };
    const short = await lines(0);
    for (const length of [500, 1500, 3000])
      expect((await lines(length))?.map(({ text, y }) => ({ text, y }))).toEqual(short?.map(({ text, y }) => ({ text, y })));
  });

  test('the last page ends right after the signatures, and every page of several carries the reference and a place for initials', async () => {
    for (let length = 0; length <= 4000; length += 500) {
      const { pdf } = await render(completeForm({ objectDetails: sentence.repeat(80).slice(0, length).trim() }), false, { images: false });
      const where = `object of ${length} characters`;
      const last = pdf.pages.at(-1) ?? fail();
      const lastText = last.items.filter((item) => !isPageFurniture(item.text));
      const lowest = lastText.reduce((low, item) => (item.y < low.y ? item : low));
      expect([GRANTOR_MENTION, ATTORNEY_MENTION], where).toContain(lowest.text);
      if (pdf.pages.length === 1) continue;
      pdf.pages.forEach((page, index) => {
        expect(page.lines.slice(-2), where).toEqual(['Paraphe(s) :', `${REFERENCE} — Page ${index + 1} / ${pdf.pages.length}`]);
      });
      expectInsideMargins(pdf);
    }
  });

  test('the list of operations is closed by a line, right after its last item', async () => {
    const text = textOf((await render(aSignedForm())).pdf);
    const powers = verdictRowOf('Bancaire', 'Consultation de solde').powers ?? '';
    expect(text.replace(/\s+/g, ' ')).toContain(`• Consultation de solde : ${powers} ${paperSentence('operationsClosing')}`);
  });

  test('a document of several pages has "Paraphe(s) :" on every page, the last too, above the reference and the page number', async () => {
    const { pdf } = await render(customForm('Succession', 'Accomplir toutes formalités utiles. '.repeat(260).trim()));
    expect(pdf.pages.map((page) => page.lines.slice(-2))).toEqual(
      [1, 2, 3].map((page) => ['Paraphe(s) :', `${REFERENCE} — Page ${page} / 3`]),
    );
    const initials = pdf.pages[0]?.items.find((item) => item.text.startsWith('Paraphe')) ?? fail();
    expect(initials.y).toBeLessThan(MARGIN);
    expect(initials.x).toBeGreaterThan(mm(105));
    expect((await render(aSignedForm())).pdf.lines).not.toContainEqual(expect.stringMatching(/Paraphe/));
  });

  // Every 37th length from 0 to 1,200 in three runs of eleven documents: each test keeps the ordinary limit on a busy
  // machine (docs/decisions/137).
  test.each([
    [0, 370],
    [407, 777],
    [814, 1184],
  ])(
    'an IBAN, a telephone and "n° …" are never cut across lines or pages, wherever the text ends (%i to %i characters)',
    async (from, to) => {
      const iban = 'FR76 3000 6000 0112 3456 7890 189';
      for (let length = from; length <= to; length += 37) {
        const object = `${sentence.repeat(30).slice(0, length)}virements depuis le compte n° 12345678 IBAN ${iban} à la banque`;
        const { pdf } = await render(completeForm({ objectDetails: object }), true, { images: false });
        expect(
          pdf.lines.some((line) => line.includes(iban)),
          `length ${length}`,
        ).toBe(true);
        expect(
          pdf.lines.some((line) => line.includes('n° 12345678')),
          `length ${length}`,
        ).toBe(true);
        expect(
          pdf.lines.some((line) => line.includes('06 12 34 56 78')),
          `length ${length}`,
        ).toBe(true);
      }
    },
  );
});

test('the fixture people are the ones the tests expect', () => {
  expect(`${aPerson().firstName} ${aPerson().lastName}`).toBe('Jeanne Lefèvre');
  expect(aMandataire().email).toBe('');
});

function fail(): never {
  throw new Error('missing page');
}

describe("a company's place to sign", () => {
  test('keeps room for its stamp: wherever the text ends, it never needs fewer pages, and somewhere it needs one more', async () => {
    const pagesOf = async (text: string, stamp: boolean) => {
      const slot = {
        label: paperSentence('companySignatureLabel', SCI_WORDS),
        image: null,
      };
      const bytes = await renderPdf(
        {
          title: 'Procuration',
          language: 'fr-FR',
          blocks: [
            { kind: 'paragraph', text },
            { kind: 'signature', ...slot, ...(stamp ? { stamp: true as const } : {}) },
          ],
        },
        { now: NOW },
      );
      return (await readPdf(bytes, { images: false })).pages.length;
    };
    const sentence = 'Une phrase ordinaire du texte, qui occupe sa place sur la ligne. ';
    const outcomes: { length: number; plain: number; stamped: number }[] = [];
    for (let length = 3000; length <= 4400; length += 100) {
      const text = sentence.repeat(80).slice(0, length).trim();
      outcomes.push({ length, plain: await pagesOf(text, false), stamped: await pagesOf(text, true) });
    }
    for (const { length, plain, stamped } of outcomes) expect(stamped, `length ${length}`).toBeGreaterThanOrEqual(plain);
    expect(
      outcomes.some(({ plain, stamped }) => stamped > plain),
      JSON.stringify(outcomes),
    ).toBe(true);
  });
});
