/**
 * A person alone on a phone or a desktop (docs/decisions/049), what needs a real browser: a made PDF
 * is announced with what comes next; a drawn signature is never lost in silence; no message covers
 * the field it names. One press marking every field at fault, each with its own message, the dates'
 * messages and a fixed field losing its message are tested on the whole page in a simulated DOM:
 * src/ui/shell/every-error-at-once.test.tsx (docs/decisions/134).
 */
import type { Locator } from '@playwright/test';
import { documentTextOf } from '../scripts/legal/legal-content.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  details,
  drawSignature,
  GRANTOR_CARD,
  MESSAGES,
  openFilledPage,
  personFields,
  signaturePad,
  toast,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

// What comes next for the bank of fillValidForm: its own procedure (docs/decisions/106).
const DOWNLOADED = documentTextOf('procurationMessages', 'ownProcedureMadeMessage');
const UNSAVED =
  'Signature dessinée mais pas encore enregistrée\u00a0: appuyez sur «\u00a0Sauvegarder la signature\u00a0» pour la mettre dans le PDF.';

function overlap(a: { y: number; height: number }, b: { y: number; height: number }): number {
  return Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no message covers the field it names, nor the toast the focused field', async ({ page }) => {
      await page.goto('/');
      await button(page, WITH_SIGNATURE).click();
      await expect(toast(page, MESSAGES.grantor)).toBeVisible();
      const messages = page.locator('.field__error');
      expect(await messages.count()).toBeGreaterThan(15);
      for (const message of await messages.all()) {
        const id = await message.getAttribute('id');
        const field = page.locator(`[aria-describedby~="${id}"]`).first();
        // The operations group holds its message under its legend: no control there to cover.
        if ((await field.locator(`[id="${id}"]`).count()) > 0) continue;
        await message.scrollIntoViewIfNeeded();
        const [messageBox, fieldBox] = [await message.boundingBox(), await field.boundingBox()];
        if (!messageBox || !fieldBox) throw new Error(`no box for ${id}`);
        expect(overlap(messageBox, fieldBox), `${id} over its field`).toBe(0);
      }
      const focused = personFields(page, GRANTOR_CARD).lastName;
      const alert = page.getByRole('alert');
      const previous = await alert.evaluateHandle((region) => region.firstElementChild);
      await button(page, WITH_SIGNATURE).click();
      // The toast lives 8 s (src/ui/controls/toasts.tsx), which the reads after it may outlast on a busy
      // machine: its box is read in one step, in the page, as soon as the new toast is in and at rest.
      const toastBox = await alert.evaluate(async (region, old) => {
        const shown =
          region.firstElementChild && region.firstElementChild !== old
            ? region.firstElementChild
            : await new Promise<Element>((resolve) => {
                const observer = new MutationObserver(() => {
                  const child = region.firstElementChild;
                  if (child && child !== old) {
                    observer.disconnect();
                    resolve(child);
                  }
                });
                observer.observe(region, { childList: true });
              });
        await Promise.all(shown.getAnimations().map((animation) => animation.finished));
        const { y, height } = shown.getBoundingClientRect();
        return { y, height };
      }, previous);
      await expect(toast(page, MESSAGES.grantor)).toBeVisible();
      await expect(focused).toBeFocused();
      await expect(focused).toBeInViewport();
      const fieldBox = await focused.boundingBox();
      if (!fieldBox) throw new Error('no box for the field');
      expect(toastBox.height, 'the toast has a box').toBeGreaterThan(0);
      expect(overlap(fieldBox, toastBox)).toBe(0);
    });

    test('a made PDF clears the failed attempt and says, in the live region, what comes next', async ({ page }) => {
      await openFilledPage(page);
      await button(page, WITH_SIGNATURE).click();
      await expect(toast(page, MESSAGES.signature)).toBeVisible();
      const download = page.waitForEvent('download');
      await button(page, WITHOUT_SIGNATURE).click();
      expect((await download).suggestedFilename()).toBe('procuration.pdf');
      await expect(page.getByRole('status').getByText(DOWNLOADED, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByText(MESSAGES.signature)).toHaveCount(0);
    });

    test('a drawn but unsaved signature: told beside the pad what to press, then saved and used', async ({ page }) => {
      await openFilledPage(page);
      await drawSignature(page);
      const pad = signaturePad(page);
      await expect(page.getByText(UNSAVED, { exact: true })).toBeVisible();
      await button(page, WITH_SIGNATURE).click();
      // The specification's message for the case it names: no signature saved.
      await expect(toast(page, MESSAGES.signature)).toBeVisible();
      await expect(pad).toBeFocused();
      await expect(pad).toHaveAccessibleDescription(new RegExp(UNSAVED.replace(/[.*+?^${}()|[\]\\«»]/g, '.')));
      await button(page, 'Sauvegarder la signature').click();
      await expect(page.getByText('Signature enregistrée.', { exact: true })).toBeVisible();
      await expect(pad).not.toHaveAttribute('aria-invalid', 'true');
      const download = page.waitForEvent('download');
      await button(page, WITH_SIGNATURE).click();
      expect((await download).suggestedFilename()).toBe('procuration.pdf');
    });
  });
}

test.describe('the preview on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('"Voir l\'aperçu" sits right under the generate buttons, and the empty preview reads as a model at a readable size', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = button(page, "Voir l'aperçu");
    const [openerBox, generateBox] = [await opener.boundingBox(), await button(page, WITHOUT_SIGNATURE).boundingBox()];
    if (!openerBox || !generateBox) throw new Error('no box for the buttons');
    expect(openerBox.y - (generateBox.y + generateBox.height)).toBeLessThan(40);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Aperçu du document' });
    const body = dialog.getByText(/^Je soussigné/).first();
    await expect(body).toBeVisible();
    const text = await dialog.getByRole('article').innerText();
    expect(text).toContain('[Prénom] [Nom]');
    expect(text).not.toMatch(/, ,/);
    expect(text).toContain('valable du [date de début] au [date de fin].');
    const fontSize = await body.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    // Reflowed to the phone's width (docs/decisions/063): the body reads at 16 px.
    expect(fontSize).toBeGreaterThanOrEqual(16);
  });
});

test.describe('the details card at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fields side by side line up, messages shown or not', async ({ page }) => {
    await page.goto('/');
    const form = details(page);
    // Both tops read in one go: the page may scroll to the field at fault between two separate reads.
    const gap = async (first: Locator, second: Locator) =>
      first.evaluate(
        (a, b) => Math.abs(a.getBoundingClientRect().top - (b as Element).getBoundingClientRect().top),
        await second.elementHandle(),
      );
    for (const shown of [false, true]) {
      if (shown) {
        await button(page, WITHOUT_SIGNATURE).click();
        // Measured once the messages are in place, not while they arrive.
        await expect(form.type).toHaveAttribute('aria-invalid', 'true');
        await expect(form.startDate).toHaveAttribute('aria-invalid', 'true');
      }
      expect(await gap(form.type, form.startDate)).toBeLessThanOrEqual(1);
      expect(await gap(form.duration, form.endDate)).toBeLessThanOrEqual(1);
    }
  });
});
