/**
 * The stored form's signature bounds (src/domain/stored-form.ts, docs/decisions/028) hold for what
 * the page saves: a dense scribble over the pad (the densest kind measured: thin, fast random
 * strokes filling a 5:3 box, about 350,000 characters at a pixel ratio of 1) is saved as a
 * 600 × 360 PNG under MAX_SIGNATURE_LENGTH, and the stored schema accepts it.
 */
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX, SIGNATURE_THROTTLE_MS } from '../src/domain/constants.ts';
import { MAX_SIGNATURE_LENGTH } from '../src/domain/field-limits.ts';
import { storedFormSchema } from '../src/domain/stored-form.ts';
import { expect, test } from './fixtures.ts';
import { button, signaturePad, STORAGE_KEY } from './procuration-page.ts';

const STROKES = 30;
const POINTS_PER_STROKE = 20;

test('the densest scribble the pad takes is saved as a 600 × 360 PNG the stored schema accepts', async ({ page }) => {
  await page.goto('/');
  const pad = signaturePad(page);
  await pad.scrollIntoViewIfNeeded();
  await expect(pad).toHaveAttribute('data-ready', 'true');
  // Six hundred pointer moves, drawn in the page in one round trip (not six hundred, which took most of a
  // minute on two busy cores), each at least the pad's throttle after the last, as a hand draws them.
  await pad.evaluate(
    async (canvas, { strokes, pointsPerStroke, throttleMs, imageRatio }) => {
      const box = canvas.getBoundingClientRect();
      // A box of the image's proportions, so the framing fills the whole image with ink.
      const height = box.height - 4;
      const width = Math.min(box.width - 4, height * imageRatio);
      let seed = 12_345;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const pointer = (type: string, buttons: number) =>
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons,
          pressure: buttons ? 0.5 : 0,
          clientX: box.x + 2 + random() * width,
          clientY: box.y + 2 + random() * height,
        });
      const afterThrottle = () => new Promise((next) => setTimeout(next, throttleMs + 1));
      for (let stroke = 0; stroke < strokes; stroke += 1) {
        canvas.dispatchEvent(pointer('pointerdown', 1));
        for (let point = 0; point < pointsPerStroke; point += 1) {
          await afterThrottle();
          canvas.dispatchEvent(pointer('pointermove', 1));
        }
        await afterThrottle();
        canvas.dispatchEvent(pointer('pointerup', 0));
      }
    },
    {
      strokes: STROKES,
      pointsPerStroke: POINTS_PER_STROKE,
      throttleMs: SIGNATURE_THROTTLE_MS,
      imageRatio: SIGNATURE_IMAGE_WIDTH_PX / SIGNATURE_IMAGE_HEIGHT_PX,
    },
  );
  await button(page, 'Sauvegarder la signature').click();

  const savedSignature = () =>
    page.evaluate((key): string => (JSON.parse(localStorage.getItem(key) ?? '{}') as { signature?: string }).signature ?? '', STORAGE_KEY);
  await expect.poll(savedSignature).toMatch(/^data:image\/png;base64,/);
  const saved = await savedSignature();
  const png = Buffer.from(saved.slice(saved.indexOf(',') + 1), 'base64');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SIGNATURE_IMAGE_WIDTH_PX, SIGNATURE_IMAGE_HEIGHT_PX]);
  expect(saved.length).toBeGreaterThan(200_000);
  expect(saved.length).toBeLessThanOrEqual(MAX_SIGNATURE_LENGTH);
  expect(storedFormSchema.shape.signature.safeParse(saved).success).toBe(true);
});
