/**
 * Usable alone on a phone (docs/decisions/063): messages follow the person, success stays and says
 * where the file went, and the generate buttons stay at hand without covering a field. At 375 px, and
 * the messages at 1280 px too. The folded optional fields are checked on the whole page in a simulated
 * DOM (src/ui/shell/person-folds.test.tsx, docs/decisions/225).
 */
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  generatePdf,
  GRANTOR_CARD,
  MESSAGES,
  openFilledPage,
  personFields,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const MADE = /^Le fichier procuration\.pdf a été téléchargé/;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a failed attempt then a successful one leaves no stale message, and the success stays, naming the file and where it went', async ({
      page,
    }) => {
      await page.clock.install();
      await openFilledPage(page);
      await button(page, WITH_SIGNATURE).click();
      await expect(page.getByRole('alert').getByText(MESSAGES.signature)).toBeVisible();

      const made = await generatePdf(page, WITHOUT_SIGNATURE);
      expect(made.fileName).toBe('procuration.pdf');
      await expect(page.getByText(MESSAGES.signature)).toHaveCount(0);
      const notice = page.getByRole('status').filter({ hasText: MADE });
      await expect(notice).toContainText('procuration.pdf');
      await expect(notice).toContainText('«\u00a0Téléchargements\u00a0»');

      // Half a minute later, it is still there; the next change of the form takes it away.
      await page.clock.runFor(30_000);
      await expect(notice).toBeVisible();
      await personFields(page, ATTORNEY_CARD).city.fill('Villeurbanne');
      await expect(page.getByText(MADE)).toHaveCount(0);
    });

    test('the toast of a failed attempt goes once every field it named is fixed', async ({ page }) => {
      await openFilledPage(page);
      const lastName = personFields(page, GRANTOR_CARD).lastName;
      await lastName.fill('');
      await button(page, WITHOUT_SIGNATURE).click();
      await expect(page.getByRole('alert').getByText(MESSAGES.grantor)).toBeVisible();
      await expect(lastName).toBeFocused();
      await lastName.fill('Lefèvre');
      await expect(page.getByRole('alert').getByText(MESSAGES.grantor)).toHaveCount(0);
    });
  });
}

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('once the form is begun, the generate buttons stay on screen, and a field taking the focus is never under them', async ({
    page,
  }) => {
    await page.goto('/');
    const grantor = personFields(page, GRANTOR_CARD);
    await grantor.lastName.fill('Lefèvre');
    const generate = button(page, WITHOUT_SIGNATURE);
    await expect(generate).toBeInViewport();
    await expect(button(page, WITH_SIGNATURE)).toBeInViewport();

    const city = personFields(page, ATTORNEY_CARD).city;
    await city.focus();
    await expect(city).toBeInViewport();
    const field = await city.boundingBox();
    const bar = await generate.boundingBox();
    if (!field || !bar) throw new Error('the field or the button has no box');
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
  });
});
