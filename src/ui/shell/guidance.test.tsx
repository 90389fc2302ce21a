// @vitest-environment happy-dom
/**
 * Guidance exact to the law (docs/decisions/042, 044), on the whole page in a simulated DOM: the
 * verdict under the type follows the ticked operations, every verdict carries the notice on
 * incapacity and its dated sources, the words are explained, and the page says it gives no legal
 * advice. The legal content is read by key (docs/decisions/070): the tests name a row or a text,
 * never copy its words. Moved from e2e/guidance.spec.ts, which keeps axe on those parts and the way
 * to the mentions légales (docs/decisions/134, 142).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  documentTextOf,
  legalContent,
  levelTitle,
  passageOf,
  sourceTitle,
  typeLawOf,
  verdictRowOf,
} from '../../../scripts/legal/legal-content.test-helper.ts';
import { forbiddenClaimsIn } from '../../domain/forbidden-claims.test-helper.ts';
import { dayInWords } from '../../domain/legal-content/day-in-words.ts';
import { ONE_TYPE_PER_PAPER_HINT } from '../../domain/one-type-per-paper.ts';
import { card, chooseOption, details, renderPage, WHOLE_TEXT } from './page.test-helper.ts';
import { ATTORNEY_CARD, GRANTOR_CARD } from './page-words.test-helper.ts';
import { WhatIsAProcuration } from './what-is-a-procuration.tsx';

const NOTARY = levelTitle('notary');
const OFFICIAL_FORM = levelTitle('officialForm');
const SUITABLE = levelTitle('suitable');
const NO_LEGAL_ADVICE = /il ne donne pas de conseil juridique/;

/** The verdict: the part of the type select's description that begins with a level's title. */
function findVerdict(): Promise<HTMLElement> {
  const titles = Object.values(legalContent().notices.levels);
  return waitFor(() => {
    const ids = (details().type.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const verdict = ids
      .map((id) => document.getElementById(id))
      .find((element) => titles.some((title) => element?.textContent?.startsWith(title)));
    if (!verdict) throw new Error('the type select is not described by a verdict');
    return verdict;
  });
}

/** How many elements of `scope` say exactly `text`. */
function countOf(scope: HTMLElement, text: string): number {
  return within(scope).queryAllByText(text, WHOLE_TEXT).length;
}

test('Immobilière: managing a rental alone needs no notary; ticking a sale brings the notary, unticking it takes it away', async () => {
  const user = await renderPage();
  const form = details();
  await chooseOption(user, form.type, 'Immobilière');
  await user.click(form.operation('Gestion de location'));
  expect(await within(form.section).findByText(SUITABLE, WHOLE_TEXT)).toBeVisible();
  expect(countOf(form.section, NOTARY)).toBe(0);
  expect(form.type).toHaveAccessibleDescription(new RegExp(`^${SUITABLE}`));

  await user.click(form.operation('Vente de propriété'));
  const verdict = (await within(form.section).findByText(NOTARY, WHOLE_TEXT)).parentElement!;
  expect(verdict).toBeVisible();
  for (const paragraph of [
    ...verdictRowOf('Immobilière', 'Vente de propriété').says,
    ...verdictRowOf('Immobilière', 'Gestion de location').says,
  ]) {
    expect(verdict.textContent).toContain(paragraph);
  }
  expect(form.type).toHaveAccessibleDescription(new RegExp(`^${NOTARY}`));

  await user.click(form.operation('Vente de propriété'));
  expect(countOf(form.section, NOTARY)).toBe(0);
  expect(forbiddenClaimsIn(form.section.textContent ?? '')).toEqual([]);
});

test('Enfants: school enrolment has no official-form level, and the exit authorisation shows with a ticked operation too (issue 55)', async () => {
  const user = await renderPage();
  const form = details();
  await chooseOption(user, form.type, 'Enfants');
  await user.click(form.operation('Inscription scolaire'));
  const row = verdictRowOf('Enfants', 'Inscription scolaire');
  const verdict = await findVerdict();
  expect(verdict.textContent).toContain(levelTitle(row.level));
  for (const paragraph of row.says) expect(verdict.textContent).toContain(paragraph);
  expect(countOf(form.section, OFFICIAL_FORM)).toBe(0);
  // The exit authorisation is the whole type's: said with every row, ticked or not, with its route.
  const [exitAuthorisation] = typeLawOf('Enfants').always ?? [];
  expect(verdict.textContent).toContain(exitAuthorisation?.text);
  expect(verdict.textContent).toContain(exitAuthorisation?.route);
});

test('Enfants: two ticked operations that share a paragraph show it once', async () => {
  const user = await renderPage();
  const form = details();
  await chooseOption(user, form.type, 'Enfants');
  await user.click(form.operation('Inscription scolaire'));
  await user.click(form.operation('Soins médicaux'));
  const verdict = await findVerdict();
  for (const paragraph of verdictRowOf('Enfants', 'Soins médicaux').says) expect(countOf(verdict, paragraph)).toBe(1);
});

test('every verdict ends with the calm notice on incapacity, and its sources with the day they were checked', async () => {
  const user = await renderPage();
  const form = details();
  for (const type of ['Bancaire', 'Loisirs', 'Autre']) {
    await chooseOption(user, form.type, type);
    expect(await within(form.section).findByText(passageOf('incapacity').text, WHOLE_TEXT)).toBeVisible();
  }
  const sources = within(form.section).getByText(`Sources (vérifiées le ${dayInWords(verdictRowOf('Autre').checked)})`, WHOLE_TEXT);
  const source = (id: string) => within(form.section).getByText(sourceTitle(id), WHOLE_TEXT);
  for (const id of passageOf('incapacity').sources) expect(source(id)).not.toBeVisible();
  await user.click(sources);
  for (const id of passageOf('incapacity').sources) expect(source(id)).toBeVisible();
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

test('the corrected rows: each shows its level’s title, its paragraphs and its route, read by key', async () => {
  const user = await renderPage();
  const form = details();
  for (const [type, operation] of CORRECTED_ROWS) {
    await chooseOption(user, form.type, type);
    await user.click(form.operation(operation));
    const row = verdictRowOf(type, operation);
    const verdict = await findVerdict();
    expect(await within(verdict).findByText(levelTitle(row.level), WHOLE_TEXT)).toBeVisible();
    for (const paragraph of row.says) expect(countOf(verdict, paragraph)).toBe(1);
    if (row.route) expect(verdict.textContent).toContain(row.route);
    await user.click(form.operation(operation));
  }
});

test('the words explained: a line under each person card title', async () => {
  await renderPage();
  expect(within(card(GRANTOR_CARD)).getByText('vous, qui donnez le pouvoir', WHOLE_TEXT)).toBeVisible();
  expect(within(card(ATTORNEY_CARD)).getByText('la personne qui agira pour vous', WHOLE_TEXT)).toBeVisible();
});

test('above the page (rendered before it at build time): what a procuration can and cannot do, and no legal advice', async () => {
  const user = userEvent.setup({ delay: null });
  render(<WhatIsAProcuration />);
  const about = screen.getByRole('complementary', { name: 'À propos de ce service' });
  const summary = within(about).getByText(/^Qu'est-ce qu'une procuration\s\?$/);
  const explainer = summary.closest('details')!;
  const paragraphs = ['whatIsAProcuration', 'whatItDoesNotReplace', 'howItEnds'].map((key) =>
    within(explainer).getByText(documentTextOf('page', key), WHOLE_TEXT),
  );
  for (const paragraph of paragraphs) expect(paragraph).not.toBeVisible();
  await user.click(summary);
  // The explained words, by their keys in content/legal/documents/page.yaml.
  for (const paragraph of paragraphs) expect(paragraph).toBeVisible();
  expect(forbiddenClaimsIn(explainer.textContent ?? '')).toEqual([]);

  expect(within(about).getByText(NO_LEGAL_ADVICE)).toBeVisible();
  expect(within(about).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
});

test('once a type is chosen, a hint beside it says that steps of two types take two papers (issue 55)', async () => {
  const user = await renderPage();
  const form = details();
  expect(within(form.section).queryByText(ONE_TYPE_PER_PAPER_HINT, WHOLE_TEXT)).toBeNull();
  await chooseOption(user, form.type, 'Bancaire');
  expect(await within(form.section).findByText(ONE_TYPE_PER_PAPER_HINT, WHOLE_TEXT)).toBeVisible();
  await chooseOption(user, form.type, 'Véhicules');
  expect(within(form.section).getAllByText(ONE_TYPE_PER_PAPER_HINT, WHOLE_TEXT)).toHaveLength(1);
});
