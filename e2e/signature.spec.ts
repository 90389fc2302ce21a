import { expect, test } from './fixtures.ts';
import {
  button,
  drawSignature,
  generatePdf,
  inkPixels,
  MESSAGES,
  openFilledPage,
  signaturePad,
  toast,
  WITH_SIGNATURE,
} from './procuration-page.ts';

test('the signature pad is a 200 px high white canvas with black ink', async ({ page }) => {
  await page.goto('/');
  const pad = signaturePad(page);
  await expect(pad).toBeVisible();
  expect((await pad.boundingBox())?.height).toBeCloseTo(200, 0);
  expect(await inkPixels(page)).toBe(0);
  await drawSignature(page);
  expect(await inkPixels(page)).toBeGreaterThan(0);
});

test('saving an empty pad keeps no signature', async ({ page }) => {
  await openFilledPage(page);
  await button(page, 'Sauvegarder la signature').click();
  await button(page, WITH_SIGNATURE).click();
  await expect(toast(page, MESSAGES.signature)).toBeVisible();
});

test('"Effacer" clears the pad and the saved signature', async ({ page }) => {
  await openFilledPage(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await button(page, 'Effacer').click();
  expect(await inkPixels(page)).toBe(0);

  await button(page, WITH_SIGNATURE).click();
  await expect(toast(page, MESSAGES.signature)).toBeVisible();

  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(1);
});

test('the signature survives a window resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFilledPage(page);
  await drawSignature(page);
  const pad = signaturePad(page);
  const widthBefore = (await pad.boundingBox())?.width ?? 0;

  await page.setViewportSize({ width: 700, height: 900 });
  await expect.poll(async () => (await pad.boundingBox())?.width ?? 0).toBeLessThan(widthBefore);
  // Once the resize debounce has run, the canvas backing store follows its new size (not a stretched old
  // bitmap): wait for that, then the strokes are drawn again on it.
  const pixelRatio = await page.evaluate(() => window.devicePixelRatio);
  const backing = () => pad.evaluate((canvas) => (canvas as HTMLCanvasElement).width / canvas.getBoundingClientRect().width);
  await expect.poll(backing).toBeCloseTo(pixelRatio, 1);
  expect(await inkPixels(page)).toBeGreaterThan(0);

  await button(page, 'Sauvegarder la signature').click();
  const { pdf } = await generatePdf(page, WITH_SIGNATURE);
  expect(pdf.imageCount).toBe(1);
});

test('the saved signature is the ink framed in the 5:3 proportions of its 50×30 place in the PDF', async ({ page }) => {
  await page.goto('/');
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const preview = page.getByRole('img', { name: 'Aperçu de la signature enregistrée' });
  await expect(preview).toBeVisible();
  const size = await preview.evaluate((image) => {
    if (!(image instanceof HTMLImageElement)) throw new Error('the preview is not an <img>');
    return { width: image.naturalWidth, height: image.naturalHeight, source: image.src };
  });
  expect(size.source).toMatch(/^data:image\/png;base64,/);
  expect(size).toMatchObject({ width: 600, height: 360 });
});
