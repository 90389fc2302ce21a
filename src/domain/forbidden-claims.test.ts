/**
 * Issue 14: wording the page and the document must never use. Every notice, every verdict and
 * every sentence of the document, for every type and every choice, is scanned for the forbidden
 * claims; each pattern is first shown to catch the claim it stands for.
 */
import { describe, expect, test } from 'vitest';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, TYPE_OTHER } from './catalogue.ts';
import { describeProcuration, type DocumentBlock } from './document.ts';
import { emptyForm, emptyPerson, type ProcurationForm } from './form.ts';
import { FORBIDDEN_CLAIMS, forbiddenClaimsIn, sentencesOf } from './forbidden-claims.test-helper.ts';
import { PAGE_NOTICES } from './legal-notices.ts';
import { everyVerdictText, verdictFor } from './type-verdicts.ts';

const TODAY = new Date(2026, 10, 22);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function formFor(type: string, choices: Partial<ProcurationForm>): ProcurationForm {
  const person = {
    ...emptyPerson(),
    firstName: 'Jeanne',
    lastName: 'Dupont',
    birthDate: new Date(1990, 4, 15),
    birthPlace: 'Lyon',
    address: '12 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    phone: '06 12 34 56 78',
    idType: 'Passeport',
    idNumber: '19AB12345',
    civility: '',
  };
  return {
    ...emptyForm(),
    grantor: person,
    attorney: { ...person, firstName: 'Paul', lastName: 'Martin' },
    type,
    customType: type === TYPE_OTHER ? 'Gestion de copropriété' : '',
    duration: '1 an',
    startDate: new Date(2026, 11, 1),
    endDate: new Date(2027, 11, 1),
    authorizedOperations: [...(OPERATIONS_BY_TYPE as Record<string, readonly string[]>)[type]!],
    customOperation: type === TYPE_OTHER ? 'Voter en assemblée générale' : '',
    objectDetails: 'Compte n° 1',
    signature: SIGNATURE,
    ...choices,
  };
}

function blockTexts(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'parties':
      return [];
    case 'paragraph':
    case 'title':
      return [block.text];
    case 'list':
      return [block.heading, ...block.items];
    case 'signature':
      return [block.label, block.mention ?? ''];
    case 'signatures':
      return block.slots.flatMap((slot) => [slot.label, slot.mention ?? '']);
  }
}

/** Every sentence any document can say, for every type, with and without each choice. */
function everyDocumentSentence(): string[] {
  const choices: Partial<ProcurationForm>[] = [
    {},
    { attorneySignatureBlock: false, substitutionAllowed: true, signaturePlace: 'Villeurbanne' },
    { objectDetails: '', substitutionAllowed: false },
  ];
  const sentences = new Set<string>();
  for (const type of PROCURATION_TYPES) {
    for (const choice of choices) {
      for (const withSignature of [true, false]) {
        const { blocks } = describeProcuration(formFor(type, choice), { today: TODAY, withSignature });
        for (const text of blocks.flatMap(blockTexts)) for (const sentence of sentencesOf(text)) sentences.add(sentence);
      }
    }
  }
  return [...sentences];
}

describe('the forbidden-claim patterns catch what they stand for', () => {
  const caught = (text: string) => forbiddenClaimsIn(text).map(({ claim }) => claim);
  const CASES: [string, string][] = [
    ['the drawn signature is an electronic signature', 'Votre signature électronique est apposée sur le document.'],
    ['the drawn signature is an electronic signature', 'Le document est signé électroniquement.'],
    ['"Bon pour pouvoir" or "Lu et approuvé" is required', 'La mention « Bon pour pouvoir » est obligatoire.'],
    ['"Bon pour pouvoir" or "Lu et approuvé" is required', 'Vous devez écrire « Lu et approuvé » : elle est exigée.'],
    ['the mandataire must be of age, as a rule of law', 'Le mandataire doit être majeur.'],
    ['the mandataire must be of age, as a rule of law', 'Le mandataire doit avoir 18 ans.'],
    ["the procuration survives the mandant's death or covers future incapacity", 'Elle reste valable après le décès du mandant.'],
    [
      "the procuration survives the mandant's death or covers future incapacity",
      'Elle vous protège en cas d’incapacité.'.replace('’', "'"),
    ],
    ["the procuration survives the mandant's death or covers future incapacity", 'La procuration demeure valable malgré la tutelle.'],
    ['a bank or an administration must accept it', 'Votre banque doit accepter ce document.'],
    ['a bank or an administration must accept it', "L'administration ne peut pas refuser cette procuration."],
    ['a bank or an administration must accept it', 'Ce document est accepté partout.'],
    ['a bank or an administration must accept it', 'Acceptation garantie par toutes les banques.'],
  ];

  test.each(CASES)('"%s" in: %s', (claim, sentence) => {
    expect(caught(sentence)).toContain(claim);
  });

  test('and let honest sentences through', () => {
    for (const sentence of [
      "Une signature dessinée puis insérée dans un PDF n'est pas une signature électronique qualifiée.",
      "Les mentions « Bon pour pouvoir » et « Bon pour acceptation » sont d'usage, non imposées par la loi.",
      'précédée de la mention manuscrite « Bon pour pouvoir »',
      "Elle prend fin à cette date, ou avant par sa révocation, ou par le décès ou la mise sous tutelle de l'un ou de l'autre.",
      "Ce document convient généralement, selon l'organisme.",
      'la pièce d’identité du mandataire',
    ]) {
      expect(caught(sentence), sentence).toEqual([]);
    }
  });

  test('there are five claims', () => {
    expect(FORBIDDEN_CLAIMS).toHaveLength(5);
  });
});

describe('no forbidden claim anywhere', () => {
  test('in the notices of the page', () => {
    expect(PAGE_NOTICES.flatMap(forbiddenClaimsIn)).toEqual([]);
  });

  test('in the verdicts, the routes, the "À apporter" lists and the rule of art. 1988', () => {
    const texts = everyVerdictText();
    expect(texts.length).toBeGreaterThan(21 * 3);
    expect(texts.flatMap(forbiddenClaimsIn)).toEqual([]);
  });

  test('in what the page shows for each type, whatever is ticked', () => {
    for (const type of PROCURATION_TYPES) {
      const verdict = verdictFor({ type, authorizedOperations: [...(OPERATIONS_BY_TYPE as Record<string, readonly string[]>)[type]!] });
      const shown = [verdict?.title, verdict?.reason, verdict?.route, verdict?.generalTermsRule, ...(verdict?.bring ?? [])];
      expect(
        shown.filter((text) => text !== undefined).flatMap((text) => forbiddenClaimsIn(text ?? '')),
        type,
      ).toEqual([]);
    }
  });

  test('in any sentence of the document, for every type and every choice', () => {
    const sentences = everyDocumentSentence();
    expect(sentences.length).toBeGreaterThan(30);
    expect(sentences.flatMap(forbiddenClaimsIn)).toEqual([]);
  });
});
