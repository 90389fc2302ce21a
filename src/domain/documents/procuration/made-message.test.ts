import { expect, test } from 'vitest';
import { aSignedForm } from '../../test-factory.test-helper.ts';
import { PDF_DOWNLOADED_MESSAGE } from '../../messages.ts';
import { setDetail } from '../../form.ts';
import { documentTextOf } from '../../../../scripts/legal/legal-content.test-helper.ts';
import {
  NOTARY_MADE_MESSAGE,
  OWN_PROCEDURE_MADE_MESSAGE,
  procurationMadeMessage,
  SIGNED_MADE_MESSAGE,
  SIGNED_MADE_MESSAGE_OTHERS_SIGN,
} from './made-message.ts';

test('a paper whose every power is void is never to be brought: the message names the route', () => {
  const vote = { ...aSignedForm(), type: 'Électorale', authorizedOperations: ['Voter en mon nom'] };
  for (const withSignature of [true, false]) {
    const message = procurationMadeMessage(vote, withSignature);
    expect(message).not.toMatch(/apportez/);
    expect(message).toContain('ne donne aucun des pouvoirs cochés');
    expect(message).toContain('maprocuration.gouv.fr, entièrement en ligne avec une identité numérique certifiée France Identité');
  }
  const medical = { ...aSignedForm(), type: 'Médicale', authorizedOperations: ['Prise de décision médicale'] };
  expect(procurationMadeMessage(medical, false)).toContain('personne de confiance');
  expect(procurationMadeMessage(medical, false)).not.toMatch(/apportez/);
});

/** A procuration whose verdict leaves the paper as it is: a technical inspection of a car. */
const inspection = () => ({ ...aSignedForm(), type: 'Véhicules', authorizedOperations: ['Passage au contrôle technique'] });

test('with the drawing embedded, nobody is told to sign it by hand but the other signatories', () => {
  const form = setDetail(inspection(), 'attorneySignatureBlock', false);
  expect(procurationMadeMessage(form, true)).toBe(SIGNED_MADE_MESSAGE);
  expect(SIGNED_MADE_MESSAGE).not.toMatch(/signez-le à la main/);
  expect(SIGNED_MADE_MESSAGE_OTHERS_SIGN).not.toMatch(/signez-le à la main/);
  expect(procurationMadeMessage(setDetail(form, 'attorneySignatureBlock', true), true)).toBe(SIGNED_MADE_MESSAGE_OTHERS_SIGN);
  expect(procurationMadeMessage(form, false)).toBe(PDF_DOWNLOADED_MESSAGE);
});

test('what comes next follows the verdict: a notary, an organisation, or the paper as it is (docs/decisions/106)', () => {
  const sale = { ...aSignedForm(), type: 'Immobilière', authorizedOperations: ['Vente de propriété'] };
  const estate = { ...aSignedForm(), type: 'Dons et Héritages', authorizedOperations: ["Gestion d'héritage"] };
  for (const withSignature of [true, false]) {
    for (const form of [sale, estate]) {
      expect(procurationMadeMessage(form, withSignature)).toBe(NOTARY_MADE_MESSAGE);
      expect(procurationMadeMessage(form, withSignature)).not.toMatch(/apportez/);
    }
    expect(procurationMadeMessage(aSignedForm(), withSignature)).toBe(OWN_PROCEDURE_MADE_MESSAGE);
    expect(procurationMadeMessage(aSignedForm(), withSignature)).not.toMatch(/apportez/);
  }
  expect(NOTARY_MADE_MESSAGE).toBe(documentTextOf('procurationMessages', 'notaryMadeMessage'));
  expect(NOTARY_MADE_MESSAGE).toMatch(/notaire/);
  expect(OWN_PROCEDURE_MADE_MESSAGE).toBe(documentTextOf('procurationMessages', 'ownProcedureMadeMessage'));
  expect(procurationMadeMessage(inspection(), false)).toBe(PDF_DOWNLOADED_MESSAGE);
});

test('a child or a journey: the message never sends the paper to « l’organisme » and says it does not replace the AST (issue 55)', () => {
  const note = documentTextOf('procurationMessages', 'minorAbroadMadeNote');
  const school = { ...aSignedForm(), type: 'Enfants', authorizedOperations: ['Sorties scolaires'] };
  const journey = { ...aSignedForm(), type: 'Voyages', authorizedOperations: ['Réservation de billets'] };
  for (const withSignature of [true, false]) {
    for (const form of [school, { ...school, authorizedOperations: [] }, journey, { ...journey, authorizedOperations: [] }]) {
      const message = procurationMadeMessage(form, withSignature);
      expect(message, form.type).not.toContain(OWN_PROCEDURE_MADE_MESSAGE);
      expect(message, form.type).not.toMatch(/l’organisme vous fera|l'organisme vous fera/);
      expect(message.endsWith(note), form.type).toBe(true);
    }
    expect(procurationMadeMessage(school, withSignature)).toContain(documentTextOf('procurationMessages', 'childOwnProcedureMadeMessage'));
  }
  expect(procurationMadeMessage(inspection(), false)).not.toContain(note);
});
