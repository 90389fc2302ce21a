/**
 * The PDF made off the main thread (docs/decisions/138): in a module worker, with the same content
 * as on the main thread, which still makes it where there is no `Worker`; while making takes longer
 * than a blink, the page says « Préparation du document… » politely, then what it says today. Once the
 * person has begun and the browser was idle, the worker is already there: the click fetches no script
 * (docs/decisions/139), and nothing is fetched ahead where the person asked to save data but what the
 * preview on screen needs: its pages are laid out in the same worker (docs/decisions/159).
 */
import type { Route, Worker } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { download, WORD } from './editable-copies.ts';
import { downloadRevocation, REVOCATION } from './other-documents.ts';
import { beginAndWarmUp, PDF_WORKER_SCRIPT, scriptsFetchedBy, scriptsRequested, workersStarted } from './warm-up.ts';
import {
  fillValidForm,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  openFilledPage,
  personFields,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const PREPARING = 'Préparation du document…';
const WARM_UP_SCRIPT = /\/assets\/warm-up-[\w-]+\.js$/;

test('the PDF is made in a worker, and reads the same as the one made without it', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await openFilledPage(page);
  const inWorker = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(workers.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
  expect(inWorker.pdf.lines.join(' ')).toContain(GRANTOR.lastName);

  // The same form, kept on this device, in a browser without Worker: the page makes the same PDF on its main thread.
  await page.addInitScript('delete globalThis.Worker');
  await page.reload();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  workers.length = 0;
  const onMainThread = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(workers).toEqual([]);
  expect(onMainThread.fileName).toBe(inWorker.fileName);
  expect(onMainThread.pdf.lines).toEqual(inWorker.pdf.lines);
  // The same metadata but the moment of making, which is the second each was made.
  const withoutMoment = (info: typeof inWorker.pdf.info) => ({ ...info, creationDate: undefined });
  expect(withoutMoment(onMainThread.pdf.info)).toEqual(withoutMoment(inWorker.pdf.info));
});

test('while the PDF is being made, the page says « Préparation du document… », then the download replaces it', async ({
  page,
  context,
}) => {
  // The worker's script is held until the announcement is seen: the wait is the test's, not a guess of the machine's speed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(PDF_WORKER_SCRIPT, async (route: Route) => {
    await held;
    await route.continue();
  });
  await openFilledPage(page);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: WITHOUT_SIGNATURE, exact: true }).click();
  await expect(page.getByRole('status').getByText(PREPARING, { exact: true })).toBeVisible();
  release();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('procuration.pdf');
  await expect(toast(page, PREPARING)).toHaveCount(0);
});

test('once the person has begun and the browser was idle, the click fetches no script: the worker is already there', async ({ page }) => {
  const workers = workersStarted(page);
  const everyScript = scriptsRequested(page);
  await beginAndWarmUp(page);
  expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
  expect(workers.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);

  const afterTheClick = scriptsRequested(page);
  const made = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(made.pdf.lines.join(' ')).toContain(GRANTOR.lastName);
  // What the page says once the PDF is made is there too: its words were fetched ahead as well.
  await expect(page.locator('.made-notice')).not.toBeEmpty();
  expect(afterTheClick).toEqual([]);
  expect(workers.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
});

test('the Word copy and the revocation letter are made in the worker too: their code comes to it, not to the page, and they read the same without it', async ({
  page,
}) => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await beginAndWarmUp(page);
  const word = await download(page, WORD);
  const letter = await downloadRevocation(page, REVOCATION);
  const pdfWorker = workers.find((worker) => PDF_WORKER_SCRIPT.test(new URL(worker.url()).pathname));
  if (!pdfWorker) throw new Error('no PDF worker');
  const theirCode = /\/assets\/(?:procuration-docx|revocation-pdf)-[\w-]+\.js$/;
  expect((await scriptsFetchedBy(pdfWorker)).filter((pathname) => theirCode.test(pathname))).toHaveLength(2);
  expect((await scriptsFetchedBy(page)).filter((pathname) => theirCode.test(pathname))).toEqual([]);

  // The same form, kept on this device, in a browser without Worker: the same files, made on the main thread.
  await page.addInitScript('delete globalThis.Worker');
  await page.reload();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  const wordOnMainThread = await download(page, WORD);
  expect(wordOnMainThread.fileName).toBe(word.fileName);
  expect(wordOnMainThread.paragraphs).toEqual(word.paragraphs);
  const letterOnMainThread = await downloadRevocation(page, REVOCATION);
  expect(letterOnMainThread.fileName).toBe(letter.fileName);
  expect(letterOnMainThread.text).toBe(letter.text);
  expect((await scriptsFetchedBy(page)).filter((pathname) => theirCode.test(pathname))).toHaveLength(2);
});

test.describe('where the person asked to save data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  });

  test.describe('on a phone, the preview closed', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

    test('nothing is fetched ahead: the worker comes with the click, and the PDF is made', async ({ page }) => {
      const everyScript = scriptsRequested(page);
      await page.goto('/');
      await fillValidForm(page);
      expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toEqual([]);
      const made = await generatePdf(page, WITHOUT_SIGNATURE);
      expect(made.pdf.lines.join(' ')).toContain(GRANTOR.lastName);
      expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
      // Not even the warm-up's own code was asked for, before the click or after it.
      expect(everyScript.filter((pathname) => WARM_UP_SCRIPT.test(pathname))).toEqual([]);
    });
  });

  test('on a wide screen, only what the screen shows: the preview is laid out in the worker, which then makes the PDF', async ({
    page,
  }) => {
    const everyScript = scriptsRequested(page);
    await page.goto('/');
    await fillValidForm(page);
    // The preview beside the form is on screen; its pages are laid out in the worker (docs/decisions/159).
    await expect(page.getByRole('region', { name: 'Aperçu du document', exact: true })).toContainText(GRANTOR.lastName);
    expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
    const made = await generatePdf(page, WITHOUT_SIGNATURE);
    expect(made.pdf.lines.join(' ')).toContain(GRANTOR.lastName);
    expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toHaveLength(1);
    expect(everyScript.filter((pathname) => WARM_UP_SCRIPT.test(pathname))).toEqual([]);
  });
});
