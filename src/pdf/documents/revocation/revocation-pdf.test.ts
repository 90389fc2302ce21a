import { expect, test } from 'vitest';
import { setDetail } from '../../../domain/form.ts';
import { letterToAttorneys, letterToOrganisation, revocationFacts } from '../../../domain/documents/revocation/revocation.ts';
import { NOW } from '../../fixtures.test-helper.ts';
import { aMandataire, aPerson, aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { isPageFurniture, readPdf, type PdfReading } from '../../read-pdf.test-helper.ts';
import { renderPdf } from '../../render-pdf.ts';
import { revocationNoticePdf, revocationPdf } from './revocation-pdf.ts';
import { letterSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import type { TemplateValues } from '../../../domain/legal-content/compiled-template.ts';

type Letter = Parameters<typeof letterSentence>[0];
/** A block of a letter by its key (content/legal/documents/revocation-to-*.liquid), as the PDF's text reads it. */
const letter = (which: Letter, key: string, values: TemplateValues = {}) =>
  letterSentence(which, key, values).replace(/[\u00a0\u202f]/g, ' ');
const [FROM, TO] = ['\u0001', '\u0002'];
/** The part of a letter's block after the mandants named and before the value `until`: "révoque par la présente, … donnée". */
const between = (which: Letter, key: string, until: string, values: TemplateValues) => {
  const text = letter(which, key, { grantorsAgreement: '', ...values, grantors: FROM, [until]: TO });
  return text
    .slice(text.indexOf(FROM) + FROM.length, text.indexOf(TO))
    .replace(/^, /, '')
    .trim();
};
/** The values of the revocation sentence, with no co-mandataire and no period unless given. */
const revoking = (values: TemplateValues = {}) => ({
  type: 'Bancaire',
  coAttorneys: '',
  severalCoAttorneys: false,
  start: '',
  end: '',
  ...values,
});
/** The values of the organisation's sentence, with no period and no object. */
const informing = (values: TemplateValues = {}) => ({ type: 'Bancaire', start: '', end: '', object: '', ...values });

/** The letter's text as one string, wrapped lines joined by the space they were broken at, no-break spaces read as spaces. */
function textOf(pdf: Pick<PdfReading, 'lines'>): string {
  return pdf.lines
    .filter((line) => !isPageFurniture(line))
    .join(' ')
    .replace(/[\u00a0\u202f]/g, ' ');
}

test('the letter to the mandataire: registered mail, the place chosen, revokes that procuration for that period, asks for the original, names art. 2005', async () => {
  const form = setDetail(setDetail(aSignedForm(), 'signaturePlace', 'Villeurbanne'), 'objectDetails', 'Compte courant n° 123');
  const pdf = await readPdf(await revocationPdf(form, { now: NOW, withSignature: false }));
  const text = textOf(pdf);
  expect(pdf.info.title).toBe('Révocation de procuration');
  expect(text).toContain(letter('toAttorney', 'registeredMail'));
  expect(text).not.toContain('accusé de réception');
  // A letter says where and when it is written, without the procuration's "Fait à".
  expect(text).toContain('Villeurbanne, le ……………………………');
  expect(text).not.toContain('Fait à');
  expect(text).toContain('RÉVOCATION DE PROCURATION');
  expect(text).toContain('Je soussigné(e), Jeanne Lefèvre, demeurant');
  expect(text).toContain('Madame, Monsieur, Je soussigné(e), Jeanne Lefèvre, demeurant');
  expect(text).toContain(between('toAttorney', 'revoke', 'blankDate', revoking()));
  expect(text).not.toContain('co-mandataire');
  expect(text).toContain("Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.");
  expect(text).toContain('valable du 01/12/2026 au 01/03/2027');
  expect(text).toContain('Références : Compte courant n° 123');
  expect(text).toContain(letter('toAttorney', 'askBackOriginal'));
  expect(text).toContain(letter('toAttorney', 'thirdPartiesInformed'));
  expect(text).toContain('Signature du mandant :');
  expect(pdf.pages.reduce((count, page) => count + page.imageCount, 0)).toBe(0);
});

test('without a place chosen, the letter is written from the mandant’s city', async () => {
  const text = textOf(await readPdf(await revocationPdf(aSignedForm(), { now: NOW, withSignature: false })));
  expect(text).toContain('Lyon, le ……………………………');
});

test('the letter to the organisation: registered mail, room for its address, the object and references, art. 2005, no further operation', async () => {
  const form = setDetail(
    setDetail(aSignedForm(), 'signaturePlace', 'Villeurbanne'),
    'objectDetails',
    'Compte courant n° 123 à l’agence de Lyon Part-Dieu',
  );
  const pdf = await readPdf(await revocationNoticePdf(form, { now: NOW, withSignature: false }));
  const text = textOf(pdf);
  expect(pdf.info.title).toBe(letter('toOrganisation', 'metadataTitle'));
  expect(text).toContain(letter('toAttorney', 'registeredMail'));
  expect(text).toContain("À l'attention de :");
  expect(text).toContain('Villeurbanne, le');
  expect(text).not.toContain('Fait à');
  expect(text).toContain(letter('toOrganisation', 'subject', { type: 'Bancaire', attorneys: 'à Loïc Martin' }));
  expect(text).toContain('Références : Compte courant n° 123 à l’agence de Lyon Part-Dieu');
  expect(text).toContain(between('toOrganisation', 'inform', 'attorneysWithAddress', informing()));
  // "qui a pu vous être présentée" follows the procuration, never the object, however long.
  expect(text).toMatch(/la procuration de type « Bancaire » qui a pu vous être présentée\. /u);
  expect(text).toContain('portant sur : Compte courant n° 123 à l’agence de Lyon Part-Dieu.');
  expect(text).toContain('Madame, Monsieur, Je soussigné(e)');
  expect(text).toContain("Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.");
  expect(text).toContain(letter('toOrganisation', 'opposable'));
  expect(text).not.toContain(letter('toAttorney', 'askBackOriginal'));
});

test('the letter to the organisation leaves a line for the references when none were typed', async () => {
  const text = textOf(await readPdf(await revocationNoticePdf(aSignedForm(), { now: NOW, withSignature: false })));
  expect(text).toContain('Références (compte, contrat, dossier) : ……');
});

test('one letter to each mandataire: three mandataires, three pages, each addressed to one, the others named only as co-mandataires', async () => {
  const form = aSignedForm({ grantor: { civility: 'Madame' }, attorney: { civility: 'Monsieur' } });
  const others = [
    aMandataire({
      firstName: 'Inès',
      lastName: 'Martin',
      civility: 'Madame',
      address: '8 rue Nationale',
      postalCode: '59000',
      city: 'Lille',
    }),
    aMandataire({
      firstName: 'Paul',
      lastName: 'Roux',
      civility: 'Monsieur',
      address: '3 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
    }),
  ];
  const facts = { ...revocationFacts(form), attorneys: [form.attorney, ...others] };
  const pdf = await readPdf(await renderPdf(letterToAttorneys(facts, { withSignature: false }), { now: NOW }));
  expect(pdf.pages).toHaveLength(3);
  const people = [
    { name: 'Monsieur Loïc Martin', street: '5 avenue Jean-Jaurès', greeting: 'Monsieur,' },
    { name: 'Madame Inès Martin', street: '8 rue Nationale', greeting: 'Madame,' },
    { name: 'Monsieur Paul Roux', street: '3 place Bellecour', greeting: 'Monsieur,' },
  ];
  pdf.pages.forEach((page, index) => {
    const text = textOf(page);
    const { name, street, greeting } = people[index]!;
    const coMandataires = people.filter((_, other) => other !== index).map((person) => person.name);
    // Addressed to one: only their address, only them greeted.
    expect(text).toContain(street);
    for (const other of people.filter((_, o) => o !== index)) expect(text).not.toContain(other.street);
    if (process.env['SHOW_LETTER'] && index === 1) console.log(page.lines.join('\n'));
    expect(text).toContain(name);
    expect(text).toContain(`${greeting} Je soussignée, Madame Jeanne Lefèvre`);
    expect(text).toContain(
      letter('toAttorney', 'coAttorneys', { coAttorneys: `${coMandataires[0]} et ${coMandataires[1]}`, severalCoAttorneys: true }),
    );
    expect(text).toContain(letter('toAttorney', 'registeredMail'));
    expect(text).toContain(letter('toAttorney', 'askBackOriginal'));
    // Each letter is a paper of its own: no page numbers across them, no initials.
    expect(page.lines.join(' ')).not.toMatch(/Page \d|Paraphe/u);
  });
});

test('two mandants speak as "nous"; the letter to the organisation names both mandataires, "à A et à B"', async () => {
  const form = aSignedForm();
  const second = aPerson({ firstName: 'Marc', lastName: 'Lefèvre' });
  const third = aMandataire({ firstName: 'Inès', lastName: 'Martin' });
  const facts = { ...revocationFacts(form), grantors: [form.grantor, second], attorneys: [form.attorney, third] };
  const toAttorneys = await readPdf(await renderPdf(letterToAttorneys(facts, { withSignature: false }), { now: NOW }));
  expect(toAttorneys.pages).toHaveLength(2);
  const first = textOf(toAttorneys.pages[0]!);
  expect(first).toContain('Nous soussigné(e)s, Jeanne Lefèvre, demeurant');
  expect(first).toContain(', et Marc Lefèvre, demeurant');
  expect(first).toContain(between('toAttorney', 'revoke', 'blankDate', revoking({ several: true, coAttorneys: 'Inès Martin' })));
  expect(first).toContain(letter('toAttorney', 'coAttorneys', { coAttorneys: 'Inès Martin', severalCoAttorneys: false }));
  expect(first).toContain(letter('toAttorney', 'askBackOriginal', { several: true }));
  expect(first).toContain(letter('toAttorney', 'thirdPartiesInformed', { several: true }));
  expect(textOf(toAttorneys.pages[1]!)).toContain(
    letter('toAttorney', 'coAttorneys', { coAttorneys: 'Loïc Martin', severalCoAttorneys: false }),
  );
  // A place for each mandant, named, as on the procuration.
  expect(first).toContain('Signature du mandant (Jeanne Lefèvre) :');
  expect(first).toContain('Signature du mandant (Marc Lefèvre) :');
  const toOrganisation = textOf(await readPdf(await renderPdf(letterToOrganisation(facts, { withSignature: false }), { now: NOW })));
  expect(toOrganisation).toContain('donnée à Loïc Martin, demeurant');
  expect(toOrganisation).toContain(', et à Inès Martin, demeurant');
  expect(toOrganisation).toContain(letter('toOrganisation', 'subject', { type: 'Bancaire', attorneys: 'à Loïc Martin et à Inès Martin' }));
  expect(toOrganisation).toContain(between('toOrganisation', 'inform', 'attorneysWithAddress', informing({ several: true })));
  expect(toOrganisation).toContain(letter('toOrganisation', 'opposable', { several: true }));
  expect(toOrganisation).toContain("Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.");
});

test('the letters speak like the procuration: "Je soussignée, Madame …", greeted by their civilité', async () => {
  const form = aSignedForm({ grantor: { civility: 'Madame' }, attorney: { civility: 'Monsieur' } });
  const second = aMandataire({ firstName: 'Inès', lastName: 'Martin', civility: 'Madame' });
  const facts = { ...revocationFacts(form), attorneys: [form.attorney, second] };
  const notice = textOf(await readPdf(await renderPdf(letterToOrganisation(facts, { withSignature: false }), { now: NOW })));
  expect(notice).toContain('Madame, Monsieur, Je soussignée, Madame Jeanne Lefèvre, demeurant');
  expect(notice).toContain(
    'donnée à Monsieur Loïc Martin, demeurant 5 avenue Jean-Jaurès, 75019 Paris, et à Madame Inès Martin, demeurant',
  );
  expect(notice).toMatch(/Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées\. Signature du mandant :/);
  expect(notice).not.toContain('soussigné(e)');
  // Each mandataire whose civilité is known is greeted by it.
  const alone = textOf(await readPdf(await renderPdf(letterToAttorneys(revocationFacts(form), { withSignature: false }), { now: NOW })));
  expect(alone).toContain('Monsieur, Je soussignée, Madame Jeanne Lefèvre');
  expect(alone).toContain("Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.");
});

test('with the saved signature asked for, it is placed; with the same clock the bytes are identical', async () => {
  const form = aSignedForm();
  const signed = await revocationPdf(form, { now: NOW, withSignature: true });
  expect((await readPdf(signed)).pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
  expect(Buffer.from(await revocationPdf(form, { now: NOW, withSignature: true })).equals(Buffer.from(signed))).toBe(true);
  const notice = await revocationNoticePdf(form, { now: NOW, withSignature: true });
  expect((await readPdf(notice)).pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
});

test("with several mandants, only the first one's saved drawing is placed: another's, given for the procuration, is never reused", async () => {
  const form = aSignedForm();
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
  const form = aSignedForm({
    grantor: { firstName: 'Ольга', lastName: 'Смирнова', address: 'улица Пушкина, дом 10, '.repeat(200) },
    attorney: { firstName: 'Łukasz', lastName: 'Wiśniewski' },
  });
  const pdf = await readPdf(await revocationPdf(form, { now: NOW, withSignature: false }));
  expect(pdf.pages.length).toBeGreaterThan(1);
  const text = textOf(pdf);
  expect(text).toContain('Ольга Смирнова');
  expect(text).toContain('Łukasz Wiśniewski');
});
