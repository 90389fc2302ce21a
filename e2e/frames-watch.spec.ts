/**
 * The watch that ends a test whose page stopped drawing (docs/decisions/168). A real stall cannot be
 * caused at will (docs/notes/103-why-a-document-stops-drawing.md); a page whose animation frames never
 * call back, while its main thread answers, is what the watch sees of one.
 */
import { expect, test } from '@playwright/test';
import { closeWhenFramesStop } from './frames-probe.ts';

test('a page that answers but draws no frame is closed, and the reason given', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/mentions-legales');
  let reason = '';
  const closed = page.waitForEvent('close');
  closeWhenFramesStop(page, (why) => (reason = why));
  await closed;
  expect(reason).toMatch(
    /^no frame in 9 s while the page answered \(no frame in 3 s \(visibility visible, readyState complete, paints: .+\)\): page closed$/,
  );
});
