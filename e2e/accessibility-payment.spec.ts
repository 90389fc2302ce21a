/**
 * axe-core finds no violation at all in the simulated payment mode (specification §13): the checkout page
 * and the page back from it, paid or canceled. Runs in the "payment" project (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { button, openFilledPage, toast, WITHOUT_SIGNATURE } from './procuration-page.ts';

const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

async function goToCheckout(page: Page) {
  await openFilledPage(page);
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /Paiement simulé/ })).toBeVisible();
}

test('the simulated checkout page', async ({ page }) => {
  await goToCheckout(page);
  await expectNoAxeViolations(page);
});

test('back from a paid checkout, with the success message and the editable copies offered', async ({ page }) => {
  await goToCheckout(page);
  const downloadStarted = page.waitForEvent('download');
  await button(page, 'Payer').click();
  await downloadStarted;
  await expect(toast(page, 'Paiement réussi ! Le PDF a été généré.')).toBeVisible();
  await expect(button(page, 'Télécharger en Word (.docx)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('back from a canceled checkout, with the cancellation message', async ({ page }) => {
  await goToCheckout(page);
  await button(page, 'Annuler').click();
  await expect(toast(page, 'Le paiement a été annulé.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('"Vos données" open in payment mode', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Vos données', { exact: true }).click();
  await expect(button(page, 'Effacer mes données')).toBeVisible();
  // What the server keeps and for how long: the configured expiry (RECORD_TTL_SECONDS, 1 hour by default).
  await expect(page.getByText(/envoyé à notre serveur/)).toContainText('au plus tard 1 heure après son envoi');
  await expect(page.getByText(/ne quitte votre appareil/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
