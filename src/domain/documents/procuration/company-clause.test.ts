import { describe, expect, test } from 'vitest';
import { documentTextOf, paperSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { describeProcuration } from './document.ts';
import type { DocumentBlock } from '../document-blocks.ts';
import { emptyForm, emptyPerson, type Person, type ProcurationForm } from '../../form.ts';
import { SCI } from '../../company.test-helper.ts';

const TODAY = new Date(2026, 10, 27);

const ATTORNEY: Person = {
  ...emptyPerson(),
  civility: 'Monsieur',
  firstName: 'Paul',
  lastName: 'Martin',
  birthDate: new Date(1985, 11, 3),
  address: '3 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  phone: '04 78 00 00 00',
};

const PERSON: Person = {
  ...emptyPerson(),
  civility: 'Monsieur',
  firstName: 'Louis',
  lastName: 'Dupont',
  birthDate: new Date(1950, 2, 4),
  address: '2 rue Mercière',
  postalCode: '69002',
  city: 'Lyon',
  phone: '04 78 00 00 02',
};

const ASSOCIATION: Person = {
  ...SCI,
  companyName: 'Les Amis du Parc',
  legalForm: 'Association',
  siren: '356000000',
  rcsCity: '',
  representativeRole: 'Président',
  civility: 'Monsieur',
  firstName: 'Marc',
  lastName: 'Petit',
};

function form(grantors: Person[]): ProcurationForm {
  const [grantor = SCI, ...otherGrantors] = grantors;
  return {
    ...emptyForm(),
    grantor,
    otherGrantors,
    attorney: ATTORNEY,
    type: 'Immobilière',
    duration: '1 an',
    startDate: new Date(2026, 11, 1),
    endDate: new Date(2027, 11, 1),
    authorizedOperations: [],
  };
}

const blocks = (grantors: Person[]): DocumentBlock[] => describeProcuration(form(grantors), { today: TODAY, withSignature: false }).blocks;
/** The body sentence as read: no-break spaces as spaces. */
const body = (grantors: Person[]) =>
  (blocks(grantors).filter((block) => block.kind === 'paragraph')[1] as { text: string }).text.replaceAll('\u00a0', ' ');
const signatureLabels = (grantors: Person[]) =>
  blocks(grantors).flatMap((block) => (block.kind === 'signatures' ? block.slots.map((slot) => slot.label) : []));

describe('a company gives the procuration', () => {
  test('alone, it speaks in the third person, through its representative', () => {
    expect(body([SCI])).toMatch(
      /^La SCI Dupont Immobilier, immatriculée sous le numéro SIREN 732 829 320 \(RCS de Lyon\), dont le siège est situé 8 quai Saint-Vincent, 69001 Lyon, représentée par Madame Jeanne Lefèvre, agissant en qualité de gérante, dûment habilitée à l'effet des présentes, donne par la présente procuration à Monsieur Paul Martin, né le 03\/12\/1985, demeurant 3 place Bellecour, 69002 Lyon, téléphone : 04 78 00 00 00, pour agir en son nom et pour son compte en qualité de mandataire, /,
    );
    expect(body([SCI])).not.toMatch(/soussign|mon nom|née le/);
  });

  test('its place to sign names it, its representative and their capacity, with its stamp', () => {
    expect(signatureLabels([SCI])[0]).toEqual(
      'Pour la SCI Dupont Immobilier, Madame Jeanne Lefèvre, gérante (signature et, le cas échéant, cachet) :'.replace(' :', '\u00a0:'),
    );
  });

  test('the parties block names the company, its SIREN, its registered office and who represents it', () => {
    const parties = blocks([SCI]).find((block) => block.kind === 'parties');
    expect(parties?.kind === 'parties' && parties.grantors[0]?.map((line) => line.replaceAll('\u00a0', ' '))).toEqual([
      'SCI Dupont Immobilier',
      'SIREN 732 829 320 (RCS de Lyon)',
      '8 quai Saint-Vincent',
      '69001 Lyon',
      'Représentée par Madame Jeanne Lefèvre, gérante',
      'Tél : 04 78 00 00 01',
    ]);
  });

  test('with a person, both speak together: "Nous soussignés, la société …, et Monsieur …, donnons … en notre nom"', () => {
    const sentence = body([SCI, PERSON]);
    expect(sentence).toMatch(
      /^Nous soussignés, la SCI Dupont Immobilier, .*dûment habilitée à l'effet des présentes, et Monsieur Louis Dupont, né le 04\/03\/1950, demeurant 2 rue Mercière, 69002 Lyon, téléphone : 04 78 00 00 02, donnons par la présente procuration à Monsieur Paul Martin/,
    );
    expect(sentence).toContain('pour agir en notre nom et pour notre compte');
    expect(signatureLabels([SCI, PERSON])[1]).toBe('Signature du mandant (Louis Dupont)\u00a0:');
  });

  test('two companies, one an association: each named as such, with no empty form after the association', () => {
    const sentence = body([SCI, ASSOCIATION]);
    expect(sentence).toContain(
      "et l'association Les Amis du Parc, association déclarée régie par la loi du 1er juillet 1901, identifiée sous le numéro SIREN 356 000 000, dont le siège est situé 8 quai Saint-Vincent, 69001 Lyon, représentée par Monsieur Marc Petit, agissant en qualité de président, dûment habilité à l'effet des présentes, donnons",
    );
    expect(signatureLabels([SCI, ASSOCIATION])[1]).toBe(
      "Pour l'association Les Amis du Parc, Monsieur Marc Petit, président (signature et, le cas échéant, cachet)\u00a0:",
    );
  });

  test('the file is named after the company', () => {
    expect(describeProcuration(form([SCI]), { today: TODAY, withSignature: false }).reference).toMatch(
      /^Procuration de la société Dupont Immobilier à Paul Martin/,
    );
  });
});

test("a company's place to sign asks for room for its stamp; a person's does not (docs/decisions/154)", () => {
  const stamps = blocks([SCI, PERSON]).flatMap((block) =>
    block.kind === 'signatures' ? block.slots.map((slot) => slot.stamp === true) : [],
  );
  // The company, the person who gives the power with it, then the mandataire.
  expect(stamps).toEqual([true, false, false]);
});

test('with a company among the mandants, the end of the mandate names no case that fits a person only (docs/decisions/155)', () => {
  for (const grantors of [[SCI], [SCI, PERSON]]) {
    const texts = blocks(grantors).flatMap((block) => (block.kind === 'paragraph' ? [block.text.replaceAll('\u00a0', ' ')] : []));
    expect(texts).toContain(documentTextOf('procuration', 'endOfMandateCompany'));
    expect(texts.join(' ')).not.toMatch(/décès|tutelle/);
  }
});

test('« soussigné » agrees with « la société », feminine, whoever represents it (docs/decisions/155)', () => {
  const represented = (civility: string) => ({ ...SCI, civility, firstName: 'Marc', lastName: 'Lefèvre' });
  const woman = { ...PERSON, civility: 'Madame', firstName: 'Louise' };
  expect(body([represented('Monsieur'), woman])).toMatch(/^Nous soussignées, la SCI Dupont Immobilier/);
  expect(body([represented('Monsieur'), PERSON])).toMatch(/^Nous soussignés, la SCI Dupont Immobilier/);
});

describe('an association with an RNA number only (docs/decisions/175)', () => {
  const AMIS: Person = { ...ASSOCIATION, companyName: 'Les Amis du Vieux-Lille', siren: 'W595012345' };
  const paper = describeProcuration(form([AMIS]), { today: TODAY, withSignature: false });
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');

  test('the paper says it is declared under the loi de 1901 and registered in the RNA, never « immatriculée »', () => {
    const sentence = body([AMIS]);
    const rna = plain(paperSentence('associationRna', { rna: 'W595012345' }));
    expect(sentence).toMatch(/^L'association Les Amis du Vieux-Lille, association déclarée régie par la loi du 1er juillet 1901, /);
    expect(sentence).toContain(`Vieux-Lille, association déclarée régie par la loi du 1er juillet 1901${rna}, dont le siège`);
    expect(sentence).not.toMatch(/immatricul|SIREN|RCS/);
  });

  test("its heading gives its RNA number; the foot of each page says « de l'association »", () => {
    const heading = paper.blocks.find((block) => block.kind === 'parties');
    expect(heading?.kind === 'parties' && heading.grantors[0]?.slice(0, 2)).toEqual([
      'Association Les Amis du Vieux-Lille',
      paperSentence('associationRnaLine', { rna: 'W595012345' }),
    ]);
    expect(paper.reference).toMatch(/^Procuration de l'association Les Amis du Vieux-Lille à Paul Martin/);
  });

  test('its SIREN, when given, follows its RNA number', () => {
    const sentence = body([{ ...AMIS, siren: 'W595012345 732 829 320' }]);
    expect(sentence).toContain(plain(paperSentence('associationSiren', { siren: '732 829 320' })));
    expect(sentence).not.toMatch(/immatricul/);
  });
});
