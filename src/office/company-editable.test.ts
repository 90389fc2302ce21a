/**
 * The editable copies of a company's procuration (docs/decisions/126, 147) say what its PDF says: the
 * company speaking through its representative, its parties block, and its place to sign with room for
 * its stamp. Read back as a word processor shows the text, entities decoded, no-break spaces as spaces.
 */
import { describe, expect, test } from 'vitest';
import { SCI } from '../domain/company.test-helper.ts';
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
const COMPANY_CLAUSE =
  "La société Dupont Immobilier, SCI, immatriculée sous le numéro SIREN 732 829 320 (RCS de Lyon), dont le siège est situé 8 quai Saint-Vincent, 69001 Lyon, représentée par Madame Jeanne Lefèvre, agissant en qualité de gérante, dûment habilitée à l'effet des présentes, donne par la présente procuration à Loïc Martin";
const PLACE_TO_SIGN = 'Pour la société Dupont Immobilier, Madame Jeanne Lefèvre, gérante (signature et cachet) :';

describe.each([
  ['Word', async () => wordParagraphs(packageText(await procurationDocx(form, { now: NOW }), 'word/document.xml'))],
  ['OpenDocument', () => Promise.resolve(odtParagraphs(packageText(procurationOdt(form, { now: NOW }), 'content.xml')))],
])('the %s copy of a company’s procuration', (_name, paragraphsOf) => {
  test('prints the company clause, in its name and for its account', async () => {
    const text = (await paragraphsOf()).join('\n');
    expect(text).toContain(COMPANY_CLAUSE);
    expect(text).toContain('pour agir en son nom et pour son compte');
    expect(text).not.toMatch(/Je soussign|en mon nom/u);
  });

  test('names the company, its SIREN and its representative in the parties block', async () => {
    const text = (await paragraphsOf()).join('\n');
    for (const line of ['Dupont Immobilier, SCI', 'SIREN 732 829 320 (RCS de Lyon)', 'Représentée par Madame Jeanne Lefèvre, gérante']) {
      expect(text).toContain(line);
    }
  });

  test('leaves the company its place to sign, with room for its stamp', async () => {
    expect(await paragraphsOf()).toContain(PLACE_TO_SIGN);
  });
});
