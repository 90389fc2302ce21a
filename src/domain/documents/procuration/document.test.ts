import { describe, expect, test } from 'vitest';
import {
  ATTORNEY_SIGNATURE_LABEL,
  ATTORNEY_SIGNATURE_MENTION,
  describeProcuration,
  END_OF_MANDATE,
  GRANTOR_SIGNATURE_MENTION,
  SUBSTITUTION_SENTENCE,
} from './document.ts';
import { documentTextOf, paperSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { typeLabel, type DocumentBlock } from '../document-blocks.ts';
import { fullName, type ProcurationForm } from '../../form.ts';
import { aForm, type FormOverrides } from '../../test-factory.test-helper.ts';
import { lawOf } from '../../operation-law.ts';

/** An operation's line as the paper prints it: its name, then its powers (docs/decisions/106). */
const printed = (type: string, operation: string) => `${operation}\u00a0: ${lawOf(type, operation)?.powers}`;

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const TODAY = new Date(2026, 10, 22);

/** A validated form: Bancaire, 1 an; the grantor gives an email, the attorney does not. Every value is read back below. */
function bankForm(overrides: FormOverrides = {}): ProcurationForm {
  return aForm({
    grantor: {
      firstName: 'Jeanne',
      lastName: 'Dupont',
      birthDate: new Date(1990, 4, 15),
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      phone: '06 12 34 56 78',
      email: 'jeanne.dupont@example.fr',
    },
    attorney: {
      firstName: 'Paul',
      lastName: 'Martin',
      birthDate: new Date(1985, 11, 3),
      address: '3 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      phone: '04 78 00 00 00',
    },
    duration: '1 an',
    startDate: new Date(2026, 11, 1),
    endDate: new Date(2027, 11, 1),
    authorizedOperations: ["Retrait d'argent", 'Consultation de solde'],
    signature: SIGNATURE,
    ...overrides,
  });
}

/** The same people with Autre as type and duration, a custom type and a custom operation. */
function customForm(): ProcurationForm {
  return bankForm({
    type: 'Autre',
    customType: 'Gestion de copropriété',
    duration: 'Autre',
    startDate: new Date(2026, 0, 5),
    endDate: new Date(2026, 5, 30),
    authorizedOperations: ['À préciser'],
    customOperation: 'Voter en assemblée générale',
  });
}

function blocksOf(form: ProcurationForm, withSignature = false, today = TODAY): DocumentBlock[] {
  return describeProcuration(form, { today, withSignature }).blocks;
}

function block<K extends DocumentBlock['kind']>(blocks: DocumentBlock[], kind: K, index = 0): Extract<DocumentBlock, { kind: K }> {
  const found = blocks.filter((candidate): candidate is Extract<DocumentBlock, { kind: K }> => candidate.kind === kind)[index];
  if (!found) throw new Error(`no ${kind} block #${index}`);
  return found;
}

function paragraphs(form: ProcurationForm, today = TODAY): string[] {
  return blocksOf(form, false, today).flatMap((candidate) => (candidate.kind === 'paragraph' ? [candidate.text] : []));
}

/** The body as the PDF draws its words: the content's French no-break spaces read as spaces, like the user's own. */
function bodySentence(form: ProcurationForm): string {
  return (paragraphs(form)[1] ?? '').replaceAll('\u00a0', ' ');
}

describe('the document as a whole', () => {
  test('is titled "Procuration", in French', () => {
    const document = describeProcuration(bankForm(), { today: TODAY, withSignature: false });
    expect(document.title).toBe('Procuration');
    expect(document.language).toBe('fr-FR');
  });

  test('has the blocks of specification §9 in order: parties, place and date, title, body, validity, operations, signature', () => {
    const blocks = blocksOf(bankForm());
    // What ends the mandate follows the validity, and the signatures are one block: additions of docs/decisions/030.
    expect(blocks.map((candidate) => candidate.kind)).toEqual([
      'parties',
      'paragraph',
      'title',
      'paragraph',
      'paragraph',
      'paragraph',
      'list',
      'paragraph',
      'signatures',
    ]);
    expect(blocks[7]).toEqual({ kind: 'paragraph', text: documentTextOf('procuration', 'freeOfCharge') });
    expect(blocks[1]).toMatchObject({ text: expect.stringMatching(/^Fait à /) });
    expect(blocks[2]).toEqual({ kind: 'title', text: 'PROCURATION' });
    expect(blocks[3]).toMatchObject({ text: expect.stringContaining('Jeanne Dupont') });
    expect(blocks[4]).toMatchObject({ text: expect.stringMatching(/^Cette procuration est valable du /) });
  });
});

describe('the parties', () => {
  test('the grantor block gives name, address, postal code and city, phone and email', () => {
    expect(block(blocksOf(bankForm()), 'parties').grantors[0]).toEqual([
      'Jeanne Dupont',
      // The house number stays with its street: a no-break space.
      '12\u00a0rue de la Paix',
      '75002 Paris',
      'Tél\u00a0: 06 12 34 56 78',
      'Email\u00a0: jeanne.dupont@example.fr',
    ]);
  });

  test('the attorney block has no email line when no email was given', () => {
    expect(block(blocksOf(bankForm()), 'parties').attorneys[0]).toEqual([
      'Paul Martin',
      '3\u00a0place Bellecour',
      '69002 Lyon',
      'Tél\u00a0: 04 78 00 00 00',
    ]);
  });

  test('an email made only of spaces counts as not given', () => {
    const form = bankForm();
    const parties = block(blocksOf({ ...form, grantor: { ...form.grantor, email: '   ' } }), 'parties');
    expect(parties.grantors[0]?.some((line) => line.startsWith('Email'))).toBe(false);
  });

  test('the attorney email appears when given', () => {
    const form = bankForm();
    const parties = block(blocksOf({ ...form, attorney: { ...form.attorney, email: 'paul@example.fr' } }), 'parties');
    expect(parties.attorneys[0]?.at(-1)).toBe('Email\u00a0: paul@example.fr');
  });

  test('spaces typed around a value do not reach the document', () => {
    const form = bankForm();
    const parties = block(
      blocksOf({ ...form, grantor: { ...form.grantor, firstName: ' Jeanne ', lastName: 'Dupont  ', city: ' Paris ' } }),
      'parties',
    );
    expect(parties.grantors[0]?.[0]).toBe('Jeanne Dupont');
    expect(parties.grantors[0]?.[2]).toBe('75002 Paris');
  });

  test('names are written "Prénom Nom"', () => {
    expect(fullName(bankForm().grantor)).toBe('Jeanne Dupont');
    expect(fullName(bankForm().attorney)).toBe('Paul Martin');
  });
});

describe('place and date', () => {
  test('reads "Fait à {grantor city}, le {today as dd MMMM yyyy}"', () => {
    expect(paragraphs(bankForm())[0]).toBe('Fait à Paris, le 22\u00A0novembre\u00A02026');
  });

  test('uses the day it is given, not the clock', () => {
    expect(paragraphs(bankForm(), new Date(2025, 0, 1))[0]).toBe('Fait à Paris, le 01\u00A0janvier\u00A02025');
    expect(paragraphs(bankForm(), new Date(2024, 1, 29))[0]).toBe('Fait à Paris, le 29\u00A0février\u00A02024');
  });

  test("is the grantor's city, not the attorney's", () => {
    const form = bankForm();
    expect(paragraphs({ ...form, grantor: { ...form.grantor, city: 'Bordeaux' } })[0]).toBe(
      'Fait à Bordeaux, le 22\u00A0novembre\u00A02026',
    );
  });
});

describe('the body sentence', () => {
  test('names the grantor, then the attorney', () => {
    const body = bodySentence(bankForm());
    expect(body.indexOf('Jeanne Dupont')).toBeGreaterThanOrEqual(0);
    expect(body.indexOf('Paul Martin')).toBeGreaterThan(body.indexOf('Jeanne Dupont'));
  });

  test("gives both people's birth dates as dd/MM/yyyy", () => {
    const body = bodySentence(bankForm());
    expect(body).toContain('15/05/1990');
    expect(body).toContain('03/12/1985');
    expect(body.indexOf('03/12/1985')).toBeGreaterThan(body.indexOf('15/05/1990'));
  });

  test("gives both people's addresses, postal codes, cities and phones", () => {
    const body = bodySentence(bankForm());
    for (const part of ['12 rue de la Paix', '75002 Paris', '06 12 34 56 78', '3 place Bellecour', '69002 Lyon', '04 78 00 00 00']) {
      expect(body).toContain(part);
    }
  });

  test('gives an email only when one was given', () => {
    const body = bodySentence(bankForm());
    expect(body).toContain('jeanne.dupont@example.fr');
    expect(body.match(/email/gi)).toHaveLength(1);
    const form = bankForm();
    expect(bodySentence({ ...form, grantor: { ...form.grantor, email: '' } })).not.toMatch(/email/i);
  });

  test('reads, for each person, name, birth date, address, phone and email in that order', () => {
    expect(bodySentence(bankForm())).toBe(
      'Je soussigné(e), Jeanne Dupont, né(e) le 15/05/1990, demeurant 12 rue de la Paix, 75002 Paris, téléphone : 06 12 34 56 78, ' +
        'email : jeanne.dupont@example.fr, donne par la présente procuration à Paul Martin, né(e) le 03/12/1985, ' +
        'demeurant 3 place Bellecour, 69002 Lyon, téléphone : 04 78 00 00 00, pour agir en mon nom et pour mon compte ' +
        "en qualité de mandataire, dans le cadre d'une procuration de type « Bancaire ».",
    );
  });

  test('leaves out a fragment whose field is not filled in, such as an absent birth date', () => {
    const form = bankForm();
    const body = bodySentence({ ...form, grantor: { ...form.grantor, birthDate: undefined } });
    expect(body).toMatch(/^Je soussigné\(e\), Jeanne Dupont, demeurant 12 rue de la Paix/);
    expect(body.match(/né\(e\) le/g)).toHaveLength(1);
  });

  test('names the type', () => {
    expect(bodySentence(bankForm())).toContain('Bancaire');
    expect(bodySentence(bankForm({ type: 'Dons et Héritages' }))).toContain('Dons et Héritages');
  });

  test('with Autre, names the custom type and never "Autre"', () => {
    const body = bodySentence(customForm());
    expect(body).toContain('Gestion de copropriété');
    expect(body).not.toContain('Autre');
  });

  test('reads as one sentence', () => {
    const body = bodySentence(bankForm());
    expect(body).toMatch(/^Je soussigné\(e\), Jeanne Dupont/);
    expect(body.endsWith('.')).toBe(true);
  });
});

describe('validity', () => {
  test('reads "Cette procuration est valable du {start} au {end}." with dd/MM/yyyy dates', () => {
    expect(paragraphs(bankForm())[2]).toBe('Cette procuration est valable du 01/12/2026 au 01/12/2027.');
    expect(paragraphs(customForm())[2]).toBe('Cette procuration est valable du 05/01/2026 au 30/06/2026.');
  });
});

describe('the operations', () => {
  test('are listed under "Opérations autorisées :", the list closed by a line that ends it', () => {
    expect(block(blocksOf(bankForm()), 'list')).toEqual({
      kind: 'list',
      heading: 'Opérations autorisées\u00a0:',
      items: [printed('Bancaire', "Retrait d'argent"), printed('Bancaire', 'Consultation de solde')],
      closing: 'Fin de la liste des opérations autorisées.',
    });
  });

  test('each line names the operation, then the powers its row gives: what a counter reads (docs/decisions/106)', () => {
    const sale = bankForm({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'], objectDetails: 'Renault Clio AB-123-CD' });
    const [line] = block(blocksOf(sale), 'list').items;
    expect(line).toBe(`Vente de véhicule\u00a0: ${lawOf('Véhicules', 'Vente de véhicule')?.powers}`);
    expect(line).toMatch(/certificat de cession \(Cerfa n°\u00a015776\)/);
  });

  test('an act of disposition says the mandate is express (Code civil, art. 1988); an act of administration does not', () => {
    const sale = bankForm({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'], objectDetails: 'Renault Clio AB-123-CD' });
    expect(paragraphs(sale)).toContain(paperSentence('expressMandate', { express: true }));
    expect(paragraphs(bankForm())).not.toContain(paperSentence('expressMandate', { express: true }));
  });

  test("a notary's act makes the paper a draft for the notary, titled so", () => {
    const sale = bankForm({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'], objectDetails: '3 rue des Lilas, Lyon' });
    const description = describeProcuration(sale, { today: TODAY, withSignature: false });
    expect(description.title).toBe(documentTextOf('procuration', 'draftTitle'));
    expect(description.title).toMatch(/^Projet de procuration — à transmettre au notaire$/);
    expect(block(description.blocks, 'title').text).toBe(description.title);
    expect(paragraphs(sale)).toContain(paperSentence('draftNotice', { draft: true }));
    expect(block(blocksOf(bankForm()), 'title').text).toBe('PROCURATION');
  });

  test("a notary's project has no place to sign nor « Bon pour pouvoir », but says it is unsigned (docs/decisions/177)", () => {
    const sale = bankForm({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'], objectDetails: '3 rue des Lilas, Lyon' });
    const drawn = describeProcuration(sale, { today: TODAY, withSignature: true });
    expect(drawn.blocks.some((item) => item.kind === 'signatures' || item.kind === 'signature')).toBe(false);
    expect(JSON.stringify(drawn)).not.toContain(documentTextOf('procuration', 'grantorSignatureMention'));
    expect(JSON.stringify(drawn)).not.toContain(paperSentence('grantorSignatureLabel', { name: '' }));
    expect(drawn.blocks.at(-1)).toEqual({ kind: 'paragraph', text: paperSentence('draftUnsigned', { draft: true }) });
  });

  test('follow the order of the form, whatever the order they were ticked in', () => {
    const form = bankForm({ authorizedOperations: ['Consultation de solde', 'Gestion de compte', "Retrait d'argent"] });
    expect(block(blocksOf(form), 'list').items).toEqual(
      ["Retrait d'argent", 'Gestion de compte', 'Consultation de solde'].map((operation) => printed('Bancaire', operation)),
    );
  });

  test('the custom text replaces "À préciser"', () => {
    expect(block(blocksOf(customForm()), 'list').items).toEqual(['Voter en assemblée générale']);
  });

  test('with Autre, neither "Autre" nor "À préciser" appears anywhere in the document', () => {
    const text = JSON.stringify(describeProcuration(customForm(), { today: TODAY, withSignature: true }));
    expect(text).not.toContain('Autre');
    expect(text).not.toContain('À préciser');
    expect(text).toContain('Gestion de copropriété');
    expect(text).toContain('Voter en assemblée générale');
  });
});

describe('the signatures', () => {
  test('the saved signature is placed under "Signature du mandant :" when signing, with no handwritten mention above it', () => {
    expect(block(blocksOf(bankForm(), true), 'signatures').slots[0]).toEqual({
      label: 'Signature du mandant\u00a0:',
      image: SIGNATURE,
    });
  });

  test('without signature, no image is placed even if one was saved, and the mandant writes « Bon pour pouvoir »', () => {
    expect(block(blocksOf(bankForm(), false), 'signatures').slots[0]).toEqual({
      label: 'Signature du mandant\u00a0:',
      mention: GRANTOR_SIGNATURE_MENTION,
      image: null,
    });
  });

  test('the mandataire signs too, under "Signature du mandataire :", by default', () => {
    expect(block(blocksOf(bankForm(), true), 'signatures').slots).toEqual([
      { label: 'Signature du mandant\u00a0:', image: SIGNATURE },
      { label: 'Signature du mandataire\u00a0:', mention: ATTORNEY_SIGNATURE_MENTION, image: null },
    ]);
    expect(ATTORNEY_SIGNATURE_LABEL).toBe('Signature du mandataire\u00a0:');
    expect(ATTORNEY_SIGNATURE_MENTION).toBe(documentTextOf('procuration', 'attorneySignatureMention'));
    expect(GRANTOR_SIGNATURE_MENTION).toBe(documentTextOf('procuration', 'grantorSignatureMention'));
  });

  test('"Prévoir la signature du mandataire" unticked leaves only the mandant\'s block', () => {
    const slots = block(blocksOf(bankForm({ attorneySignatureBlock: false }), true), 'signatures').slots;
    expect(slots.map((slot) => slot.label)).toEqual(['Signature du mandant\u00a0:']);
  });

  test("each signatory's drawing goes in their own place; whoever drew nothing keeps the room and the mention to write", () => {
    const form = { ...bankForm(), otherGrantors: [{ ...bankForm().grantor, firstName: 'Marc' }], cosignatures: { attorney: SIGNATURE } };
    expect(block(blocksOf(form, true), 'signatures').slots).toEqual([
      { label: 'Signature du mandant (Jeanne Dupont)\u00a0:', image: SIGNATURE },
      { label: 'Signature du mandant (Marc Dupont)\u00a0:', mention: GRANTOR_SIGNATURE_MENTION, image: null },
      { label: 'Signature du mandataire\u00a0:', image: SIGNATURE },
    ]);
    expect(block(blocksOf(form, false), 'signatures').slots.every((slot) => slot.image === null)).toBe(true);
    // A mandataire who does not sign the paper has no place, drawing or not.
    expect(block(blocksOf({ ...form, attorneySignatureBlock: false }, true), 'signatures').slots).toHaveLength(2);
  });

  test('the signatures come last', () => {
    expect(blocksOf(bankForm({ objectDetails: 'Compte n° 123', substitutionAllowed: true })).at(-1)?.kind).toBe('signatures');
  });
});

describe('what the complete document adds, only when filled in (docs/decisions/030)', () => {
  const withIdentity = (form: ProcurationForm): ProcurationForm => ({
    ...form,
    grantor: { ...form.grantor, birthPlace: ' Lyon ', idType: "Carte nationale d'identité", idNumber: ' X4RTBPFW4 ' },
    attorney: { ...form.attorney, birthPlace: 'Marseille', idType: 'Passeport', idNumber: '19AB12345' },
  });

  test('the birth place follows the birth date: "né(e) le 15/05/1990 à Lyon"', () => {
    const body = bodySentence(withIdentity(bankForm()));
    expect(body).toContain('Jeanne Dupont, né(e) le 15/05/1990 à Lyon, titulaire');
    expect(body).toContain('Paul Martin, né(e) le 03/12/1985 à Marseille, titulaire');
  });

  test('the identity document follows the birth, before the address', () => {
    expect(bodySentence(withIdentity(bankForm()))).toBe(
      "Je soussigné(e), Jeanne Dupont, né(e) le 15/05/1990 à Lyon, titulaire de la carte nationale d'identité n° X4RTBPFW4, " +
        'demeurant 12 rue de la Paix, 75002 Paris, téléphone : 06 12 34 56 78, email : jeanne.dupont@example.fr, ' +
        'donne par la présente procuration à Paul Martin, né(e) le 03/12/1985 à Marseille, titulaire du passeport n° 19AB12345, ' +
        'demeurant 3 place Bellecour, 69002 Lyon, téléphone : 04 78 00 00 00, pour agir en mon nom et pour mon compte ' +
        "en qualité de mandataire, dans le cadre d'une procuration de type « Bancaire ».",
    );
  });

  test.each([
    ["Carte nationale d'identité", "titulaire de la carte nationale d'identité n° 1"],
    ['Passeport', 'titulaire du passeport n° 1'],
    ['Titre de séjour', 'titulaire du titre de séjour n° 1'],
    ['Permis de conduire', 'titulaire du permis de conduire n° 1'],
  ])('%s is printed "%s"', (idType, printed) => {
    const form = bankForm();
    expect(bodySentence({ ...form, grantor: { ...form.grantor, idType, idNumber: '1' } })).toContain(`, ${printed}, demeurant`);
  });

  test('a birth place without a birth date, or half an identity document, prints nothing of it', () => {
    const form = bankForm();
    const body = bodySentence({
      ...form,
      grantor: { ...form.grantor, birthDate: undefined, birthPlace: 'Lyon' },
      attorney: { ...form.attorney, idType: 'Passeport', idNumber: '  ' },
    });
    expect(body).not.toContain(' à Lyon');
    expect(body).not.toContain('titulaire');
    const numberOnly = bodySentence({ ...form, grantor: { ...form.grantor, idNumber: '123' } });
    expect(numberOnly).not.toContain('123');
  });

  test('a form filled as before prints neither birth place nor identity document', () => {
    expect(bodySentence(bankForm())).not.toMatch(/né\(e\) le [\d/]+ à |titulaire/);
  });

  test('what ends the mandate follows the validity, in one sentence citing article 2003', () => {
    expect(paragraphs(bankForm())[3]).toBe(END_OF_MANDATE);
    expect(END_OF_MANDATE).toMatch(/révocation/);
    expect(END_OF_MANDATE).toMatch(/renonciation du mandataire/);
    expect(END_OF_MANDATE).toMatch(/décès/);
    expect(END_OF_MANDATE).toMatch(/article 2003 du Code civil/);
  });

  test('the precise object is its own paragraph right after the operations, only when given', () => {
    const blocks = blocksOf(bankForm({ objectDetails: '  Compte courant n° 0001234 à l’agence de Lyon Bellecour ' }));
    const list = blocks.findIndex((candidate) => candidate.kind === 'list');
    expect(blocks[list + 1]).toEqual({
      kind: 'paragraph',
      text: 'Objet précis et références\u00a0: Compte courant n° 0001234 à l’agence de Lyon Bellecour',
    });
    expect(paragraphs(bankForm()).some((text) => text.startsWith('Objet'))).toBe(false);
    expect(paragraphs(bankForm({ objectDetails: '   ' })).some((text) => text.startsWith('Objet'))).toBe(false);
  });

  test('the substitution sentence appears only when allowed, after the object', () => {
    expect(paragraphs(bankForm())).not.toContain(SUBSTITUTION_SENTENCE);
    const texts = paragraphs(bankForm({ substitutionAllowed: true, objectDetails: 'Compte n° 1' }));
    expect(texts.at(-2)).toBe(SUBSTITUTION_SENTENCE);
    expect(texts.at(-3)).toBe('Objet précis et références\u00a0: Compte n° 1');
    expect(SUBSTITUTION_SENTENCE).toMatch(/article 1994 du Code civil/);
  });

  test('"Fait à" names the place typed, or the mandant\'s city while none is', () => {
    expect(paragraphs(bankForm({ signaturePlace: ' Villeurbanne ' }))[0]).toBe('Fait à Villeurbanne, le 22\u00A0novembre\u00A02026');
    expect(paragraphs(bankForm({ signaturePlace: null }))[0]).toBe('Fait à Paris, le 22\u00A0novembre\u00A02026');
    expect(paragraphs(bankForm({ signaturePlace: '  ' }))[0]).toBe('Fait à Paris, le 22\u00A0novembre\u00A02026');
  });
});

describe('the type label', () => {
  test('is the type, or the custom type when the type is Autre', () => {
    expect(typeLabel({ type: 'Médicale', customType: '' })).toBe('Médicale');
    expect(typeLabel({ type: 'Médicale', customType: 'ignored' })).toBe('Médicale');
    expect(typeLabel({ type: 'Autre', customType: ' Copropriété ' })).toBe('Copropriété');
  });
});

describe('several mandants and mandataires, and the civilités (docs/decisions/051)', () => {
  const body = (form: ProcurationForm) => (blocksOf(form)[3]?.kind === 'paragraph' ? (blocksOf(form)[3] as { text: string }).text : '');

  test('one mandant with a civilité: "Je soussignée, Madame …, née le …"', () => {
    const form = bankForm();
    const text = body({ ...form, grantor: { ...form.grantor, civility: 'Madame' }, attorney: { ...form.attorney, civility: 'Monsieur' } });
    expect(text).toMatch(/^Je soussignée, Madame Jeanne Dupont, née le 15\/05\/1990/);
    expect(text).toContain('donne par la présente procuration à Monsieur Paul Martin, né le 03/12/1985');
    expect(text).toContain('pour agir en mon nom et pour mon compte en qualité de mandataire,');
  });

  test('two mandants and two mandataires: "Nous soussignés … donnons … à … et à …, qui pourront agir chacun séparément"', () => {
    const form = bankForm();
    const several: ProcurationForm = {
      ...form,
      grantor: { ...form.grantor, civility: 'Madame' },
      otherGrantors: [{ ...form.grantor, firstName: 'Marc', civility: 'Monsieur' }],
      otherAttorneys: [{ ...form.attorney, firstName: 'Inès' }],
    };
    const text = body(several);
    expect(text).toMatch(/^Nous soussignés, Madame Jeanne Dupont, née le/);
    expect(text).toContain(', et Monsieur Marc Dupont, né le');
    expect(text).toContain('donnons par la présente procuration à Paul Martin');
    expect(text).toContain(', et à Inès Martin, né(e) le');
    expect(text).toContain('qui pourront agir chacun séparément, en notre nom et pour notre compte, en qualité de mandataires');
    expect(body({ ...several, attorneysAct: 'together' })).toContain('qui devront agir ensemble, en notre nom');
    const slots = blocksOf(several).find((each) => each.kind === 'signatures');
    expect(slots?.kind === 'signatures' && slots.slots.map((slot) => slot.label)).toEqual([
      'Signature du mandant (Jeanne Dupont)\u00a0:',
      'Signature du mandant (Marc Dupont)\u00a0:',
      'Signature du mandataire (Paul Martin)\u00a0:',
      'Signature du mandataire (Inès Martin)\u00a0:',
    ]);
    const parties = blocksOf(several)[0];
    expect(parties?.kind === 'parties' && parties.attorneys.map((lines) => lines[0])).toEqual(['Paul Martin', 'Inès Martin']);
  });
});

describe('capacity and reference', () => {
  const bodyText = (form: ProcurationForm) =>
    describeProcuration(form, { today: TODAY, withSignature: false }).blocks.flatMap((block) =>
      block.kind === 'paragraph' && block.text.startsWith('Je ') ? [block.text] : [],
    )[0] ?? '';

  test('an emancipated minor mandant is said so after the birth date, agreed with the civilité', () => {
    const base = bankForm();
    const minor = { ...base.grantor, birthDate: new Date(2009, 4, 15), birthPlace: 'Lyon', civility: 'Madame', emancipated: true };
    expect(bodyText({ ...base, grantor: minor })).toContain('Madame Jeanne Dupont, née le 15/05/2009 à Lyon, mineure émancipée, demeurant');
    expect(bodyText({ ...base, grantor: { ...minor, civility: '', birthPlace: '' } })).toContain(
      'né(e) le 15/05/2009, mineur(e) émancipé(e), demeurant',
    );
    // Of age, the box ticked earlier says nothing.
    expect(bodyText({ ...base, grantor: { ...base.grantor, emancipated: true } })).not.toMatch(/émancip/);
  });

  test('the reference names who gives power to whom and the day the document is made', () => {
    expect(describeProcuration(bankForm(), { today: TODAY, withSignature: false }).reference).toMatch(
      /^Procuration de Jeanne Dupont à .+, établie le 22\s+novembre\s+2026$/,
    );
  });
});
