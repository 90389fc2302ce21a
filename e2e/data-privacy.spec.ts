/**
 * Honest with people in a real browser (specification §2): the verdict under the type is shown below
 * it; the page reflows at 200 % and 400 % zoom and respects reduced motion. « Vos données », the
 * verdict of each type, the notice under the signature and the autofill tokens are checked on the whole
 * page in a simulated DOM (src/ui/shell/data-privacy.test.tsx, docs/decisions/225).
 */
import type { Page } from '@playwright/test';
import { levelTitle, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  GRANTOR_CARD,
  MESSAGES,
  openFilledPage,
  personFields,
  toast,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const PRIVACY_SUMMARY = 'Vos données';

test('the verdict is shown below the type it follows', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Bancaire');
  const verdict = form.section.getByText(levelTitle(verdictRowOf('Bancaire').level), { exact: true }).locator('..');
  await expect(verdict).toBeVisible();
  const [selectBox, verdictBox] = [await form.type.boundingBox(), await verdict.boundingBox()];
  expect(verdictBox?.y ?? 0).toBeGreaterThan(selectBox?.y ?? Infinity);
});

test('Escape closes « Effacer mes données ? » and keeps the form', async ({ page }) => {
  await page.goto('/');
  await personFields(page, GRANTOR_CARD).lastName.fill('Dupont');
  await page.getByText(PRIVACY_SUMMARY, { exact: true }).click();
  await button(page, 'Effacer mes données').click();
  const dialog = page.getByRole('dialog', { name: 'Effacer mes données ?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('Dupont');
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every visible element with a box lies within the viewport's width (nothing cut off at the left or right). */
async function elementsOutsideWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        outside.push(`${element.tagName.toLowerCase()}.${element.className} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return outside;
  });
}

/** A filled page with long words, a toast, an open calendar and "Vos données" open. */
async function busiestPage(page: Page) {
  await openFilledPage(page);
  await personFields(page, GRANTOR_CARD).email.fill('jean-philippe.de-la-fontaine-saint-exupery@exemple-de-domaine.fr');
  const form = details(page);
  await chooseOption(form.type, 'Finances Personnelles');
  await form.operation("Gestion de portefeuille d'investissement").check();
  await chooseOption(form.duration, 'Autre');
  await page.getByText(PRIVACY_SUMMARY, { exact: true }).click();
  await personFields(page, ATTORNEY_CARD).phone.fill('');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, MESSAGES.attorney)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await elementsOutsideWidth(page)).toEqual([]);

  await form.section.getByRole('button', { name: 'Sélectionner une date' }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await elementsOutsideWidth(page)).toEqual([]);
}

test.describe('at 200 % zoom (a 1280 px screen: 640 CSS px at device scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the page reflows without horizontal scrolling', async ({ page }) => {
    await busiestPage(page);
  });
});

test.describe('at 320 px (400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 256 }, hasTouch: true });

  test('the page reflows without horizontal scrolling', async ({ page }) => {
    await busiestPage(page);
  });
});

test.describe('motion', () => {
  async function toastAnimation(page: Page): Promise<string> {
    await page.goto('/');
    await button(page, WITHOUT_SIGNATURE).click();
    const message = toast(page, MESSAGES.grantor);
    await expect(message).toBeVisible();
    return message.locator('..').evaluate((element) => getComputedStyle(element).animationName);
  }

  test('toasts slide in by default', async ({ page }) => {
    expect(await toastAnimation(page)).not.toBe('none');
  });

  test('with prefers-reduced-motion: reduce, toasts appear without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await toastAnimation(page)).toBe('none');
  });
});
