import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  card,
  chooseOption,
  details,
  drawSignature,
  fillValidForm,
  GRANTOR_CARD,
  personFields,
} from './procuration-page.ts';

async function personCardBoxes(page: Page) {
  const grantor = await card(page, GRANTOR_CARD).boundingBox();
  const attorney = await card(page, ATTORNEY_CARD).boundingBox();
  if (!grantor || !attorney) throw new Error('a person card has no box');
  return { grantor, attorney };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the filled page has no horizontal scroll and the person cards are stacked', async ({ page }) => {
    await page.goto('/');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await fillValidForm(page);
    // The longest operation names of the list, and a long email.
    await personFields(page, GRANTOR_CARD).email.fill('jean-philippe.de-la-fontaine-saint-exupery@exemple-de-domaine.fr');
    const form = details(page);
    await chooseOption(form.type, 'Finances Personnelles');
    await form.operation("Gestion de portefeuille d'investissement").check();
    await chooseOption(form.duration, 'Autre');
    await drawSignature(page);
    await button(page, 'Sauvegarder la signature').click();

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const { grantor, attorney } = await personCardBoxes(page);
    expect(attorney.y).toBeGreaterThanOrEqual(grantor.y + grantor.height - 1);
    expect(grantor.x + grantor.width).toBeLessThanOrEqual(375);
    expect(attorney.x + attorney.width).toBeLessThanOrEqual(375);
  });
});

for (const width of [1024, 1280]) {
  test.describe(`on a ${width} px wide screen`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the two person cards sit side by side', async ({ page }) => {
      await page.goto('/');
      const { grantor, attorney } = await personCardBoxes(page);
      expect(Math.abs(attorney.y - grantor.y)).toBeLessThan(2);
      expect(attorney.x).toBeGreaterThanOrEqual(grantor.x + grantor.width - 1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
