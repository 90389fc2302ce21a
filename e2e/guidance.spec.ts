/**
 * Guidance exact to the law (docs/decisions/042, 044): the verdict follows the ticked operations,
 * every verdict carries the notice on incapacity and its dated sources, the words are explained,
 * and the page says it gives no legal advice and who publishes it.
 */
import { documentTextOf, levelTitle, passageOf, sourceTitle, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import { forbiddenClaimsIn } from '../src/domain/forbidden-claims.test-helper.ts';
import { dayInWords } from '../src/domain/legal-content/day-in-words.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ATTORNEY_CARD, card, chooseOption, details, GRANTOR_CARD } from './procuration-page.ts';
import { TEST_PUBLISHER } from './servers.ts';

// The legal content by key (docs/decisions/070): the tests name a row or a text, never copy its words.
const NOTARY = levelTitle('notary');
const OFFICIAL_FORM = levelTitle('officialForm');
const SUITABLE = levelTitle('suitable');
const NO_LEGAL_ADVICE = /il ne donne pas de conseil juridique/;

test('Immobilière: managing a rental alone needs no notary; ticking a sale brings the notary, unticking it takes it away', async ({
  page,
}) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Immobilière');
  await form.operation('Gestion de location').check();
  await expect(form.section.getByText(SUITABLE, { exact: true })).toBeVisible();
  await expect(form.section.getByText(NOTARY, { exact: true })).toHaveCount(0);
  await expect(form.type).toHaveAccessibleDescription(new RegExp(`^${SUITABLE}`));

  await form.operation('Vente de propriété').check();
  const verdict = form.section.getByText(NOTARY, { exact: true }).locator('..');
  await expect(verdict).toBeVisible();
  for (const paragraph of [
    ...verdictRowOf('Immobilière', 'Vente de propriété').says,
    ...verdictRowOf('Immobilière', 'Gestion de location').says,
  ]) {
    await expect(verdict).toContainText(paragraph);
  }
  await expect(form.type).toHaveAccessibleDescription(new RegExp(`^${NOTARY}`));

  await form.operation('Vente de propriété').uncheck();
  await expect(form.section.getByText(NOTARY, { exact: true })).toHaveCount(0);
  expect(forbiddenClaimsIn((await form.section.textContent()) ?? '')).toEqual([]);
});

test('Enfants: school enrolment has no official-form level and no exit authorisation', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Enfants');
  await form.operation('Inscription scolaire').check();
  const verdict = page.locator('#type-verdict');
  await expect(verdict).toContainText(levelTitle(verdictRowOf('Enfants', 'Inscription scolaire').level));
  for (const paragraph of verdictRowOf('Enfants', 'Inscription scolaire').says) await expect(verdict).toContainText(paragraph);
  await expect(form.section.getByText(OFFICIAL_FORM, { exact: true })).toHaveCount(0);
  // The exit authorisation belongs to the type's own row, not to school enrolment.
  const exitAuthorisation = verdictRowOf('Enfants').says.find(
    (paragraph) => !verdictRowOf('Enfants', 'Inscription scolaire').says.includes(paragraph),
  );
  await expect(verdict).not.toContainText(exitAuthorisation ?? '');
});

test('Enfants: two ticked operations that share a paragraph show it once', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Enfants');
  await form.operation('Inscription scolaire').check();
  await form.operation('Soins médicaux').check();
  const verdict = page.locator('#type-verdict');
  for (const paragraph of verdictRowOf('Enfants', 'Soins médicaux').says) {
    await expect(verdict.getByText(paragraph, { exact: true })).toHaveCount(1);
  }
});

test('every verdict ends with the calm notice on incapacity, and its sources with the day they were checked', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  for (const type of ['Bancaire', 'Loisirs', 'Autre']) {
    await chooseOption(form.type, type);
    await expect(form.section.getByText(passageOf('incapacity').text, { exact: true })).toBeVisible();
  }
  const sources = form.section.getByText(`Sources (vérifiées le ${dayInWords(verdictRowOf('Autre').checked)})`, { exact: true });
  await sources.click();
  for (const id of passageOf('incapacity').sources) await expect(form.section.getByText(sourceTitle(id), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the words explained: a line under each card title, and what a procuration can and cannot do', async ({ page }) => {
  await page.goto('/');
  await expect(card(page, GRANTOR_CARD).getByText('vous, qui donnez le pouvoir', { exact: true })).toBeVisible();
  await expect(card(page, ATTORNEY_CARD).getByText('la personne qui agira pour vous', { exact: true })).toBeVisible();

  const summary = page.getByText(/^Qu'est-ce qu'une procuration\s\?$/);
  await summary.click();
  const explainer = page.locator('details', { has: summary });
  // The explained words, by their keys in content/legal/documents/page.yaml.
  for (const key of ['whatIsAProcuration', 'whatItDoesNotReplace', 'howItEnds']) {
    await expect(explainer.getByText(documentTextOf('page', key), { exact: true })).toBeVisible();
  }
  expect(forbiddenClaimsIn((await explainer.textContent()) ?? '')).toEqual([]);
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

/** The rows the issue found saying more or less than the law, shown as their content file says (docs/decisions/070). */
const CORRECTED_ROWS = [
  ['Administrative', "Déclaration d'impôts"],
  ['Juridique', 'Représentation en justice'],
  ['Véhicules', 'Vente de véhicule'],
  ['Dons et Héritages', 'Gestion de dons'],
  ['Dons et Héritages', "Gestion d'héritage"],
  ['Immobilière', 'Achat de propriété'],
  ['Bancaire', 'Ouverture/fermeture de compte'],
] as const;

test('the corrected rows: each shows its level’s title, its paragraphs and its route, read by key', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  const verdict = page.locator('#type-verdict');
  for (const [type, operation] of CORRECTED_ROWS) {
    await chooseOption(form.type, type);
    await form.operation(operation).check();
    const row = verdictRowOf(type, operation);
    await expect(verdict.getByText(levelTitle(row.level), { exact: true })).toBeVisible();
    for (const paragraph of row.says) await expect(verdict.getByText(paragraph, { exact: true })).toHaveCount(1);
    if (row.route) await expect(verdict).toContainText(row.route);
    await form.operation(operation).uncheck();
  }
});
