/**
 * Guidance exact to the law (docs/decisions/042, 044): the verdict follows the ticked operations,
 * every verdict carries the notice on incapacity and its dated sources, the words are explained,
 * and the page says it gives no legal advice and who publishes it.
 */
import { forbiddenClaimsIn } from '../src/domain/forbidden-claims.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ATTORNEY_CARD, card, chooseOption, details, GRANTOR_CARD } from './procuration-page.ts';
import { TEST_PUBLISHER } from './servers.ts';

const NOTARY = 'Un notaire est nécessaire';
const OFFICIAL_FORM = 'Un formulaire officiel est demandé';
const SUITABLE = 'Ce document convient généralement';
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
  await expect(verdict).toContainText("l'accord du conjoint est nécessaire");
  await expect(verdict).toContainText('gérer une location');
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
  await expect(verdict).toContainText("L'organisme a souvent sa propre procédure");
  await expect(verdict).toContainText("l'accord des deux parents");
  await expect(verdict).toContainText('seul un juge');
  await expect(form.section.getByText(OFFICIAL_FORM, { exact: true })).toHaveCount(0);
  await expect(verdict).not.toContainText('15646');
  await expect(verdict).not.toContainText('sortie du territoire');
});

test('every verdict ends with the calm notice on incapacity, and its sources with the day they were checked', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  for (const type of ['Bancaire', 'Loisirs', 'Autre']) {
    await chooseOption(form.type, type);
    const notice = form.section.getByText(/n'est pas faite pour le jour où vous ne pourriez plus exprimer votre volonté/);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('mandat de protection future');
    await expect(notice).toContainText('habilitation familiale');
  }
  const sources = form.section.getByText('Sources (vérifiées le 24 novembre 2026)', { exact: true });
  await sources.click();
  await expect(form.section.getByText('Code civil, art. 494-1 à 494-12 (habilitation familiale)', { exact: true })).toBeVisible();
  await expect(form.section.getByText('Code civil, art. 477 à 494 (mandat de protection future)', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the words explained: a line under each card title, and what a procuration can and cannot do', async ({ page }) => {
  await page.goto('/');
  await expect(card(page, GRANTOR_CARD).getByText('vous, qui donnez le pouvoir', { exact: true })).toBeVisible();
  await expect(card(page, ATTORNEY_CARD).getByText('la personne qui agira pour vous', { exact: true })).toBeVisible();

  const summary = page.getByText(/^Qu'est-ce qu'une procuration\s\?$/);
  await summary.click();
  const explainer = page.locator('details', { has: summary });
  await expect(explainer.getByText(/le pouvoir d'agir en votre nom/)).toBeVisible();
  await expect(explainer).toContainText("ne couvre que les actes d'administration");
  await expect(explainer).toContainText('Elle ne permet ni de décider de vos soins à votre place, ni de voter pour vous');
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
