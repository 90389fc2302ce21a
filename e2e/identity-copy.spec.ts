/**
 * "Copie de pièce d'identité filigranée": an image and an organisme give a stamped PDF, made on the
 * device (in the PDF worker, docs/decisions/166, or on the main thread where it cannot be); the image is
 * never sent nor stored, and bad files get a clear message. The section's words on France Identité, and a
 * file refused before it is read (not an image, over 20 MB), are tested on the whole page in a simulated
 * DOM: src/ui/shell/identity-copy.test.tsx (docs/decisions/134, 246).
 */
import { signaturePng } from '../src/domain/test-factory.test-helper.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { fillPerson, fillValidForm, SECOND_ATTORNEY, toast } from './procuration-page.ts';
import { PDF_WORKER_SCRIPT, scriptsFetchedBy } from './warm-up.ts';
import type { Page, Route, Worker } from '@playwright/test';

const SECTION = "Copie de pièce d'identité filigranée";
const IMAGE_FIELD = /^Photo ou image de la pièce d'identité/;
const PNG = Buffer.from(signaturePng(1200, 800).split(',')[1] ?? '', 'base64');

const section = (page: Page) => page.getByRole('region', { name: SECTION });
const imageInput = (page: Page) => section(page).getByLabel(IMAGE_FIELD);
const recipient = (page: Page) => section(page).getByLabel('Organisme destinataire');
const createButton = (page: Page) => section(page).getByRole('button', { name: 'Créer la copie filigranée' });

/** Clicks « Créer la copie filigranée » and reads the PDF downloaded. */
async function createCopy(page: Page): Promise<{ fileName: string; pdf: Awaited<ReturnType<typeof readPdf>> }> {
  const started = page.waitForEvent('download');
  await createButton(page).click();
  const download = await started;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), pdf: await readPdf(new Uint8Array(Buffer.concat(chunks))) };
}

function today(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
}

test('an image and an organisme give a PDF holding the stamped image and the sentence; nothing is sent or stored', async ({ page }) => {
  await page.goto('/');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await imageInput(page).setInputFiles({ name: 'cni.png', mimeType: 'image/png', buffer: PNG });
  await recipient(page).fill('Banque Exemple');
  const { fileName, pdf } = await createCopy(page);
  expect(fileName).toBe('piece-identite-filigranee.pdf');
  expect(pdf.pages).toHaveLength(1);
  expect(pdf.pages[0]?.imageCount).toBe(1);
  expect(pdf.lines.join(' ')).toContain(`Copie remise à Banque Exemple le ${today()} — procuration — ne pas réutiliser`);

  // Only the page's own code was fetched: no upload, no POST.
  expect(requests.filter((line) => !line.startsWith('GET /assets/'))).toEqual([]);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toMatch(/cni\.png|image\/(png|jpeg)|Banque Exemple/);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
});

test.describe('bad input gets a clear message, on the field at fault', () => {
  test('no image, then no organisme', async ({ page }) => {
    await page.goto('/');
    await createButton(page).click();
    await expect(toast(page, "Choisissez d'abord une photo ou une image de la pièce d'identité.")).toBeVisible();
    await expect(imageInput(page)).toBeFocused();
    await imageInput(page).setInputFiles({ name: 'cni.png', mimeType: 'image/png', buffer: PNG });
    await createButton(page).click();
    await expect(toast(page, "Indiquez l'organisme à qui vous remettez la copie.")).toBeVisible();
    await expect(recipient(page)).toBeFocused();
    await expect(recipient(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('an image file that cannot be read', async ({ page }) => {
    await page.goto('/');
    await imageInput(page).setInputFiles({ name: 'cni.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('pas une vraie image') });
    await recipient(page).fill('Banque Exemple');
    await createButton(page).click();
    await expect(toast(page, 'Cette image ne peut pas être lue. Essayez une autre photo, au format JPEG, PNG ou WebP.')).toBeVisible();
  });
});

test('with several people on the procuration, the person chooses whose document it is and the stamp says it', async ({ page }) => {
  await page.goto('/');
  // Nobody named yet: nothing to choose.
  await expect(section(page).getByLabel('Titulaire de la pièce')).toHaveCount(0);
  await fillValidForm(page);
  await page.getByRole('button', { name: 'Ajouter un mandataire', exact: true }).click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const holder = section(page).getByLabel('Titulaire de la pièce');
  await expect(holder.locator('option')).toHaveText(['Jean Dupont', 'Élodie Martin', 'Hugo Bernard']);
  await holder.selectOption({ label: 'Hugo Bernard' });
  await imageInput(page).setInputFiles({ name: 'cni.png', mimeType: 'image/png', buffer: PNG });
  await recipient(page).fill('Banque Exemple');
  const { pdf } = await createCopy(page);
  // "d'Hugo": elided before a mute h (docs/decisions/117).
  expect(pdf.lines.join(' ')).toContain(`Copie de la pièce d'Hugo Bernard remise à Banque Exemple le ${today()}`);
  await expectNoAxeViolations(page);
});

test.describe('made off the main thread (docs/decisions/166)', () => {
  /** The stamping and the copy's PDF, one chunk in whichever thread makes the copy. */
  const STAMPING = /\/assets\/identity-copy-file-[\w-]+\.js$/;

  /** Of the scripts the page itself fetched, those holding jsPDF (the worker's own script aside: it runs in the worker). */
  async function pageScriptsHoldingJsPdf(page: Page): Promise<string[]> {
    const holding: string[] = [];
    for (const pathname of await scriptsFetchedBy(page)) {
      if (PDF_WORKER_SCRIPT.test(pathname)) continue;
      if ((await (await page.request.get(pathname)).text()).includes('jsPDF')) holding.push(pathname);
    }
    return holding;
  }

  async function fillSection(page: Page): Promise<void> {
    await imageInput(page).setInputFiles({ name: 'cni.png', mimeType: 'image/png', buffer: PNG });
    await recipient(page).fill('Banque Exemple');
  }

  test('the copy is made in the PDF worker: the stamping and jsPDF never come to the page; without Worker the page makes the same copy', async ({
    page,
  }) => {
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await page.goto('/');
    await fillSection(page);
    const inWorker = await createCopy(page);
    expect(inWorker.pdf.pages[0]?.imageCount).toBe(1);
    const pdfWorker = workers.find((worker) => PDF_WORKER_SCRIPT.test(new URL(worker.url()).pathname));
    if (!pdfWorker) throw new Error('no PDF worker');
    expect((await scriptsFetchedBy(pdfWorker)).filter((pathname) => STAMPING.test(pathname))).toHaveLength(1);
    expect((await scriptsFetchedBy(page)).filter((pathname) => STAMPING.test(pathname))).toEqual([]);
    expect(await pageScriptsHoldingJsPdf(page)).toEqual([]);

    // A browser without Worker: the page's main thread makes the copy, with the same code, line for line the same.
    await page.addInitScript('delete globalThis.Worker');
    await page.reload();
    await fillSection(page);
    const onMainThread = await createCopy(page);
    expect(onMainThread.fileName).toBe(inWorker.fileName);
    expect(onMainThread.pdf.lines).toEqual(inWorker.pdf.lines);
    expect(onMainThread.pdf.pages[0]?.imageCount).toBe(1);
    expect((await scriptsFetchedBy(page)).filter((pathname) => STAMPING.test(pathname))).toHaveLength(1);
    // The check above sees jsPDF where the page does fetch it.
    expect(await pageScriptsHoldingJsPdf(page)).not.toEqual([]);
  });

  test('a worker without OffscreenCanvas declines before reading the image, and the page makes the copy itself', async ({
    page,
    context,
  }) => {
    // The worker's script, served with OffscreenCanvas taken away first, as in a browser whose workers lack it.
    await context.route(PDF_WORKER_SCRIPT, async (route: Route) => {
      const body = await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: `delete globalThis.OffscreenCanvas;\n${body}` });
    });
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await fillSection(page);
    const { fileName, pdf } = await createCopy(page);
    expect(fileName).toBe('piece-identite-filigranee.pdf');
    expect(pdf.pages[0]?.imageCount).toBe(1);
    expect(pdf.lines.join(' ')).toContain(`Copie remise à Banque Exemple le ${today()} — procuration — ne pas réutiliser`);
    // The worker was asked and said no, by the name of its error only; its stamping code was never fetched.
    expect(warnings).toContainEqual(expect.stringMatching(/PDF worker: Error/));
    const pdfWorker = workers.find((worker) => PDF_WORKER_SCRIPT.test(new URL(worker.url()).pathname));
    if (!pdfWorker) throw new Error('no PDF worker');
    expect((await scriptsFetchedBy(pdfWorker)).filter((pathname) => STAMPING.test(pathname))).toEqual([]);
    expect((await scriptsFetchedBy(page)).filter((pathname) => STAMPING.test(pathname))).toHaveLength(1);
  });
});
