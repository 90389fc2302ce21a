/**
 * The live preview (docs/decisions/034) in the browser: the region "Aperçu du document" shows the PDF's own lines on the PDF's
 * own pages — one page, several pages, signed, a Cyrillic name — follows the typing, sits in a
 * dialog under 768 px, and is reachable and readable with a keyboard and a screen reader.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  drawSignature,
  fillPerson,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  openFilledPage,
  personFields,
  typeDate,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const PREVIEW = 'Aperçu du document';
const OPEN_PREVIEW = "Voir l'aperçu";
const SENTENCE = 'Gérer le dossier de succession auprès de l’étude notariale, y compris la correspondance. ';
const LONG_OPERATION = SENTENCE.repeat(Math.ceil(6_000 / SENTENCE.length))
  .slice(0, 6_000)
  .trim();

function preview(page: Page): Locator {
  return page.getByRole('region', { name: PREVIEW, exact: true });
}

/** The preview's text as a person reads it: each page, line by line. */
function previewPages(region: Locator): Promise<string[][]> {
  return region
    .locator('.preview__page')
    .evaluateAll((pages) =>
      pages.map((page) =>
        Array.from(page.querySelectorAll('.preview__line'), (line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** The PDF a button downloads, page by page, line by line. */
async function pdfPages(page: Page, name: typeof WITH_SIGNATURE | typeof WITHOUT_SIGNATURE): Promise<string[][]> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, name).click();
  const download = await downloadStarted;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const reading = await readPdf(new Uint8Array(Buffer.concat(chunks)), { images: false });
  return reading.pages.map((pdfPage) => pdfPage.lines);
}

async function expectPreviewOf(page: Page, name: typeof WITH_SIGNATURE | typeof WITHOUT_SIGNATURE): Promise<string[][]> {
  const pages = await pdfPages(page, name);
  await expect.poll(() => previewPages(preview(page))).toEqual(pages);
  return pages;
}

test.describe('on a wide screen the preview sits beside the form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a one-page procuration: the same lines as the PDF without signature, on one page', async ({ page }) => {
    await openFilledPage(page);
    await details(page).attorneySignature.uncheck();
    const pages = await expectPreviewOf(page, WITHOUT_SIGNATURE);
    expect(pages).toHaveLength(1);
    await expect(preview(page).getByRole('img')).toHaveCount(0);
  });

  test('the pages are laid out in the PDF worker: jsPDF comes only inside its script, and without Worker the page lays out the same lines', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await openFilledPage(page);
    // The preview once it shows the whole form, line for line the PDF made from it: not a layout of the form half typed.
    const inWorker = await expectPreviewOf(page, WITHOUT_SIGNATURE);
    const withJsPdf: string[] = [];
    for (const script of scripts) if ((await script.text()).includes('jsPDF')) withJsPdf.push(new URL(script.url()).pathname);
    expect(withJsPdf).toEqual([expect.stringMatching(/\/assets\/pdf-worker-[\w-]+\.js$/)]);

    // The same form, kept on this device, in a browser without Worker: the preview is laid out on the main thread, line for line the same.
    await page.addInitScript('delete globalThis.Worker');
    await page.reload();
    await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
    await personFields(page, GRANTOR_CARD).lastName.focus();
    await expect.poll(() => previewPages(preview(page))).toEqual(inWorker);
  });

  test('a signed procuration shows the saved signature and the lines of the signed PDF', async ({ page }) => {
    await openFilledPage(page);
    await drawSignature(page);
    await button(page, 'Sauvegarder la signature').click();
    await expectPreviewOf(page, WITH_SIGNATURE);
    await expect(preview(page).getByRole('img', { name: 'Signature enregistrée' })).toBeVisible();
  });

  test('a Cyrillic name is drawn with the embedded font, line for line as in the PDF', async ({ page }) => {
    await openFilledPage(page);
    const grantor = personFields(page, GRANTOR_CARD);
    await grantor.firstName.fill('Анна');
    await grantor.lastName.fill('Иванова');
    await expectPreviewOf(page, WITHOUT_SIGNATURE);
    await expect(preview(page)).toContainText('Анна Иванова');
  });

  test('a long custom operation: three pages, numbered, broken where the PDF breaks them', async ({ page }) => {
    await page.goto('/');
    await fillPerson(page, GRANTOR_CARD, GRANTOR);
    await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
    const form = details(page);
    await chooseOption(form.type, 'Autre');
    await form.customType.fill('Succession');
    await typeDate(form.startDate, '01/03/2030');
    await chooseOption(form.duration, '1 an');
    await form.operation('À préciser').check();
    await form.customOperation.fill(LONG_OPERATION);
    const pages = await expectPreviewOf(page, WITHOUT_SIGNATURE);
    expect(pages).toHaveLength(3);
    pages.forEach((lines, index) =>
      expect(lines.at(-1)).toMatch(new RegExp(`^Procuration de Jean Dupont à Élodie Martin, établie le .+ — Page ${index + 1} / 3$`)),
    );
  });

  test('the preview follows the typing and stays in view while the page scrolls', async ({ page }) => {
    await page.goto('/');
    const lastName = personFields(page, GRANTOR_CARD).lastName;
    await lastName.pressSequentially('Dupont');
    await expect(preview(page)).toContainText('Dupont');
    await lastName.pressSequentially('-Martin');
    await expect(preview(page)).toContainText('Dupont-Martin');
    await page.mouse.wheel(0, 1500);
    await expect(preview(page)).toBeInViewport();
  });

  test('the region is a landmark a keyboard reaches and scrolls, and axe finds nothing', async ({ page }) => {
    // Typed: the preview shows the document once the person has begun.
    await page.goto('/');
    await fillValidForm(page);
    await expect(preview(page)).toContainText('PROCURATION');
    await preview(page).focus();
    await expect(preview(page)).toBeFocused();
    await page.keyboard.press('PageDown');
    await expectNoAxeViolations(page);
  });
});

test.describe('under 768 px the preview opens in a dialog', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('"Voir l\'aperçu" opens it, Escape and "Fermer" close it, the focus comes back', async ({ page }) => {
    await openFilledPage(page);
    await expect(preview(page)).toHaveCount(0);
    const opener = button(page, OPEN_PREVIEW);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: PREVIEW });
    await expect(dialog).toBeVisible();
    await expect(preview(page)).toContainText(`${GRANTOR.firstName} ${GRANTOR.lastName}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the dialog reflows the words of the PDF to the screen: nothing wider than it, 16 px text, "Fermer" on screen', async ({ page }) => {
    await openFilledPage(page);
    const pages = await pdfPages(page, WITHOUT_SIGNATURE);
    await button(page, OPEN_PREVIEW).click();
    const dialog = page.getByRole('dialog', { name: PREVIEW });
    const document = dialog.getByRole('article');
    // The same words as the PDF, whatever the lines: the parties, side by side on paper, are one under the
    // other here, and the PDF's bullets are the list's own markers.
    const words = (text: string) =>
      text
        .split(/\s+/u)
        .filter((word) => word !== '' && word !== '•')
        .sort();
    await expect.poll(async () => words(await document.innerText())).toEqual(words(pages.flat().join(' ')));
    const region = dialog.getByRole('region', { name: PREVIEW });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(
      await document
        .locator('p')
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(16);
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
