/**
 * Wording the page and the documents must never use (docs/decisions/029, 042). Every notice, every
 * verdict row and every sentence of the procuration and of both revocation letters, for every type
 * and every choice, is scanned for the forbidden claims; each pattern is first shown to catch the
 * claim it stands for.
 */
import { describe, expect, test } from 'vitest';
import { OPERATIONS_BY_TYPE, PROCURATION_TYPES, TYPE_OTHER } from './catalogue.ts';
import { describeProcuration } from './documents/procuration/document.ts';
import { type DocumentBlock } from './documents/document-blocks.ts';
import type { ProcurationForm } from './form.ts';
import { aForm } from './test-factory.test-helper.ts';
import { SCI } from './company.test-helper.ts';
import { FORBIDDEN_CLAIMS, forbiddenClaimsIn, sentencesOf } from './forbidden-claims.test-helper.ts';
import { everyPageNotice } from './legal-notices.ts';
import { describeRevocation, describeRevocationNotice } from './documents/revocation/revocation.ts';
import { everyVerdictText, verdictFor } from './type-verdicts.ts';

const TODAY = new Date(2026, 10, 22);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function formFor(type: string, choices: Partial<ProcurationForm>): ProcurationForm {
  const person = { birthPlace: 'Lyon', idType: 'Passeport', idNumber: '19AB12345' };
  return aForm({
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
  });
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
    // A company mandant speaks its own sentences on the paper and in the letters (docs/decisions/126, 147).
    { grantor: SCI },
  ];
  const sentences = new Set<string>();
  for (const type of PROCURATION_TYPES) {
    for (const choice of choices) {
      for (const withSignature of [true, false]) {
        const form = formFor(type, choice);
        for (const { blocks } of [
          describeProcuration(form, { today: TODAY, withSignature }),
          describeRevocation(form, { withSignature }),
          describeRevocationNotice(form, { withSignature }),
        ]) {
          for (const text of blocks.flatMap(blockTexts)) for (const sentence of sentencesOf(text)) sentences.add(sentence);
        }
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
    ["a bank's own procuration form is an official form", 'Un formulaire officiel est demandé : celui de votre banque.'],
    ["a bank's own procuration form is an official form", 'Le formulaire de la banque est le formulaire officiel.'],
    [
      'the exit authorisation (AST) for school, outings, care or booking',
      "Pour l'inscription scolaire, l'autorisation de sortie du territoire est demandée.",
    ],
    ['the exit authorisation (AST) for school, outings, care or booking', 'Pour réserver un billet, remplissez le Cerfa n° 15646.'],
    ['a notary is needed for every estate', 'Un notaire est nécessaire pour toute succession.'],
    ['a notary is needed for every estate', 'Pour un héritage, il faut passer par un notaire.'],
    ['"a gift is made before a notary", forgetting the don manuel', 'Une donation se fait devant notaire.'],
    ['"a gift is made before a notary", forgetting the don manuel', 'Toute donation passe par un notaire.'],
    [
      'an official form for a medical procuration or the personne de confiance',
      'Pour une décision médicale, un formulaire officiel est demandé.',
    ],
    [
      'an official form for a medical procuration or the personne de confiance',
      'La personne de confiance se désigne sur le formulaire officiel.',
    ],
    ["the procuration survives the mandant's death or covers future incapacity", 'Elle vous protège si vous deveniez incapable.'],
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
      "Chaque banque a sa propre procédure : le formulaire de la banque n'est pas un formulaire officiel.",
      "L'autorisation de sortie du territoire (Cerfa n° 15646) ne vaut que pour un mineur qui quitte la France sans un titulaire de l'autorité parentale.",
      'Une petite succession se règle souvent sans notaire.',
      'Un don manuel se fait sans notaire, mais une donation par acte se signe devant notaire, hors le don manuel.',
      'Pour préparer ce moment, la loi prévoit le mandat de protection future, signé devant notaire ou sous signature privée ;',
      "Une procuration n'est pas faite pour le jour où vous ne pourriez plus exprimer votre volonté.",
      'La personne de confiance est désignée par une déclaration écrite libre, cosignée par elle.',
    ]) {
      expect(caught(sentence), sentence).toEqual([]);
    }
  });

  test('there are ten claims', () => {
    expect(FORBIDDEN_CLAIMS).toHaveLength(10);
  });
});

describe('no forbidden claim anywhere', () => {
  test('in the notices of the page and the way to end an electoral procuration', () => {
    expect(everyPageNotice().flatMap(forbiddenClaimsIn)).toEqual([]);
  });

  test('in the verdicts, the routes, the "À apporter" lists and the rule of art. 1988', () => {
    const texts = everyVerdictText();
    expect(texts.length).toBeGreaterThan(21 * 3);
    expect(texts.flatMap(forbiddenClaimsIn)).toEqual([]);
  });

  test('in what the page shows for each type, with nothing, each operation or everything ticked', () => {
    for (const type of PROCURATION_TYPES) {
      const operations = (OPERATIONS_BY_TYPE as Record<string, readonly string[]>)[type]!;
      for (const ticked of [[], ...operations.map((operation) => [operation]), [...operations]]) {
        const verdict = verdictFor({ type, authorizedOperations: ticked, substitutionAllowed: true });
        const shown = [
          verdict?.title,
          ...(verdict?.reasons ?? []),
          ...(verdict?.route ? [verdict.route] : []),
          verdict?.generalTermsRule,
          verdict?.caution,
          verdict?.incapacity,
          ...(verdict?.bring ?? []),
        ];
        expect(
          shown.flatMap((text) => forbiddenClaimsIn(text ?? '')),
          `${type} × ${ticked.join(', ')}`,
        ).toEqual([]);
      }
    }
  });

  test('in any sentence of the document, for every type and every choice', () => {
    const sentences = everyDocumentSentence();
    expect(sentences.length).toBeGreaterThan(30);
    expect(sentences.flatMap(forbiddenClaimsIn)).toEqual([]);
  });
});
