/**
 * The editable copies of a company's procuration (docs/decisions/126, 147) say what its PDF says: the
 * company speaking through its representative, its parties block, and its place to sign with room for
 * its stamp, as tall as the PDF's (docs/decisions/154, 158). Read back as a word processor shows the text,
 * entities decoded, no-break spaces as spaces.
 */
import { describe, expect, test } from 'vitest';
import { PDF_SIGNATURE_HEIGHT } from '../domain/constants.ts';
import { SCI, SCI_WORDS } from '../domain/company.test-helper.ts';
import { paperSentence } from '../../scripts/legal/legal-content.test-helper.ts';
import { SIGNATURE_GAP_MM, STAMP_ROOM_MM } from '../domain/documents/procuration/document-marks.ts';
import { aSignedForm } from '../domain/test-factory.test-helper.ts';
import { NOW, packageText } from './editable.test-helper.ts';
import { procurationDocx } from './procuration-docx.ts';
import { procurationOdt } from './procuration-odt.ts';

const decoded = (xml: string) =>
  xml
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ');

/** The paragraphs of a Word copy, each its runs joined. */
const wordParagraphs = (xml: string) =>
  [...xml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, body = '']) =>
    decoded([...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join('')),
  );
/** The paragraphs of an OpenDocument copy, tags removed. */
const odtParagraphs = (xml: string) =>
  [...xml.matchAll(/<text:(?:p|h)\b[^>]*>(.*?)<\/text:(?:p|h)>/gs)].map(([, body = '']) =>
    decoded(body.replace(/<text:line-break\/>/g, '\n').replace(/<[^>]+>/g, '')),
  );

const form = aSignedForm({ grantor: SCI });
/** The company's words by their keys in the procuration's template, no-break spaces as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const SCI_PARTY = spaced(paperSentence('companyParty', SCI_WORDS));
const COMPANY_CLAUSE = `${SCI_PARTY.charAt(0).toUpperCase()}${SCI_PARTY.slice(1)}, donne par la présente procuration à Loïc Martin`;
const PLACE_TO_SIGN = spaced(paperSentence('companySignatureLabel', SCI_WORDS));

describe.each([
  ['Word', async () => wordParagraphs(packageText(await procurationDocx(form, { now: NOW }), 'word/document.xml'))],
  ['OpenDocument', () => Promise.resolve(odtParagraphs(packageText(procurationOdt(form, { now: NOW }), 'content.xml')))],
])('the %s copy of a company’s procuration', (_name, paragraphsOf) => {
  test('prints the company clause, in its name and for its account', async () => {
    const text = (await paragraphsOf()).join('\n');
    expect(text).toContain(COMPANY_CLAUSE);
    expect(text).toContain(spaced(paperSentence('bodyPurposeOneAttorney', { company: true })));
    expect(text).not.toMatch(/Je soussign|en mon nom/u);
  });

  test('names the company, its SIREN and its representative in the parties block', async () => {
    const text = (await paragraphsOf()).join('\n');
    for (const line of ['SCI Dupont Immobilier', 'SIREN 732 829 320 (RCS de Lyon)', 'Représentée par Madame Jeanne Lefèvre, gérante']) {
      expect(text).toContain(line);
    }
  });

  test('leaves the company its place to sign, with room for its stamp', async () => {
    expect(await paragraphsOf()).toContain(PLACE_TO_SIGN);
  });
});

/** A Word length in twentieths of a point, in millimetres. */
const twipsToMm = (twips: number) => (twips / 1440) * 25.4;

/** Each place to sign of a Word copy: its label, and the height of the blank line under it, in millimetres. */
function wordPlaces(xml: string) {
  return [...xml.matchAll(/<w:tc>(.*?)<\/w:tc>/gs)].flatMap(([, cell = '']) => {
    const label = /<w:pStyle w:val="Signature"\/>.*?<w:t(?: [^>]*)?>([^<]*)<\/w:t>/s.exec(cell)?.[1];
    const room = /<w:spacing w:line="(\d+)" w:lineRule="exact"\/><\/w:pPr><\/w:p>$/s.exec(cell)?.[1];
    return label === undefined || room === undefined ? [] : [{ label: decoded(label), room: twipsToMm(Number(room)) }];
  });
}

/** Each place to sign of an OpenDocument copy: its label, and the line height of its last, empty paragraph's style. */
function odtPlaces(content: string, styles: string) {
  const lineHeight = (style: string) =>
    Number(new RegExp(`style:name="${style}"[^>]*><style:paragraph-properties fo:line-height="([\\d.]+)mm"`).exec(styles)?.[1]);
  return [...content.matchAll(/<table:table-cell\b[^>]*>(.*?)<\/table:table-cell>/gs)].flatMap(([, cell = '']) => {
    const label = /<text:p text:style-name="Signature">([^<]*)<\/text:p>/.exec(cell)?.[1];
    const room = /<text:p text:style-name="([^"]+)"><\/text:p>$/.exec(cell)?.[1];
    return label === undefined || room === undefined ? [] : [{ label: decoded(label), room: lineHeight(room) }];
  });
}

describe('the room under each place to sign, as the PDF leaves it', () => {
  /** A person's room: the gap and the signature image's height; a company's: its stamp's room more (docs/decisions/154). */
  const personRoom = SIGNATURE_GAP_MM + PDF_SIGNATURE_HEIGHT;
  const companyRoom = personRoom + STAMP_ROOM_MM;
  const expected = [
    { label: PLACE_TO_SIGN, room: companyRoom },
    { label: 'Signature du mandataire :', room: personRoom },
  ];
  const rounded = (places: { label: string; room: number }[]) => places.map(({ label, room }) => ({ label, room: Math.round(room) }));

  test('in the Word copy, a company’s place has its stamp’s 20 mm more than the mandataire’s', async () => {
    const xml = packageText(await procurationDocx(form, { now: NOW }), 'word/document.xml');
    expect(rounded(wordPlaces(xml))).toEqual(expected);
  });

  test('in the OpenDocument copy, likewise', () => {
    const bytes = procurationOdt(form, { now: NOW });
    expect(odtPlaces(packageText(bytes, 'content.xml'), packageText(bytes, 'styles.xml'))).toEqual(expected);
  });

  test('a person giving it alone keeps a person’s room', async () => {
    const person = aSignedForm();
    const xml = packageText(await procurationDocx(person, { now: NOW }), 'word/document.xml');
    expect(wordPlaces(xml).map(({ room }) => Math.round(room))).toEqual([personRoom, personRoom]);
    const bytes = procurationOdt(person, { now: NOW });
    expect(odtPlaces(packageText(bytes, 'content.xml'), packageText(bytes, 'styles.xml')).map(({ room }) => room)).toEqual([
      personRoom,
      personRoom,
    ]);
  });
});
