/**
 * Payment mode and the offline page (docs/decisions/036): the page works without a connection once
 * visited, but paying does not, and "Vos données" says so plainly. The free mode says nothing of it.
 */
import { expect, test } from './fixtures.ts';

const PAYMENT_NEEDS_CONNECTION = /^Le paiement nécessite une connexion à Internet/;

test('"Vos données" says that the payment needs a connection to the Internet', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Vos données', { exact: true }).click();
  await expect(page.getByText(PAYMENT_NEEDS_CONNECTION)).toBeVisible();
});
