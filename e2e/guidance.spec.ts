/**
 * Guidance exact to the law (docs/decisions/042, 044), what needs a real browser: no axe violation
 * with a verdict, its sources and the explainer open, and the way to the mentions légales, read from
 * the configuration. The verdict following the ticked operations, the notice on incapacity and its
 * dated sources, the corrected rows and the words explained are tested on the whole page in a
 * simulated DOM: src/ui/shell/guidance.test.tsx (docs/decisions/134, 142).
 */
import { dayInWords } from '../src/domain/legal-content/day-in-words.ts';
import { documentTextOf, passageOf, sourceTitle, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { chooseOption, details } from './procuration-page.ts';
import { TEST_PUBLISHER } from './servers.ts';

const NO_LEGAL_ADVICE = /il ne donne pas de conseil juridique/;

test('a verdict with its sources open, and the explainer open: no axe violation', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await expect(form.section.getByText(passageOf('incapacity').text, { exact: true })).toBeVisible();
  await form.section.getByText(`Sources (vérifiées le ${dayInWords(verdictRowOf('Autre').checked)})`, { exact: true }).click();
  for (const id of passageOf('incapacity').sources) await expect(form.section.getByText(sourceTitle(id), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const summary = page.getByText(/^Qu'est-ce qu'une procuration\s\?$/);
  await summary.click();
  const explainer = page.locator('details', { has: summary });
  await expect(explainer.getByText(documentTextOf('page', 'whatIsAProcuration'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the top of the page says no legal advice is given and leads to the mentions légales, read from the configuration', async ({
  page,
}) => {
  await page.goto('/');
  const about = page.getByRole('complementary', { name: 'À propos de ce service', exact: true });
  await expect(about.getByText(NO_LEGAL_ADVICE)).toBeVisible();
  await about.getByRole('link', { name: 'Mentions légales', exact: true }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  for (const value of Object.values(TEST_PUBLISHER)) await expect(page.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByText(NO_LEGAL_ADVICE)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Retour au générateur de procuration' }).click();
  await expect(page).toHaveURL(/\/$/);
});
