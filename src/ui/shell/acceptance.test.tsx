// @vitest-environment happy-dom
/**
 * « Envoyer pour acceptation » (issue 59, docs/decisions/218) on the whole page in a simulated DOM,
 * against the server's real relay started in this process: what the mandataire's card says once the
 * answer comes back — a refusal and its reason, a paper changed since the acceptance, an answer
 * altered on its way —, « Les autres signataires » naming an acceptance as such, and a removed
 * mandataire's card taking its paper with it (docs/decisions/220). The mandataire is played by the
 * relay's own modules, as their page uses them (src/accepter/accepter-page.tsx); reading the paper on
 * a phone, drawing, the PDF and the page closed while waiting stay in e2e/accept-from-afar.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { RELAY_MESSAGES } from '../../contract/signature-relay.ts';
import type { AcceptanceAnswer, PaperForAcceptance } from '../../domain/acceptance.ts';
import { PAPER_ADDITIONAL_DATA, parseAcceptanceFragment } from '../signature/acceptance/acceptance-link.ts';
import { fetchPaper, RelayError, sendCiphertext } from '../signature/relay-client.ts';
import { decryptFromRelay, encryptForRelay } from '../signature/relay-crypto.ts';
import { button, card, details, fillPerson, fillValidForm, personFields, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, DRAWING, SECOND_ATTORNEY, type PersonInput } from './page-words.test-helper.ts';
import { relayServerForTheFile } from './served-page.test-helper.ts';

const SEND = 'Envoyer pour acceptation';
const CHANGED = "Le document a changé depuis l'envoi\u00a0: envoyez-le de nouveau pour acceptation.";
const UNREADABLE =
  'La réponse reçue ne peut pas être déchiffrée\u00a0: elle a été modifiée en chemin ou ne vient pas de ce lien. Envoyez-le de nouveau pour acceptation.';
const REASON = 'Je serai à l’étranger en mars.';
const THIRD_ATTORNEY: PersonInput = { ...SECOND_ATTORNEY, firstName: 'Inès', lastName: 'Roux' };

relayServerForTheFile();

/** "7 décembre 2026": today, as the card says the day the relay received an answer. */
const today = () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

/** Sends the paper from a mandataire's card: returns the link the dialog shows, the dialog closed. */
async function sendFrom(user: UserEvent, cardTitle: string): Promise<string> {
  await user.click(await within(card(cardTitle)).findByRole('button', { name: SEND }));
  const dialog = await screen.findByRole('dialog', { name: SEND });
  const link = (await within(dialog).findByText(/\/accepter#/)).textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return link;
}

/**
 * What the mandataire's page does with the link (src/accepter/accepter-page.tsx): reads the paper,
 * then sends the answer encrypted with the link's key; `alter` changes the ciphertext on its way.
 */
async function mandataireAnswers(
  link: string,
  answer: { decision: 'accepted' } | { decision: 'refused'; reason: string },
  alter: (ciphertext: string) => string = (same) => same,
): Promise<void> {
  const { exchangeId, key } = parseAcceptanceFragment(new URL(link).hash) ?? { exchangeId: '', key: '' };
  const paper = JSON.parse(await decryptFromRelay(key, PAPER_ADDITIONAL_DATA, await fetchPaper(exchangeId))) as PaperForAcceptance;
  const sent: AcceptanceAnswer =
    answer.decision === 'accepted'
      ? { decision: 'accepted', paperDigest: paper.paperDigest, drawing: DRAWING }
      : { decision: 'refused', paperDigest: paper.paperDigest, reason: answer.reason };
  await sendCiphertext(exchangeId, alter(await encryptForRelay(key, exchangeId, JSON.stringify(sent))));
}

/** Whether the mandataire's link still opens a paper, or the French refusal it meets. */
const paperStillThere = (link: string) =>
  fetchPaper(parseAcceptanceFragment(new URL(link).hash)?.exchangeId ?? '').then(
    () => 'there',
    (error: unknown) => (error instanceof RelayError ? error.message : String(error)),
  );

/** A card's live status, once it says `text` (jest-dom reads the status's no-break spaces as plain ones: so is `text` read). */
const cardSays = (cardTitle: string, text: string) =>
  waitFor(() => expect(within(card(cardTitle)).getByRole('status')).toHaveTextContent(text.replace(/\s+/g, ' ')), { timeout: 20_000 });

test('a refusal comes back to the card with its day and its reason, announced; nobody’s signature is taken from it', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const link = await sendFrom(user, ATTORNEY_CARD);
  expect(within(card(ATTORNEY_CARD)).getByRole('status')).toHaveTextContent('En attente de la réponse du mandataire');
  await mandataireAnswers(link, { decision: 'refused', reason: REASON });
  await cardSays(ATTORNEY_CARD, `Refusée le ${today()}`);
  const status = within(card(ATTORNEY_CARD)).getByRole('status');
  expect(within(status).getByText(`Motif\u00a0: ${REASON}`, WHOLE_TEXT)).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Les autres signataires' })).toBeNull();
  expect(screen.queryByRole('img', { name: /^Signature dessinée/ })).toBeNull();
  // Collected once, then gone: the link no longer opens the paper.
  expect(await paperStillThere(link)).toBe(RELAY_MESSAGES.expired);
});

test('a refusal without a reason says the day alone', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const link = await sendFrom(user, ATTORNEY_CARD);
  await mandataireAnswers(link, { decision: 'refused', reason: '' });
  await cardSays(ATTORNEY_CARD, `Refusée le ${today()}`);
  expect(within(card(ATTORNEY_CARD)).queryByText(/^Motif/)).toBeNull();
});

test('an acceptance is named as such among the other signatories; the paper changed since: the card says so and the drawing leaves', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const link = await sendFrom(user, ATTORNEY_CARD);
  await mandataireAnswers(link, { decision: 'accepted' });
  await cardSays(ATTORNEY_CARD, `Acceptée le ${today()}`);
  const name = `Mandataire\u00a0: ${ATTORNEY.firstName} ${ATTORNEY.lastName}`;
  const others = await screen.findByRole('region', { name: 'Les autres signataires' });
  const row = within(others).getByRole('group', { name });
  expect(row).toHaveTextContent(`Acceptée le ${new Intl.DateTimeFormat('fr-FR').format(new Date())}.`);
  expect(row).not.toHaveTextContent('Signée sur un téléphone.');
  expect(within(row).getByRole('img', { name: `Signature dessinée\u00a0: ${name}` })).toHaveAttribute('src', DRAWING);

  await user.click(details().operation('Demande de chéquier'));
  await cardSays(ATTORNEY_CARD, CHANGED);
  expect(within(card(ATTORNEY_CARD)).getByRole('status').textContent).toBe(CHANGED);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Les autres signataires' })).toBeNull());
  expect(screen.queryByRole('img', { name: /^Signature dessinée/ })).toBeNull();
});

test('an answer altered on its way is refused: the card says it cannot be read and takes no signature', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const link = await sendFrom(user, ATTORNEY_CARD);
  const flipOne = (text: string) => `${text.slice(0, 40)}${text[40] === 'A' ? 'B' : 'A'}${text.slice(41)}`;
  await mandataireAnswers(link, { decision: 'accepted' }, flipOne);
  await cardSays(ATTORNEY_CARD, 'La réponse reçue ne peut pas être déchiffrée');
  expect(within(card(ATTORNEY_CARD)).getByRole('status').textContent).toBe(UNREADABLE);
  expect(screen.queryByRole('img', { name: /^Signature dessinée/ })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Les autres signataires' })).toBeNull();
});

test('a removed mandataire takes their paper with them: the next one keeps their own answer, a waiting link is deleted', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 3', THIRD_ATTORNEY);
  const waiting = await sendFrom(user, ATTORNEY_CARD);
  const second = await sendFrom(user, 'Informations du mandataire 2');
  const third = await sendFrom(user, 'Informations du mandataire 3');
  await mandataireAnswers(second, { decision: 'accepted' });
  await mandataireAnswers(third, { decision: 'refused', reason: REASON });
  await cardSays('Informations du mandataire 2', `Acceptée le ${today()}`);
  await cardSays('Informations du mandataire 3', `Refusée le ${today()}`);

  // The second mandataire goes: the third, now second, keeps their refusal and its reason; the acceptance goes with its mandataire.
  await user.click(within(card('Informations du mandataire 2')).getByRole('button', { name: 'Retirer ce mandataire' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Informations du mandataire 3' })).toBeNull());
  expect(personFields('Informations du mandataire 2').lastName).toHaveValue(THIRD_ATTORNEY.lastName);
  const moved = within(card('Informations du mandataire 2'));
  expect(moved.getByRole('status')).toHaveTextContent(`Refusée le ${today()}`);
  expect(moved.getByText(`Motif\u00a0: ${REASON}`, WHOLE_TEXT)).toBeVisible();
  expect(screen.queryByText(/^Acceptée le/)).toBeNull();
  expect(screen.queryByRole('img', { name: /^Signature dessinée/ })).toBeNull();
  // The paper changed (a mandataire fewer): the first one's waiting link says so.
  await cardSays(ATTORNEY_CARD, CHANGED);

  // A mandataire removed while their link waits: the link is deleted on the relay.
  const link = await sendFrom(user, 'Informations du mandataire 2');
  expect(await paperStillThere(link)).toBe('there');
  await user.click(within(card('Informations du mandataire 2')).getByRole('button', { name: 'Retirer ce mandataire' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Informations du mandataire 2' })).toBeNull());
  await expect.poll(() => paperStillThere(link)).toBe(RELAY_MESSAGES.expired);
  expect(await paperStillThere(waiting)).toBe(RELAY_MESSAGES.expired);
});

test('an accepted row offers no phone; « Retirer cette signature » takes the acceptance away with its drawing, and the card says no answer', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const link = await sendFrom(user, ATTORNEY_CARD);
  await mandataireAnswers(link, { decision: 'accepted' });
  await cardSays(ATTORNEY_CARD, `Acceptée le ${today()}`);
  const name = `Mandataire 1\u00a0: ${ATTORNEY.firstName} ${ATTORNEY.lastName}`;
  const row = () => within(screen.getByRole('region', { name: 'Les autres signataires' })).getByRole('group', { name });
  await waitFor(() => expect(row()).toHaveTextContent(`Acceptée le ${new Intl.DateTimeFormat('fr-FR').format(new Date())}.`));
  expect(within(row()).queryByRole('button', { name: 'Signer sur un téléphone' })).toBeNull();

  await user.click(within(row()).getByRole('button', { name: 'Retirer cette signature' }));
  await waitFor(() => expect(row()).toHaveTextContent('À signer à la main sur le papier imprimé.'));
  expect(within(row()).queryByRole('img')).toBeNull();
  expect(within(row()).getByRole('button', { name: 'Signer sur un téléphone' })).toBeVisible();
  await waitFor(() => expect(within(card(ATTORNEY_CARD)).getByRole('status').textContent).toBe(''));
  expect(screen.queryByText(/^Acceptée le/)).toBeNull();
});
