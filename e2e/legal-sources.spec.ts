/**
 * The "Sources juridiques" page (docs/decisions/070, 072): built from the legal content files, served at
 * /sources, a rule per row, shared text and document text, each with its official sources as links and the day they
 * were checked; reached from the verdict's sources and from the mentions légales. Read by key, never
 * by copying the content's words.
 */
import { legalContent, sourceTitle, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import { readableTemplateText } from '../scripts/legal/document-template.ts';
import { typeLawPassages } from '../scripts/legal/sources-page.ts';
import { SOURCES_PATH } from '../src/contract/sources-path.ts';
import { dayInWords } from '../src/domain/legal-content/day-in-words.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { chooseOption, details } from './procuration-page.ts';

const content = legalContent();
const ruleCount =
  Object.keys(content.notices.passages).length +
  content.documents.reduce((count, entry) => count + Object.keys(entry.texts).length, 0) +
  // Each type: its nothing-ticked row, its operations' rows, and what its law says of the whole type (docs/decisions/170).
  content.verdicts.reduce((count, entry) => count + 1 + Object.keys(entry.operations).length + typeLawPassages(entry.typeLaw).length, 0);

test('every rule, grouped by type, with its sources as links and the day they were checked; no script needed', async ({ page }) => {
  await page.goto(SOURCES_PATH);
  await expect(page).toHaveTitle(/Sources juridiques/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sources juridiques' })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);

  const rules = page.getByRole('article');
  await expect(rules).toHaveCount(ruleCount);
  // Read in one pass: each rule's links and the day in its <time>.
  const read = await rules.evaluateAll((articles) =>
    articles.map((article) => ({
      links: [...article.querySelectorAll('a')].map((anchor) => anchor.href),
      day: article.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
  for (const { links, day } of read) {
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(new URL(href).protocol).toBe('https:');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }

  // One row, by key: its heading, its date in words, a link per source to the source's address.
  const row = verdictRowOf('Juridique', 'Représentation en justice');
  const rule = rules.filter({ has: page.getByRole('heading', { level: 3, name: 'Juridique\u00a0: Représentation en justice' }) });
  await expect(rule.locator('time').first()).toHaveText(dayInWords(row.checked));
  await expect(rule.locator('time').first()).toHaveAttribute('datetime', row.checked);
  for (const id of row.sources) {
    const source = content.sources[id]!;
    await expect(rule.getByRole('link', { name: sourceTitle(id), exact: true })).toHaveAttribute('href', source.address);
    // Each source with the day its own address was read (docs/decisions/106).
    const item = rule.getByRole('listitem').filter({ has: page.getByRole('link', { name: sourceTitle(id), exact: true }) });
    if (source.checked !== undefined) await expect(item.locator('time')).toHaveAttribute('datetime', source.checked);
  }
  // The powers the paper prints for the operation are shown with the rule.
  await expect(rule).toContainText(row.powers ?? 'missing powers');
  const typeHeadings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(typeHeadings).toEqual(expect.arrayContaining(content.verdicts.map((entry) => entry.type)));
  // Grouped by document too (docs/decisions/072): the paper's texts under the procuration's heading, each under its French heading.
  expect(typeHeadings).toEqual(expect.arrayContaining(content.documents.map((entry) => entry.title)));
  const paper = content.documents.find((entry) => entry.document === 'procuration')!;
  const clause = page
    .getByRole('region', { name: paper.title })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: paper.texts['endOfMandate']!.heading, exact: true }) });
  await expect(clause.getByRole('paragraph').first()).toHaveText(readableTemplateText(paper.texts['endOfMandate']!.text));
  await expect(clause.locator('time').first()).toHaveAttribute('datetime', paper.texts['endOfMandate']!.checked);
  // No document text is headed by its key any more.
  const keys = content.documents.flatMap((entry) => Object.keys(entry.texts));
  const ruleHeadings = await page.getByRole('heading', { level: 3 }).allTextContents();
  for (const key of keys) expect(ruleHeadings).not.toContain(key);
});

// A page of about a hundred rules: axe alone takes a while on it, so it has a test of its own (docs/decisions/161).
test('axe finds nothing on the page of every rule', async ({ page }) => {
  await page.goto(SOURCES_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Sources juridiques' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('reached from the verdict’s sources and from the mentions légales', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Loisirs');
  await form.section.getByText(/^Sources \(vérifiées le /).click();
  await form.section.getByRole('link', { name: 'Sources juridiques', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SOURCES_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sources juridiques' })).toBeVisible();

  await page.goto('/mentions-legales');
  await expect(page.getByRole('heading', { level: 2, name: 'Données personnelles' })).toBeVisible();
  await page.getByRole('link', { name: 'Sources juridiques', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SOURCES_PATH}$`));
});
