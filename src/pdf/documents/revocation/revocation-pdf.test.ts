import { expect, test } from 'vitest';
import { setDetail } from '../../../domain/form.ts';
import { letterToAttorneys, letterToOrganisation, revocationFacts } from '../../../domain/documents/revocation/revocation.ts';
import { bankingForm, NOW } from '../../fixtures.test-helper.ts';
import { isPageFurniture, readPdf, type PdfReading } from '../../read-pdf.test-helper.ts';
import { renderPdf } from '../../render-pdf.ts';
import { revocationNoticePdf, revocationPdf } from './revocation-pdf.ts';
import { documentTextOf } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { fillText } from '../../../domain/legal-content/fill-text.ts';

/** A letter's text by its key (content/legal/documents/revocation.yaml), as the PDF's text reads it. */
const letter = (key: string, several = false) => documentTextOf('revocation', key, several).replace(/[\u00a0\u202f]/g, ' ');
/** The part of a letter's template between two of its fields, its other fields filled: "révoque par la présente, … donnée". */
const between = (key: string, after: string, before: string, values: Record<string, string>, several = false) => {
  const template = letter(key, several);
  const start = template.indexOf(after) + after.length;
  return fillText(template.slice(start, template.indexOf(before, start)), values).trim();
};

/** The letter's text as one string, wrapped lines joined by the space they were broken at, no-break spaces read as spaces. */
function textOf(pdf: PdfReading): string {
  return pdf.lines
    .filter((line) => !isPageFurniture(line))
    .join(' ')
    .replace(/[\u00a0\u202f]/g, ' ');
}

test('the letter to the mandataire: registered mail, the place chosen, revokes that procuration for that period, asks for the original, names art. 2005', async () => {
  const form = setDetail(setDetail(bankingForm(), 'signaturePlace', 'Villeurbanne'), 'objectDetails', 'Compte courant n° 123');
  const pdf = await readPdf(await revocationPdf(form, { now: NOW, withSignature: false }));
  const text = textOf(pdf);
  expect(pdf.info.title).toBe('Révocation de procuration');
  expect(text).toContain('Lettre recommandée avec accusé de réception');
  expect(text).toContain('Fait à Villeurbanne, le ……………………………');
  expect(text).toContain('RÉVOCATION DE PROCURATION');
  expect(text).toContain('Je soussigné(e), Jeanne Lefèvre, demeurant');
  expect(text).toContain('Madame, Monsieur, Je soussigné(e), Jeanne Lefèvre, demeurant');
  expect(text).toContain(`${between('revokeToAttorneys', '{grantors},', '{recipients}', { type: 'Bancaire' })} à Loïc Martin`);
  expect(text).toContain("Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.");
  expect(text).toContain('valable du 01/12/2026 au 01/03/2027');
  expect(text).toContain('Références : Compte courant n° 123');
  expect(text).toContain(letter('askBackOriginal'));
  expect(text).toContain(letter('thirdPartiesInformed'));
  expect(text).toContain('Signature du mandant :');
  expect(pdf.pages.reduce((count, page) => count + page.imageCount, 0)).toBe(0);
});

test('without a place chosen, "Fait à" is the mandant’s city', async () => {
  const text = textOf(await readPdf(await revocationPdf(bankingForm(), { now: NOW, withSignature: false })));
  expect(text).toContain('Fait à Lyon, le ……………………………');
});

test('the letter to the organisation: registered mail, room for its address, the object and references, art. 2005, no further operation', async () => {
  const form = setDetail(
    setDetail(bankingForm(), 'signaturePlace', 'Villeurbanne'),
    'objectDetails',
    'Compte courant n° 123 à l’agence de Lyon Part-Dieu',
  );
  const pdf = await readPdf(await revocationNoticePdf(form, { now: NOW, withSignature: false }));
  const text = textOf(pdf);
  expect(pdf.info.title).toBe("Révocation de procuration – information de l'organisme");
  expect(text).toContain('Lettre recommandée avec accusé de réception');
  expect(text).toContain("À l'attention de :");
  expect(text).toContain('Fait à Villeurbanne, le');
  expect(text).toContain(fillText(letter('subjectToOrganisation'), { type: 'Bancaire', attorneys: 'à Loïc Martin' }));
  expect(text).toContain('Références : Compte courant n° 123 à l’agence de Lyon Part-Dieu');
  expect(text).toContain(between('informOrganisation', '{grantors},', '{recipients}', { type: 'Bancaire' }));
  expect(text).toContain('portant sur : Compte courant n° 123 à l’agence de Lyon Part-Dieu, qui a pu vous être présentée.');
  expect(text).toContain('Madame, Monsieur, Je soussigné(e)');
  expect(text).toContain("Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.");
  expect(text).toContain(letter('opposableToOrganisation'));
  expect(text).not.toContain(letter('askBackOriginal'));
});

test('the letter to the organisation leaves a line for the references when none were typed', async () => {
  const text = textOf(await readPdf(await revocationNoticePdf(bankingForm(), { now: NOW, withSignature: false })));
  expect(text).toContain('Références (compte, contrat, dossier) : ……');
});

test('both letters take lists: two mandants speak as "nous" and name both mandataires', async () => {
  const form = bankingForm();
  const second = { ...form.grantor, firstName: 'Marc', lastName: 'Lefèvre' };
  const third = { ...form.attorney, firstName: 'Inès', lastName: 'Martin' };
  const facts = { ...revocationFacts(form), grantors: [form.grantor, second], attorneys: [form.attorney, third] };
  const toAttorneys = textOf(await readPdf(await renderPdf(letterToAttorneys(facts, { withSignature: false }), { now: NOW })));
  expect(toAttorneys).toContain('Nous soussigné(e)s, Jeanne Lefèvre, demeurant');
  expect(toAttorneys).toContain('et Marc Lefèvre, demeurant');
  expect(toAttorneys).toContain(between('revokeToAttorneys', '{grantors},', '{recipients}', { type: 'Bancaire' }, true));
  expect(toAttorneys).toContain(letter('askBackOriginal', true));
  expect(toAttorneys).toContain(letter('thirdPartiesInformed', true));
  expect(toAttorneys).toContain('Loïc Martin, demeurant');
  expect(toAttorneys).toContain(', et à Inès Martin, demeurant');
  // A place for each mandant, named, as on the procuration.
  expect(toAttorneys).toContain('Signature du mandant (Jeanne Lefèvre) :');
  expect(toAttorneys).toContain('Signature du mandant (Marc Lefèvre) :');
  const toOrganisation = textOf(await readPdf(await renderPdf(letterToOrganisation(facts, { withSignature: false }), { now: NOW })));
  expect(toOrganisation).toContain('donnée à Loïc Martin, et à Inès Martin');
  expect(toOrganisation).toContain(between('informOrganisation', '{grantors},', '{recipients}', { type: 'Bancaire' }, true));
  expect(toOrganisation).toContain(letter('opposableToOrganisation', true));
  expect(toOrganisation).toContain("Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.");
});

test('the letters speak like the procuration: "Je soussignée, Madame …", "à" before each mandataire and commas between them', async () => {
  const form = bankingForm({ grantor: { civility: 'Madame' }, attorney: { civility: 'Monsieur' } });
  const second = { ...form.attorney, firstName: 'Inès', lastName: 'Martin', civility: 'Madame' };
  const facts = { ...revocationFacts(form), attorneys: [form.attorney, second] };
  for (const letter of [letterToAttorneys, letterToOrganisation]) {
    const pdf = await readPdf(await renderPdf(letter(facts, { withSignature: false }), { now: NOW }));
    const text = textOf(pdf);
    expect(text).toContain('Madame Jeanne Lefèvre');
    expect(text).toContain('Madame, Monsieur, Je soussignée, Madame Jeanne Lefèvre, demeurant');
    expect(text).toContain(
      'donnée à Monsieur Loïc Martin, demeurant 5 avenue Jean-Jaurès, 75019 Paris, et à Madame Inès Martin, demeurant',
    );
    expect(text).toMatch(/Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées\. Signature du mandant :/);
    expect(text).not.toContain('soussigné(e)');
  }
  // One mandataire whose civilité is known is greeted by it.
  const alone = textOf(await readPdf(await renderPdf(letterToAttorneys(revocationFacts(form), { withSignature: false }), { now: NOW })));
  expect(alone).toContain('Monsieur, Je soussignée, Madame Jeanne Lefèvre');
  expect(alone).toContain("Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.");
});

test('with the saved signature asked for, it is placed; with the same clock the bytes are identical', async () => {
  const form = bankingForm();
  const signed = await revocationPdf(form, { now: NOW, withSignature: true });
  expect((await readPdf(signed)).pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
  expect(Buffer.from(await revocationPdf(form, { now: NOW, withSignature: true })).equals(Buffer.from(signed))).toBe(true);
  const notice = await revocationNoticePdf(form, { now: NOW, withSignature: true });
  expect((await readPdf(notice)).pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
});

test("with several mandants, only the first one's saved drawing is placed: another's, given for the procuration, is never reused", async () => {
  const form = bankingForm();
  const several = {
    ...form,
    otherGrantors: [{ ...form.grantor, firstName: 'Marc' }],
    cosignatures: { grantor2: form.signature ?? '' },
  };
  for (const letter of [revocationPdf, revocationNoticePdf]) {
    const pdf = await readPdf(await letter(several, { now: NOW, withSignature: true }));
    expect(pdf.pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
    expect(textOf(pdf)).toContain('Signature du mandant (Marc Lefèvre) :');
  }
});

test('names in any alphabet and long addresses wrap and continue on a new page', async () => {
  const form = bankingForm({
    grantor: { firstName: 'Ольга', lastName: 'Смирнова', address: 'улица Пушкина, дом 10, '.repeat(200) },
    attorney: { firstName: 'Łukasz', lastName: 'Wiśniewski' },
  });
  const pdf = await readPdf(await revocationPdf(form, { now: NOW, withSignature: false }));
  expect(pdf.pages.length).toBeGreaterThan(1);
  const text = textOf(pdf);
  expect(text).toContain('Ольга Смирнова');
  expect(text).toContain('Łukasz Wiśniewski');
});
