/**
 * The mandant's side of « Envoyer pour acceptation » in the browser tests (e2e/accept-from-afar.spec.ts,
 * e2e/payment-acceptance.spec.ts), and the mandataire's « Accepter et signer » on their phone.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { onPhone } from './phone-page.ts';
import { ATTORNEY_CARD, button, card, drawSignature, fillValidForm } from './procuration-page.ts';

export const SEND_FOR_ACCEPTANCE = 'Envoyer pour acceptation';

/** "6 décembre 2026": today in Paris, as the card and the paper say it. */
export function todayInFrench(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
}

/** Opens the mandataire's dialog from their card and returns the link it shows, once copied; the dialog is closed. */
export async function sendForAcceptance(page: Page): Promise<string> {
  await card(page, ATTORNEY_CARD).getByRole('button', { name: SEND_FOR_ACCEPTANCE }).click();
  const dialog = page.getByRole('dialog', { name: SEND_FOR_ACCEPTANCE });
  await expect(dialog.getByRole('img', { name: /Code QR/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('status')).toContainText('Lien copié');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await expect(dialog).toContainText(link);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  return link;
}

/** On the mandataire's page: « Accepter et signer », a drawing, and the answer sent. */
export async function acceptWithDrawing(phone: Page): Promise<void> {
  await phone.getByRole('button', { name: 'Accepter et signer' }).click();
  await drawSignature(phone);
  await phone.getByRole('button', { name: "Envoyer l'acceptation" }).click();
  await expect(phone.getByText('Acceptation envoyée.')).toBeVisible();
}

/** The first mandataire's card's live status: where the answer is said. */
export function cardStatus(page: Page) {
  return card(page, ATTORNEY_CARD).getByRole('status');
}

/**
 * The whole way to a paper ready to sign with an acceptance: the form filled, the paper sent, accepted
 * with a drawing on a phone, the card saying so, and the mandant's own signature drawn and saved.
 */
export async function acceptedAndSigned(page: Page, browser: Browser): Promise<void> {
  await page.goto('/');
  await fillValidForm(page);
  const link = await sendForAcceptance(page);
  await onPhone(browser, link, acceptWithDrawing);
  await expect(cardStatus(page)).toHaveText(`Acceptée le ${todayInFrench()}`, { timeout: 30_000 });
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
}
