/**
 * What this device keeps: the form and signature stay in local storage while "Conserver mes
 * informations sur cet appareil" is ticked (the default), are erased at once when it is unticked,
 * and after 90 days without use; without storage the page still works and says so once.
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  personFields,
  STORAGE_KEY,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import type { Page } from '@playwright/test';

const KEEP = 'Conserver mes informations sur cet appareil';
const USED_ON_KEY = 'powerOfAttorneyFormUsedOn';
const STORAGE_UNAVAILABLE =
  'Ce navigateur ne permet pas de conserver vos informations : elles seront perdues si vous quittez ou rechargez la page. Le reste fonctionne normalement.';

const keepBox = (page: Page) => page.getByRole('checkbox', { name: KEEP });
const stored = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));

test('ticked by default; unticked, the saved form and signature are erased at once and nothing is saved afterwards', async ({ page }) => {
  await page.goto('/');
  await expect(keepBox(page)).toBeChecked();
  await fillValidForm(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await expect.poll(async () => (await stored(page))[STORAGE_KEY] ?? '').toContain('data:image/png');

  await keepBox(page).uncheck();
  await expect.poll(async () => Object.keys(await stored(page)).filter((key) => key !== 'procurationKeepOnDevice')).toEqual([]);
  // What is on screen stays for this visit; new typing is not saved.
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  await personFields(page, GRANTOR_CARD).city.fill('Marseille');
  expect((await stored(page))[STORAGE_KEY]).toBeUndefined();

  // The choice is remembered: after a reload the box is still unticked and the form is empty.
  await page.reload();
  await expect(keepBox(page)).not.toBeChecked();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('');
  await expectNoAxeViolations(page);

  // Ticked again, saving starts again.
  await keepBox(page).check();
  await personFields(page, GRANTOR_CARD).lastName.fill('Durand');
  await expect.poll(async () => (await stored(page))[STORAGE_KEY] ?? '').toContain('Durand');
});

test('a save unused for more than 90 days is erased when the page loads, and "Vos données" says so', async ({ page }) => {
  await page.goto('/');
  await personFields(page, GRANTOR_CARD).lastName.fill('Ancien');
  await expect.poll(async () => (await stored(page))[STORAGE_KEY] ?? '').toContain('Ancien');
  await page.evaluate((key) => localStorage.setItem(key, '2020-01-01'), USED_ON_KEY);

  await page.reload();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('');
  expect((await stored(page))[STORAGE_KEY]).toBeUndefined();
  await page.getByText('Vos données').click();
  await expect(page.getByText(/effacé automatiquement après 90 jours sans utilisation/)).toBeVisible();
});

test('a save used recently is restored, and its day of use moves to today', async ({ page }) => {
  await page.goto('/');
  await personFields(page, GRANTOR_CARD).lastName.fill('Récent');
  await expect.poll(async () => (await stored(page))[STORAGE_KEY] ?? '').toContain('Récent');
  const recently = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [USED_ON_KEY, recently] as const);
  await page.reload();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('Récent');
  await expect.poll(async () => (await stored(page))[USED_ON_KEY]).not.toBe(recently);
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

test('the box is reached and toggled with the keyboard', async ({ page }) => {
  await page.goto('/');
  await keepBox(page).focus();
  await page.keyboard.press('Space');
  await expect(keepBox(page)).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(keepBox(page)).toBeChecked();
});
