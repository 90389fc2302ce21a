import { documentTextOf, paperSentence } from '../../../../scripts/legal/legal-content.test-helper.ts';
import { describe, expect, test } from 'vitest';
import { customForm, NOW } from '../../../pdf/fixtures.test-helper.ts';
import { aSignedForm } from '../../test-factory.test-helper.ts';
import { describeProcuration } from './document.ts';
import {
  attachmentsSentence,
  FREE_OF_CHARGE,
  madeAtSentence,
  MEDICAL_DECISIONS_NOT_DELEGATED,
  remunerationSentence,
  VOTE_NOT_DELEGATED,
  operationLine,
  operationNotices,
} from './document-clauses.ts';
import type { ProcurationForm } from '../../form.ts';
import { lawOf } from '../../operation-law.ts';

const powersOf = (type: string, operation: string) => lawOf(type, operation)?.powers;

const paragraphs = (form: ProcurationForm) =>
  describeProcuration(form, { today: NOW, withSignature: false }).blocks.flatMap((block) =>
    block.kind === 'paragraph' ? [block.text] : [],
  );

describe('a void power says so on the paper', () => {
  test('"Voter en mon nom" stays listed, and the document says it lets nobody vote and names the official procedure', () => {
    const form = { ...aSignedForm(), type: 'Électorale', authorizedOperations: ['Voter en mon nom', 'Collecte de documents électoraux'] };
    const blocks = describeProcuration(form, { today: NOW, withSignature: false }).blocks;
    expect(blocks.find((block) => block.kind === 'list')).toMatchObject({
      items: [
        `Voter en mon nom — ${documentTextOf('procuration', 'voteVoidMark')}`,
        `Collecte de documents électoraux\u00a0: ${powersOf('Électorale', 'Collecte de documents électoraux')}`,
      ],
    });
    expect(paragraphs(form)).toContain(VOTE_NOT_DELEGATED);
    expect(VOTE_NOT_DELEGATED).toBe(documentTextOf('procuration', 'voteNotDelegated'));
    expect(VOTE_NOT_DELEGATED).toMatch(/maprocuration\.gouv\.fr/);
  });

  test('each void power is marked on its own line of the list, with its route; the rest is untouched', () => {
    const marked = (type: string, operations: string[]) => {
      const list = describeProcuration(
        { ...aSignedForm(), type, authorizedOperations: operations },
        { today: NOW, withSignature: false },
      ).blocks.find((block) => block.kind === 'list');
      return list?.kind === 'list' ? list.items : [];
    };
    expect(marked('Médicale', ['Prise de décision médicale', 'Récupération de médicaments'])).toEqual([
      `Prise de décision médicale — ${documentTextOf('procuration', 'medicalDecisionVoidMark')}`,
      `Récupération de médicaments\u00a0: ${powersOf('Médicale', 'Récupération de médicaments')}`,
    ]);
    expect(marked('Bancaire', ['Ouverture/fermeture de compte'])).toEqual([
      `Ouverture/fermeture de compte — ${paperSentence('accountVoidMark')}`,
    ]);
  });

  test.each(['Prise de décision médicale', 'Hospitalisation'])(
    '"%s": medical decisions are not delegated, the personne de confiance is named',
    (operation) => {
      const form = { ...aSignedForm(), type: 'Médicale', authorizedOperations: [operation] };
      expect(paragraphs(form)).toContain(MEDICAL_DECISIONS_NOT_DELEGATED);
      expect(MEDICAL_DECISIONS_NOT_DELEGATED).toMatch(/personne de confiance/);
      expect(MEDICAL_DECISIONS_NOT_DELEGATED).toMatch(/L1111-6 du Code de la santé publique/);
    },
  );

  test('other operations carry no such sentence, and each sentence comes once', () => {
    expect(
      operationNotices({ type: 'Médicale', authorizedOperations: ['Récupération de médicaments', 'Consultation de dossier médical'] }),
    ).toEqual([]);
    expect(operationNotices({ type: 'Médicale', authorizedOperations: ['Prise de décision médicale', 'Hospitalisation'] })).toEqual([
      MEDICAL_DECISIONS_NOT_DELEGATED,
    ]);
  });
});

test('two co-holders of a joint account read the mark in the plural', () => {
  expect(operationLine('Bancaire', 'Ouverture/fermeture de compte', true)).toBe(
    `Ouverture/fermeture de compte — ${paperSentence('accountVoidMark', { several: true })}`,
  );
  expect(paperSentence('accountVoidMark', { several: true })).toMatch(/des titulaires/);
});

describe('remuneration', () => {
  test('by default the mandate is given free of charge (Code civil, art. 1986)', () => {
    expect(remunerationSentence({ remuneration: '  ' })).toBe(documentTextOf('procuration', 'freeOfCharge'));
    expect(paragraphs(aSignedForm())).toContain(FREE_OF_CHARGE);
  });

  test('a remuneration typed replaces it', () => {
    const form = { ...aSignedForm(), remuneration: ' 50 € par mois ' };
    expect(paragraphs(form)).toContain('Rémunération convenue\u00a0: 50 € par mois.');
    // A full stop typed is not doubled.
    expect(remunerationSentence({ remuneration: '50 € par mois.' })).toBe('Rémunération convenue\u00a0: 50 € par mois.');
    expect(paragraphs(form)).not.toContain(FREE_OF_CHARGE);
  });
});

describe('attached copies', () => {
  test('each person whose identity document is given has its copy listed, elided before a vowel', () => {
    expect(
      attachmentsSentence([
        { name: 'Jeanne Lefèvre', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
        { name: 'Anne Martin', idType: 'Passeport', idNumber: '19AB12345' },
        { name: 'Paul Petit', idType: '', idNumber: '' },
      ]),
    ).toBe("Pièces jointes\u00a0: copie de la carte nationale d'identité de Jeanne Lefèvre\u00a0; copie du passeport d'Anne Martin.");
  });

  test('no identity document given: no attachments sentence', () => {
    expect(attachmentsSentence([{ name: 'Paul Petit', idType: '', idNumber: '' }])).toBeUndefined();
    expect(paragraphs(customForm('Succession', 'Tout gérer')).join(' ')).not.toMatch(/Pièces jointes/);
  });
});

describe('"Dater à la main"', () => {
  test('leaves a dotted blank for the date; the dated line stays the default', () => {
    expect(madeAtSentence('Lyon', NOW, true)).toBe(`Fait à Lyon, le ${'…'.repeat(12)}`);
    expect(madeAtSentence('Lyon', NOW, false)).toBe('Fait à Lyon, le 22\u00A0novembre\u00A02026');
    expect(paragraphs({ ...aSignedForm(), handDated: true })[0]).toMatch(/^Fait à Lyon, le …+$/);
  });
});

test('several heirs give the power to represent each of them in the succession (docs/decisions/178)', () => {
  const law = lawOf('Dons et Héritages', "Gestion d'héritage");
  expect(operationLine('Dons et Héritages', "Gestion d'héritage", true)).toBe(`Gestion d'héritage\u00a0: ${law?.powersSeveral}`);
  expect(law?.powersSeveral).toMatch(/^représenter chacun des mandants/);
  expect(operationLine('Dons et Héritages', "Gestion d'héritage", false)).toBe(`Gestion d'héritage\u00a0: ${law?.powers}`);
});
