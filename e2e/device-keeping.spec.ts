/**
 * What this device keeps, in a real browser: the page unticked passes axe, and without storage the
 * page still makes the PDF and says so once. What is kept, erased and restored, and the box toggled
 * with Space, are checked on the whole page in a simulated DOM (src/ui/shell/device-keeping.test.tsx,
 * docs/decisions/225, 246).
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { fillValidForm, generatePdf, toast, WITHOUT_SIGNATURE } from './procuration-page.ts';
import type { Page } from '@playwright/test';

const KEEP = 'Conserver mes informations sur cet appareil';
const STORAGE_UNAVAILABLE =
  'Ce navigateur ne permet pas de conserver vos informations : elles seront perdues si vous quittez ou rechargez la page. Le reste fonctionne normalement.';

const keepBox = (page: Page) => page.getByRole('checkbox', { name: KEEP });

test('unticked, the choice outlives a reload, and the page then passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(keepBox(page)).toBeChecked();
  await keepBox(page).uncheck();
  await page.reload();
  await expect(keepBox(page)).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('when storage refuses (private browsing, full quota) the page works, makes the PDF, and says so once', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.getItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
  await page.goto('/');
  await fillValidForm(page);
  await expect(toast(page, STORAGE_UNAVAILABLE)).toHaveCount(1);
  const pdf = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(pdf.fileName).toBe('procuration.pdf');
  // One toast at a time: the download's confirmation takes its place, and it is not said again.
  await expect(page.getByRole('status').getByText(/^Le fichier procuration\.pdf a été téléchargé/)).toBeVisible();
  await expect(toast(page, STORAGE_UNAVAILABLE)).toHaveCount(0);
});
