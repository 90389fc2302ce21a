import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  fillPerson,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGE_ORDER,
  MESSAGES,
  toast,
  madeInLines,
  typeDate,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

/** The expected message is shown, and none of the checks that come after it in §5 has spoken. */
async function expectMessage(page: Page, message: (typeof MESSAGE_ORDER)[number]) {
  await expect(toast(page, message)).toBeVisible();
  for (const later of MESSAGE_ORDER.slice(MESSAGE_ORDER.indexOf(message) + 1)) {
    await expect(toast(page, later)).toHaveCount(0);
  }
}

test('each missing piece is named in the order of specification §5, then the signature rule', async ({ page }) => {
  await page.goto('/');
  const form = details(page);

  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.grantor);

  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.attorney);

  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  // "avec signature" on an incomplete form: validation first, the signature rule after (specification §18).
  await button(page, WITH_SIGNATURE).click();
  await expectMessage(page, MESSAGES.type);

  await expect(form.customType).toBeHidden();
  await chooseOption(form.type, 'Autre');
  await expect(form.customType).toBeVisible();
  await expect(form.operations.getByRole('checkbox')).toHaveCount(1);
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.customType);

  await form.customType.fill('Gestion de colis');
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.duration);

  await chooseOption(form.duration, 'Autre');
  await expect(form.endDate).toBeEditable();
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.startDate);

  await typeDate(form.startDate, '01/03/2030');
  await expect(form.endDate).toHaveValue('');
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.endDate);

  await typeDate(form.endDate, '15/07/2030');
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.operation);

  await expect(form.customOperation).toBeHidden();
  await form.operation('À préciser').check();
  await expect(form.customOperation).toBeVisible();
  await button(page, WITHOUT_SIGNATURE).click();
  await expectMessage(page, MESSAGES.customOperation);

  await form.customOperation.fill('Récupérer un colis à la poste');
  await button(page, WITH_SIGNATURE).click();
  await expectMessage(page, MESSAGES.signature);

  // Complete now: "sans signature" gives the document, the custom words replacing Autre and "À préciser".
  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  const text = pdf.lines.join('\n');
  expect(pdf.lines.some((line) => madeInLines('Paris').includes(line))).toBe(true);
  expect(pdf.lines).toContain('Cette procuration est valable du 01/03/2030 au 15/07/2030.');
  expect(text).toContain('Gestion de colis');
  expect(pdf.lines.some((line) => line.endsWith('Récupérer un colis à la poste'))).toBe(true);
  expect(text).not.toContain('À préciser');
  expect(pdf.imageCount).toBe(0);
});

test('unticking "À préciser" hides and clears its text', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await form.operation('À préciser').check();
  await form.customOperation.fill('Récupérer un colis');
  await form.operation('À préciser').uncheck();
  await expect(form.customOperation).toBeHidden();
  await form.operation('À préciser').check();
  await expect(form.customOperation).toHaveValue('');
});

test('the error region holds exactly the message, nothing more', async ({ page }) => {
  await page.goto('/');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.grantor);
  // Both status regions (the toasts' and the one under the buttons) say nothing.
  await expect(page.getByRole('status')).toHaveText(['', '']);
});
