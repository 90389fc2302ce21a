/**
 * Reading B in the simulated payment mode (specification §11, §17): the buttons store the form, the
 * server's test checkout page stands in for the card provider, and back on the page the PDF is
 * made from the stored record only once the server has recorded the payment.
 */
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  button,
  drawSignature,
  GRANTOR_CARD,
  openFilledPage,
  personFields,
  STORAGE_KEY,
  toast,
  VALID_FORM_VALIDITY,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';

const PAID = 'Paiement réussi ! Le PDF a été généré.';
const PDF_FAILED = 'Erreur lors de la génération du PDF.';
const CANCELED = 'Le paiement a été annulé.';
const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

/** A complete stored form (dates as yyyy-MM-dd), as the page would send it. */
const STORED_FORM = aStoredForm();

async function readDownload(download: Download) {
  expect(await download.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const reading = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  return {
    fileName: download.suggestedFilename(),
    text: reading.lines.join('\n'),
    imageCount: reading.pages.reduce((count, page) => count + page.imageCount, 0),
  };
}

/** Clicks a generate button and lands on the simulated checkout page. */
async function goToCheckout(page: Page, name: typeof WITH_SIGNATURE | typeof WITHOUT_SIGNATURE) {
  await button(page, name).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /Paiement simulé/ })).toBeVisible();
}

/** Pays on the checkout page and returns the PDF the page downloads once back. */
async function payAndDownload(page: Page) {
  const downloadStarted = page.waitForEvent('download');
  await button(page, 'Payer').click();
  return readDownload(await downloadStarted);
}

/** Records every download the page starts, to show that none happened. */
function watchDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

/** A record stored through the API, with its checkout session (never paid). */
async function storedRecord(request: APIRequestContext) {
  const created = await request.post('/api/pdf-data', { data: { data: STORED_FORM, include_signature: false } });
  expect(created.status()).toBe(201);
  const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
  const checkout = await request.post('/api/create-checkout-session', { data: { pdfDataId: id, ownerToken } });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  return { id, sessionId, checkoutUrl: url };
}

test('the page in payment mode pays, returns, downloads the PDF and says so', async ({ page, baseURL }) => {
  await openFilledPage(page);
  await goToCheckout(page, WITHOUT_SIGNATURE);
  await expect(page.getByText(/Mode test/)).toBeVisible();
  await expect(button(page, 'Annuler')).toBeVisible();

  const pdf = await payAndDownload(page);
  expect(pdf.fileName).toBe('procuration.pdf');
  expect(pdf.text).toContain('Jean Dupont');
  expect(pdf.text).toContain('Élodie Martin');
  expect(pdf.text).toContain(VALID_FORM_VALIDITY);
  expect(pdf.imageCount).toBe(0);
  await expect(toast(page, PAID)).toBeVisible();
  // The return address is read once and removed from the address bar.
  expect(page.url()).toBe(`${baseURL}/`);
});

test('"avec signature" keeps the signature through the round trip, from the stored record', async ({ page }) => {
  await openFilledPage(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await goToCheckout(page, WITH_SIGNATURE);
  // The PDF must come from the server's record, not from what this browser kept.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);

  const pdf = await payAndDownload(page);
  expect(pdf.imageCount).toBe(1);
  expect(pdf.text).toContain('Signature du mandant :');
  expect(pdf.text).toContain('Jean Dupont');
  await expect(toast(page, PAID)).toBeVisible();
});

test('a character no font draws is refused before any payment: by the page, and by the server if the page is bypassed', async ({
  page,
  request,
}) => {
  const unprintable = 'Le champ « Nom » du mandant contient des caractères non pris en charge : 😀';
  const sent: string[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.url().includes('/api/')) sent.push(outgoing.url());
  });
  await openFilledPage(page);
  const lastName = personFields(page, GRANTOR_CARD).lastName;
  await lastName.fill('Dupont 😀');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, unprintable)).toBeVisible();
  await expect(lastName).toBeFocused();
  expect(page.url()).not.toMatch(CHECKOUT_PAGE);
  expect(sent).toEqual([]);

  const bypass = await request.post('/api/pdf-data', {
    data: { data: aStoredForm({ grantor: { lastName: 'Dupont 😀' } }), include_signature: false },
  });
  expect(bypass.status()).toBe(400);
  // Compared with white space normalised: the server writes the French no-break spaces.
  expect(((await bypass.json()) as { message: string }).message.replace(/\s/g, ' ')).toBe(unprintable.replace(/\s/g, ' '));
});

test("U+000B, what Word pastes for a line break, in a name is refused by the page with the field's message, and by the server", async ({
  page,
  request,
}) => {
  const refused = 'Le champ\u00a0«\u00a0Nom\u00a0» du mandant contient des caractères invisibles interdits (U+000B)\u00a0: retirez-les';
  const sent: string[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.url().includes('/api/')) sent.push(outgoing.url());
  });
  await openFilledPage(page);
  const lastName = personFields(page, GRANTOR_CARD).lastName;
  await lastName.fill('Dupont\u000BMartin');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, refused)).toBeVisible();
  await expect(lastName).toBeFocused();
  expect(sent).toEqual([]);

  const bypass = await request.post('/api/pdf-data', {
    data: { data: aStoredForm({ grantor: { lastName: 'Dupont\u000BMartin' } }), include_signature: false },
  });
  expect(bypass.status()).toBe(400);
  expect(((await bypass.json()) as { message: string }).message).toBe(refused);
});

test("a stranger who knows a record's id gets no checkout, before or after the owner pays", async ({ request }) => {
  const record = await storedRecord(request);
  const stranger = await request.post('/api/create-checkout-session', { data: { pdfDataId: record.id } });
  expect(stranger.status()).toBe(403);
  expect(JSON.stringify(await stranger.json())).not.toContain(record.sessionId);
});

test('"Annuler" comes back with the cancellation message and no PDF', async ({ page, baseURL }) => {
  const downloads = watchDownloads(page);
  await openFilledPage(page);
  await goToCheckout(page, WITHOUT_SIGNATURE);
  await button(page, 'Annuler').click();
  await expect(toast(page, CANCELED)).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);
  expect(downloads).toEqual([]);
});

test.describe('a return the server has not seen paid gets the error and no PDF', () => {
  // The page's own requests are refused (402 or 404): Chromium logs each refusal.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 40[24]\b/] });

  test('a forged address for a record never paid', async ({ page, request }) => {
    const record = await storedRecord(request);
    const downloads = watchDownloads(page);
    await page.goto(`/?success=true&pdfDataId=${record.id}&session_id=${record.sessionId}`);
    await expect(toast(page, PDF_FAILED)).toBeVisible();
    expect(downloads).toEqual([]);
    // Still unpaid on the server, and still unreleased.
    expect((await request.get(`/api/pdf-data/${record.id}?session_id=${record.sessionId}`)).status()).toBe(402);
  });

  test('a forged address with a session paid for another record', async ({ page, request }) => {
    const mine = await storedRecord(request);
    const other = await storedRecord(request);
    const paid = await request.post(`/paiement-simule/${other.sessionId}/payer`, { form: {}, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    const downloads = watchDownloads(page);
    await page.goto(`/?success=true&pdfDataId=${mine.id}&session_id=${other.sessionId}`);
    await expect(toast(page, PDF_FAILED)).toBeVisible();
    expect(downloads).toEqual([]);
  });

  test('a forged address for a record that does not exist', async ({ page }) => {
    const downloads = watchDownloads(page);
    await page.goto('/?success=true&pdfDataId=00000000-0000-4000-8000-000000000000&session_id=cs_sim_0');
    await expect(toast(page, PDF_FAILED)).toBeVisible();
    expect(downloads).toEqual([]);
  });

  test('a second visit to a used return address', async ({ page }) => {
    await openFilledPage(page);
    await goToCheckout(page, WITHOUT_SIGNATURE);
    const returnAddress = new Promise<string>((resolve) => {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().includes('success=true')) resolve(frame.url());
      });
    });
    await payAndDownload(page);
    await expect(toast(page, PAID)).toBeVisible();

    const downloads = watchDownloads(page);
    await page.goto(await returnAddress);
    await expect(toast(page, PDF_FAILED)).toBeVisible();
    expect(downloads).toEqual([]);
  });
});
