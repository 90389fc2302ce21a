/**
 * "Copie de pièce d'identité filigranée": an image and an organisme give a stamped PDF, made on the
 * device; the image is never sent nor stored, and bad files get a clear message.
 */
import { signaturePng } from '../src/domain/test-factory.test-helper.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { fillPerson, fillValidForm, SECOND_ATTORNEY, toast } from './procuration-page.ts';
import type { Page } from '@playwright/test';

const SECTION = "Copie de pièce d'identité filigranée";
const IMAGE_FIELD = /^Photo ou image de la pièce d'identité/;
const PNG = Buffer.from(signaturePng(1200, 800).split(',')[1] ?? '', 'base64');

const section = (page: Page) => page.getByRole('region', { name: SECTION });
const imageInput = (page: Page) => section(page).getByLabel(IMAGE_FIELD);
const recipient = (page: Page) => section(page).getByLabel('Organisme destinataire');
const createButton = (page: Page) => section(page).getByRole('button', { name: 'Créer la copie filigranée' });

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
  const started = page.waitForEvent('download');
  await createButton(page).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('piece-identite-filigranee.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = await readPdf(new Uint8Array(Buffer.concat(chunks)));
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

  test('a file that is not an image', async ({ page }) => {
    await page.goto('/');
    await imageInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
    await recipient(page).fill('Banque Exemple');
    await createButton(page).click();
    await expect(toast(page, "Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.")).toBeVisible();
  });

  test('an image file that cannot be read', async ({ page }) => {
    await page.goto('/');
    await imageInput(page).setInputFiles({ name: 'cni.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('pas une vraie image') });
    await recipient(page).fill('Banque Exemple');
    await createButton(page).click();
    await expect(toast(page, 'Cette image ne peut pas être lue. Essayez une autre photo, au format JPEG, PNG ou WebP.')).toBeVisible();
  });

  test('an image over 20 MB, with the limit stated', async ({ page }) => {
    await page.goto('/');
    await imageInput(page).setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(21 * 1024 * 1024) });
    await recipient(page).fill('Banque Exemple');
    await createButton(page).click();
    await expect(
      toast(page, 'Cette image est trop lourde : 20 Mo et 50 millions de pixels au plus. Choisissez une photo plus légère.'),
    ).toBeVisible();
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
  const started = page.waitForEvent('download');
  await createButton(page).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await started).createReadStream()) chunks.push(chunk as Buffer);
  const pdf = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  // "d'Hugo": elided before a mute h (docs/decisions/117).
  expect(pdf.lines.join(' ')).toContain(`Copie de la pièce d'Hugo Bernard remise à Banque Exemple le ${today()}`);
  await expectNoAxeViolations(page);
});

test('the section names the State’s own alternative: France Identité’s single-use identity proof', async ({ page }) => {
  await page.goto('/');
  const alternative = section(page).getByText(/France Identité/);
  await expect(alternative).toBeVisible();
  await expect(alternative).toContainText("justificatif d'identité à usage unique");
});
