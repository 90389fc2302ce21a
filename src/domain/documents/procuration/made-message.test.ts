import { expect, test } from 'vitest';
import { bankingForm } from '../../../pdf/fixtures.test-helper.ts';
import { PDF_DOWNLOADED_MESSAGE } from '../../messages.ts';
import { setDetail } from '../../form.ts';
import { procurationMadeMessage, SIGNED_MADE_MESSAGE, SIGNED_MADE_MESSAGE_OTHERS_SIGN } from './made-message.ts';

test('a paper whose every power is void is never to be brought: the message names the route', () => {
  const vote = { ...bankingForm(), type: 'Électorale', authorizedOperations: ['Voter en mon nom'] };
  for (const withSignature of [true, false]) {
    const message = procurationMadeMessage(vote, withSignature);
    expect(message).not.toMatch(/apportez/);
    expect(message).toContain('ne donne aucun des pouvoirs cochés');
    expect(message).toContain('maprocuration.gouv.fr, entièrement en ligne avec une identité numérique certifiée France Identité');
  }
  const medical = { ...bankingForm(), type: 'Médicale', authorizedOperations: ['Prise de décision médicale'] };
  expect(procurationMadeMessage(medical, false)).toContain('personne de confiance');
  expect(procurationMadeMessage(medical, false)).not.toMatch(/apportez/);
});

test('with the drawing embedded, nobody is told to sign it by hand but the other signatories', () => {
  const form = setDetail(bankingForm(), 'attorneySignatureBlock', false);
  expect(procurationMadeMessage(form, true)).toBe(SIGNED_MADE_MESSAGE);
  expect(SIGNED_MADE_MESSAGE).not.toMatch(/signez-le à la main/);
  expect(SIGNED_MADE_MESSAGE_OTHERS_SIGN).not.toMatch(/signez-le à la main/);
  expect(procurationMadeMessage(setDetail(form, 'attorneySignatureBlock', true), true)).toBe(SIGNED_MADE_MESSAGE_OTHERS_SIGN);
  expect(procurationMadeMessage(form, false)).toBe(PDF_DOWNLOADED_MESSAGE);
});
