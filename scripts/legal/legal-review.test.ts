/** The review sheet (docs/decisions/070, 072): every legal sentence once per place, with its key, sources and date. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { verdictRowOf } from './legal-content.test-helper.ts';
import { reviewEntries, reviewSheet } from './legal-review.ts';
import { LEGAL_CONTENT_DIR, readLegalContent } from './read-legal-content.ts';

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
    `[documents › procuration › endOfMandate › text]\n${content.documents.find((d) => d.document === 'procuration')!.texts['endOfMandate']!.text}`,
  );
  const imprecise = Object.entries(content.sources).filter(([, source]) => /\/codes\/texte_lc\/|\/search\//.test(source.address));
  for (const [id] of imprecise) expect(sheet).toContain(`  ${id} : `);
});

test('prints each golden paper first, as the one text a reader reads, with the sources of what it prints, then the verdict rows', () => {
  const content = readLegalContent();
  const sheet = reviewSheet(content);
  const papersAt = sheet.indexOf('══ Les papiers de ');
  const rowsAt = sheet.indexOf('══ Les lignes de verdict');
  expect(papersAt).toBeGreaterThan(0);
  expect(rowsAt).toBeGreaterThan(papersAt);
  const vehicle = sheet.slice(sheet.indexOf('━━━ vehicule-vendu-trois-mandataires-separement ━━━'));
  const paper = vehicle.slice(0, vehicle.indexOf('\n━━━ '));
  // The paper as committed under content/legal/golden/, page by page.
  const committed = readFileSync(
    path.join(LEGAL_CONTENT_DIR, 'golden/vehicule-vendu-trois-mandataires-separement/procuration.pdf.txt'),
    'utf8',
  ).trimEnd();
  expect(paper).toContain(`── procuration.pdf ──\n${committed}`);
  // Its sources: the vehicle sale's row and the validity sentence, each with the day it was checked.
  const sale = verdictRowOf('Véhicules', 'Vente de véhicule');
  expect(paper).toContain(`    pour verdicts › Véhicules › Vente de véhicule (vérifié le ${sale.checked})`);
  expect(paper).toContain(`  ${content.sources[sale.sources[0]!]!.title} — `);
  expect(paper).toMatch(/ {4}pour documents › procuration › validity \(vérifié le \d{4}-\d{2}-\d{2}\)/);
});
