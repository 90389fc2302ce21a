import { expect, test } from 'vitest';
import { aSignedForm } from '../../test-factory.test-helper.ts';
import { initialEveryPageMessage } from '../../made-messages.ts';
import { procurationMadeMessage } from './made-message.ts';

test('a paper of several pages: the message says to initial every page, signed by hand or drawn', () => {
  const form = aSignedForm();
  for (const withSignature of [true, false]) {
    expect(procurationMadeMessage(form, withSignature, 2)).toBe(
      `${procurationMadeMessage(form, withSignature)} ${initialEveryPageMessage(2)}`,
    );
    expect(procurationMadeMessage(form, withSignature, 1)).not.toContain('paraphe');
  }
  expect(initialEveryPageMessage(3)).toMatch(
    /^Le document a 3\u00a0pages\u00a0: chaque signataire paraphe chacune d’elles .*dessinée ou à la main\.$/u,
  );
});

test('a paper never to be brought says nothing of initials', () => {
  const vote = { ...aSignedForm(), type: 'Électorale', authorizedOperations: ['Voter en mon nom'] };
  expect(procurationMadeMessage(vote, false, 2)).not.toContain('paraphe');
});
