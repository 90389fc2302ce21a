// @vitest-environment happy-dom
/**
 * « Signer sur un téléphone » (docs/decisions/090–093) on the whole page in a simulated DOM, against
 * the server's real relay started in this process (server/relay-server.test-helper.ts): the dialog
 * preparing its link, the QR code and the link, « Lien copié », the wait, the drawing received and
 * kept, refusals in French (a drawing the page cannot read, an expired link, a full relay, a server
 * that does not answer) with « Nouveau lien », the exchange deleted once the dialog is closed, and
 * the signatory the link is for when several people sign. The phone is played by the phone page's
 * own modules (the link read, the drawing encrypted and sent); happy-dom cannot draw, so a phone
 * drawing with a finger, the focus given back and the PDF stay in e2e/sign-on-phone.spec.ts
 * (docs/decisions/162).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished, test } from 'vitest';
import { startRelayServer } from '../../../server/relay-server.test-helper.ts';
import { EXCHANGE_TTL_MS, RELAY_MESSAGES } from '../../contract/signature-relay.ts';
import { RELAY_CLIENT_MESSAGES, RelayError, sendCiphertext } from '../signature/relay-client.ts';
import { encryptForRelay } from '../signature/relay-crypto.ts';
import { parseSignerFragment } from '../signature/signer-link.ts';
import { button, fill, fillPerson, personFields, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, DRAWING, GRANTOR, GRANTOR_CARD, SECOND_ATTORNEY } from './page-words.test-helper.ts';
import { relayServerForTheFile, servedBy } from './served-page.test-helper.ts';

const DIALOG = 'Signer sur un téléphone';
const EXPLANATION =
  "Seul un dessin chiffré passe par notre serveur, qui l'efface dès qu'il l'a transmis\u00a0; une signature dessinée sur le téléphone vaut autant qu'une signature dessinée sur cette page.";
const QR_ALT = "Code QR\u00a0: scannez-le avec l'appareil photo de votre téléphone pour ouvrir la page de signature.";
const PRIVACY =
  'Si une signature est dessinée sur un téléphone, seul le dessin chiffré passe par notre serveur, qui ne peut pas le lire\u00a0: il est effacé dès que cette page l\u2019a reçu, ou dès que la fenêtre qui montre le code QR est fermée.';
const PREVIEW = 'Aperçu de la signature enregistrée';

const relay = relayServerForTheFile();

/** The dialog, once opened from `opener`. */
async function openDialog(user: UserEvent, opener?: HTMLElement): Promise<HTMLElement> {
  // The page reads the server's `<meta>` once it works (src/ui/signature/relay-available.ts).
  await user.click(opener ?? (await screen.findByRole('button', { name: DIALOG })));
  return screen.findByRole('dialog', { name: DIALOG });
}

/** The link the dialog shows, once it shows one. */
async function linkIn(dialog: HTMLElement): Promise<string> {
  return (await within(dialog).findByText(/\/signer#/)).textContent ?? '';
}

/**
 * What the phone's page does with the link it opened (src/signer/signer-page.tsx): reads the link,
 * encrypts the drawing with its key (or another one) and sends it. Resolves with the French refusal
 * the phone would show, or undefined once sent.
 */
async function phoneSends(link: string, changed: { key?: (key: string) => string; ciphertext?: (ciphertext: string) => string } = {}) {
  const parts = parseSignerFragment(new URL(link).hash);
  if (!parts) throw new Error(`not a signer link: ${link}`);
  const { key = same, ciphertext = same } = changed;
  return sendCiphertext(parts.exchangeId, ciphertext(await encryptForRelay(key(parts.key), parts.exchangeId, DRAWING))).then(
    () => undefined,
    (error: unknown) => (error instanceof RelayError ? error.message : String(error)),
  );
}

const same = (text: string) => text;
/** One character changed, as in a link edited by hand or a message changed on its way. */
const flipOne = (text: string) => {
  const at = Math.floor(text.length / 4);
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
};

/** The dialog's live status, word for word (jest-dom's text matchers read a no-break space as a plain one). */
const statusText = (dialog: HTMLElement) => within(dialog).getByRole('status').textContent;
/** The dialog's refusal, once there, word for word. */
const alertText = async (dialog: HTMLElement) => (await within(dialog).findByRole('alert')).textContent;

test('the dialog prepares a link, shows it as a QR code and as text, copies it, then receives the drawing and keeps it', async () => {
  const user = await renderPage();
  // The card is there before the name is typed: the link must carry the name as typed since (decision 234).
  const opener = await screen.findByRole('button', { name: DIALOG });
  await fill(user, personFields(GRANTOR_CARD).firstName, GRANTOR.firstName);
  const release = relay.holdOpenings();
  onTestFinished(release);
  const dialog = await openDialog(user, opener);
  expect(within(dialog).getByRole('heading', { name: DIALOG })).toBeVisible();
  expect(within(dialog).getByText(EXPLANATION, WHOLE_TEXT)).toBeVisible();
  expect(statusText(dialog)).toBe('Préparation du lien…');
  expect(within(dialog).queryByRole('img')).toBeNull();
  release();

  const link = await linkIn(dialog);
  expect(within(dialog).getByRole('img', { name: QR_ALT })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  const url = new URL(link);
  expect(url.origin).toBe(relay.origin);
  expect(url.pathname).toBe('/signer');
  // The key and the first name travel in the fragment only.
  expect(parseSignerFragment(url.hash)?.firstName).toBe(GRANTOR.firstName);
  expect(statusText(dialog)).toBe('En attente de la signature…');
  expect(within(dialog).queryByRole('alert')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
  await waitFor(() => expect(statusText(dialog)).toBe('Lien copié. En attente de la signature…'));
  expect(await navigator.clipboard.readText()).toBe(link);

  expect(await phoneSends(link)).toBeUndefined();
  await waitFor(() => expect(statusText(dialog)).toBe('Signature reçue'));
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('img', { name: PREVIEW })).toHaveAttribute('src', DRAWING);
  expect(screen.getByText('Signature enregistrée.')).toBeVisible();

  // Delivered once, then gone: the same link again is refused.
  expect(await phoneSends(link)).toBe(RELAY_MESSAGES.expired);
});

test('a drawing the page cannot read — another key in the link, a ciphertext changed on its way — is refused in French, and the form keeps everything', async () => {
  const user = await renderPage();
  await fillPerson(user, GRANTOR_CARD, GRANTOR);
  const dialog = await openDialog(user);
  const first = await linkIn(dialog);
  // The phone's link with one character of the key changed: the phone cannot tell, the page can.
  expect(await phoneSends(first, { key: flipOne })).toBeUndefined();
  expect(await alertText(dialog)).toBe(RELAY_CLIENT_MESSAGES.unreadable);
  expect(statusText(dialog)).toBe('');
  expect(within(dialog).queryByRole('img')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Nouveau lien' }));
  const second = await linkIn(dialog);
  expect(parseSignerFragment(new URL(second).hash)?.exchangeId).not.toBe(parseSignerFragment(new URL(first).hash)?.exchangeId);
  expect(statusText(dialog)).toBe('En attente de la signature…');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(within(dialog).queryByRole('button', { name: 'Nouveau lien' })).toBeNull();

  expect(await phoneSends(second, { ciphertext: flipOne })).toBeUndefined();
  expect(await alertText(dialog)).toBe(RELAY_CLIENT_MESSAGES.unreadable);
  expect(within(dialog).getByRole('button', { name: 'Nouveau lien' })).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();
  expect(screen.getByText('Aucune signature enregistrée.')).toBeVisible();
  expect(personFields(GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  expect(personFields(GRANTOR_CARD).firstName).toHaveValue(GRANTOR.firstName);
});

test('closing the dialog deletes the exchange at once: the phone is told the link has expired, and « Vos données » says so', async () => {
  const user = await renderPage();
  const dialog = await openDialog(user);
  const link = await linkIn(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The page does not wait for the server's answer to its deletion: the phone's try after it is refused.
  await expect.poll(() => phoneSends(link)).toBe(RELAY_MESSAGES.expired);
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();

  await user.click(await screen.findByText('Vos données', { exact: true }));
  expect(screen.getByText(PRIVACY, WHOLE_TEXT)).toBeVisible();
});

test('a link past its ten minutes: the page says it has expired, in French, and a new link can be asked for', async () => {
  const user = await renderPage();
  const dialog = await openDialog(user);
  const link = await linkIn(dialog);
  relay.advanceClock(EXCHANGE_TTL_MS + 1_000);
  expect(await alertText(dialog)).toBe(RELAY_MESSAGES.expired);
  expect(within(dialog).queryByRole('img')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Nouveau lien' }));
  const next = await linkIn(dialog);
  expect(next).not.toBe(link);
  expect(await phoneSends(link)).toBe(RELAY_MESSAGES.expired);
  expect(await phoneSends(next)).toBeUndefined();
  await waitFor(() => expect(statusText(dialog)).toBe('Signature reçue'));
});

test('a full relay, then a server that does not answer: the page says each in French and offers a new link', async () => {
  const full = await startRelayServer({ full: true });
  try {
    await servedBy(full);
    const user = await renderPage();
    const dialog = await openDialog(user);
    expect(await alertText(dialog)).toBe(RELAY_MESSAGES.full);
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(statusText(dialog)).toBe('');

    await full.close();
    await user.click(within(dialog).getByRole('button', { name: 'Nouveau lien' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(RELAY_CLIENT_MESSAGES.unreachable));
    expect(within(dialog).getByRole('button', { name: 'Nouveau lien' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(personFields(GRANTOR_CARD).section).toBeVisible();
  } finally {
    await full.close().catch(() => undefined);
  }
});

test('with several people, the dialog names whom the link is for, and the drawing goes to that signatory, who can take it back', async () => {
  const user = await renderPage();
  await fillPerson(user, GRANTOR_CARD, GRANTOR);
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  // One mandant and one mandataire: the pad's button alone, as the single-person page always had. The signature card is a
  // part hydrated once the typing has paused (docs/decisions/232); in the simulated DOM, it has no prerendered HTML before.
  expect(await screen.findAllByRole('button', { name: DIALOG })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Les autres signataires' })).toBeNull();

  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const others = await screen.findByRole('region', { name: 'Les autres signataires' });
  const name = `Mandataire 2\u00a0: ${SECOND_ATTORNEY.firstName} ${SECOND_ATTORNEY.lastName}`;
  const second = within(others).getByRole('group', { name });
  expect(second).toHaveTextContent('À signer à la main sur le papier imprimé.');
  expect(screen.getAllByRole('button', { name: DIALOG })).toHaveLength(3);

  const dialog = await openDialog(user, within(second).getByRole('button', { name: DIALOG }));
  expect(within(dialog).getByText(`Pour ${name}`, WHOLE_TEXT)).toBeVisible();
  const link = await linkIn(dialog);
  expect(parseSignerFragment(new URL(link).hash)?.firstName).toBe(SECOND_ATTORNEY.firstName);
  expect(await phoneSends(link)).toBeUndefined();
  await waitFor(() => expect(statusText(dialog)).toBe('Signature reçue'));
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(second).toHaveTextContent('Signée sur un téléphone.'));
  expect(within(second).getByRole('img', { name: `Signature dessinée\u00a0: ${name}` })).toHaveAttribute('src', DRAWING);
  // The first mandant has drawn nothing: the pad keeps no drawing of someone else's.
  expect(screen.queryByRole('img', { name: PREVIEW })).toBeNull();

  await user.click(within(second).getByRole('button', { name: 'Retirer cette signature' }));
  expect(second).toHaveTextContent('À signer à la main sur le papier imprimé.');
  expect(within(second).queryByRole('img')).toBeNull();
});
