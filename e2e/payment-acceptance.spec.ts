/**
 * « Envoyer pour acceptation » in the simulated payment mode (issue 59: free and payment modes alike):
 * the relay runs beside the payments, the mandataire accepts on a phone, and the paid record, printed on
 * return from the server's copy, holds the acceptance in the mandataire's place.
 */
import { acceptedAndSigned, todayInFrench } from './acceptance-page.ts';
import { expect, test } from './fixtures.ts';
import { button, payAndReadPdf, STORAGE_KEY, WITH_SIGNATURE } from './procuration-page.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('an acceptance received in payment mode goes through payment and is printed from the stored record', async ({ page, browser }) => {
  await acceptedAndSigned(page, browser);

  const stored = page.waitForRequest((request) => request.url().endsWith('/api/pdf-data') && request.method() === 'POST');
  await button(page, WITH_SIGNATURE).click();
  const sent = (await stored).postDataJSON() as { data: { acceptances?: Record<string, string>; cosignatures?: Record<string, string> } };
  expect(Object.keys(sent.data.acceptances ?? {})).toEqual(['attorney']);
  expect(sent.data.cosignatures?.attorney).toMatch(/^data:image\/png;base64,/);
  await expect(page).toHaveURL(/\/paiement-simule\//);
  // The PDF must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);

  const text = (await payAndReadPdf(page)).replace(/\s+/gu, ' ');
  expect(text).toContain(`Acceptation reçue le ${todayInFrench()}`);
});
