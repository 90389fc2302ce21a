/**
 * The editable copies in payment mode (docs/decisions/084): part of what is paid for, so they follow
 * the release rule. No Word or OpenDocument button before a verified payment; once the server has
 * released the record and the PDF is made, both files come from that record, held in the page's
 * memory, never from what the page or this browser kept, and nothing more is asked of the server.
 */
import { expect, test } from './fixtures.ts';
import {
  button,
  drawSignature,
  openFilledPage,
  STORAGE_KEY,
  VALID_FORM_VALIDITY,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { download, NOTICE_START, OPEN_DOCUMENT, WORD } from './editable-copies.ts';

const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

test('no editable copy before the payment; after it, both files of the paid procuration, made on the device', async ({ page }) => {
  await openFilledPage(page);
  await expect(button(page, WORD)).toHaveCount(0);
  await expect(button(page, OPEN_DOCUMENT)).toHaveCount(0);

  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  // The copies must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
  const pdfStarted = page.waitForEvent('download');
  await button(page, 'Payer').click();
  expect((await pdfStarted).suggestedFilename()).toBe('procuration.pdf');
  await expect(
    page.getByText('Copies modifiables de la procuration payée, telle qu\u2019enregistrée lors du paiement\u00a0:'),
  ).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  for (const [name, fileName] of [
    [WORD, 'procuration.docx'],
    [OPEN_DOCUMENT, 'procuration.odt'],
  ] as const) {
    const copy = await download(page, name);
    expect(copy.fileName).toBe(fileName);
    expect(copy.paragraphs.join('\n')).not.toContain(NOTICE_START);
    const text = copy.paragraphs.join('\n');
    expect(text).toContain('Jean Dupont');
    expect(text).toContain('Élodie Martin');
    expect(text).toContain(VALID_FORM_VALIDITY);
    expect(copy.pictures).toBe(0);
  }
  // Nothing but code was fetched: the record was already released, used and deleted.
  expect(requests.filter((request) => !request.startsWith('GET /assets/'))).toEqual([]);
});

test('"avec signature" paid: the editable copies still carry no signature', async ({ page }) => {
  await openFilledPage(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await button(page, WITH_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
  const pdfStarted = page.waitForEvent('download');
  await button(page, 'Payer').click();
  await pdfStarted;

  for (const name of [WORD, OPEN_DOCUMENT] as const) {
    const copy = await download(page, name);
    expect(copy.paragraphs.join('\n')).toContain('Signature du mandant\u00a0:');
    expect(copy.pictures).toBe(0);
  }
});

test('a cancelled payment releases nothing: still no editable copy', async ({ page }) => {
  await openFilledPage(page);
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  await button(page, 'Annuler').click();
  await expect(page.getByText('Le paiement a été annulé.')).toBeVisible();
  await expect(button(page, WORD)).toHaveCount(0);
  await expect(button(page, OPEN_DOCUMENT)).toHaveCount(0);
});
