/** The review sheet (docs/decisions/070, 072): every legal sentence once per place, with its key, sources and date. */
import { expect, test } from 'vitest';
import { reviewEntries, reviewSheet } from './legal-review.ts';
import { readLegalContent } from './read-legal-content.ts';

test('lists every paragraph, route, item, power and act of disposition of every row and every shared text, each with sources and a day', () => {
  const content = readLegalContent();
  const entries = reviewEntries(content);
  const rows = content.verdicts.flatMap((entry) => [entry.nothingTicked, ...Object.values(entry.operations)]);
  const documentTexts = content.documents.flatMap((document) => Object.values(document.texts));
  const expected =
    Object.keys(content.notices.passages).length +
    documentTexts.reduce((count, text) => count + (text.several === undefined ? 1 : 2), 0) +
    rows.reduce((count, row) => count + 1 + row.says.length + (row.route ? 1 : 0) + (row.bring?.length ?? 0), 0) +
    // Each operation's powers and act of disposition (docs/decisions/106).
    content.verdicts
      .flatMap((entry) => Object.values(entry.operations))
      .reduce((count, row) => count + (row.powers ? 1 : 0) + (row.disposition ? 1 : 0), 0) +
    // What the law says of a whole type, with its route (docs/decisions/170).
    content.verdicts.reduce(
      (count, { typeLaw }) =>
        count +
        (typeLaw?.always ?? []).reduce((sum, passage) => sum + 1 + (passage.route ? 1 : 0), 0) +
        (typeLaw?.substitutionCaution ? 1 : 0) +
        (typeLaw?.revocationRoute ? 1 : 0) +
        (typeLaw?.forCompany ? 1 : 0),
      0,
    );
  expect(entries).toHaveLength(expected);
  for (const entry of entries) {
    expect(entry.sources.length, entry.key).toBeGreaterThan(0);
    for (const source of entry.sources) expect(source).toMatch(/ — https:\/\//);
    expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(reviewSheet(content)).toContain(`${entries.length} textes`);
});

test('names each document text by its key, and says which sources still lead to a whole code', () => {
  const content = readLegalContent();
  const sheet = reviewSheet(content);
  expect(sheet).toContain(
    `[documents › procuration › endOfMandate › several]\n${content.documents.find((d) => d.document === 'procuration')!.texts['endOfMandate']!.several}`,
  );
  const imprecise = Object.entries(content.sources).filter(([, source]) => /\/codes\/texte_lc\/|\/search\//.test(source.address));
  for (const [id] of imprecise) expect(sheet).toContain(`  ${id} : `);
});
