// @vitest-environment happy-dom
/**
 * The phone's page (`/signer`, docs/decisions/090–093) in a simulated DOM: a link cut short is refused
 * in French before anything is sent, a whole link greets the signer by the first name it carries, a
 * link pasted over it is read anew, and « Envoyer la signature » with nothing drawn says what to do.
 * Drawing with a finger and the round trip to the page stay in e2e/sign-on-phone.spec.ts; the
 * page's dialog is tested in src/ui/shell/phone-signing.test.tsx (docs/decisions/162).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { RELAY_CLIENT_MESSAGES } from '../ui/signature/relay-client.ts';
import { newRelayKey } from '../ui/signature/relay-crypto.ts';
import { signerUrl } from '../ui/signature/signer-link.ts';
// The page tests' setup: jest-dom, a canvas that takes every call, the document emptied after each test.
import { WHOLE_TEXT } from '../ui/shell/page.test-helper.ts';
import { SignerPage } from './signer-page.tsx';

const EXCHANGE = '0b7c6a52-3f1e-4d8a-9c2b-5e4f3a2b1c0d';

async function link(firstName: string): Promise<string> {
  return signerUrl(window.location.origin, { exchangeId: EXCHANGE, key: await newRelayKey(), firstName });
}

afterEach(() => {
  window.location.hash = '';
});

test('a link cut short is refused in French, and the page offers nothing to send', () => {
  window.location.hash = `#${EXCHANGE}`;
  render(<SignerPage />);
  expect(screen.getByRole('alert').textContent).toBe(RELAY_CLIENT_MESSAGES.brokenLink);
  expect(screen.queryByRole('button')).toBeNull();
});

test('a whole link greets the signer by first name; sending with nothing drawn says what to do', async () => {
  window.location.hash = new URL(await link('Hugo')).hash;
  render(<SignerPage />);
  expect(
    screen.getByText('Hugo, dessinez votre signature dans le cadre avec le doigt ou un stylet, puis envoyez-la.', WHOLE_TEXT),
  ).toBeVisible();
  expect(screen.getByRole('img', { name: 'Zone de signature' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Effacer' })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Envoyer la signature' }));
  expect((await screen.findByRole('alert')).textContent).toBe("Dessinez votre signature dans le cadre avant de l'envoyer.");
});

test('a link pasted over a broken one is read anew, without a first name when it carries none', async () => {
  window.location.hash = `#${EXCHANGE}.not-a-key.`;
  render(<SignerPage />);
  expect(screen.getByRole('alert').textContent).toBe(RELAY_CLIENT_MESSAGES.brokenLink);
  window.location.hash = new URL(await link('')).hash;
  expect(
    await screen.findByText('Dessinez votre signature dans le cadre avec le doigt ou un stylet, puis envoyez-la.', WHOLE_TEXT),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});
