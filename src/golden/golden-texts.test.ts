/**
 * The golden texts (issue 56, docs/decisions/180): every paper of every golden case is made again and
 * compared, line by line, with the text committed under content/legal/golden/<case>/. A difference fails
 * with its diff; after an intended change, `npm run golden:update` rewrites the texts and the change is
 * reviewed as a diff of real papers.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { GOLDEN_CASES } from './golden-cases.test-helper.ts';
import { GOLDEN_DIR, GOLDEN_FILES } from '../../scripts/legal/golden-format.ts';
import { goldenTexts } from './golden-texts.test-helper.ts';
import { listFormFailures } from '../domain/validation.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Several PDFs read back per case, on CI's two shared cores. */
const CASE_TIMEOUT = 120_000;

describe('the golden texts', () => {
  test('are at least 25 cases, each named once', () => {
    const names = GOLDEN_CASES.map((golden) => golden.name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(new Set(names).size).toBe(names.length);
  });

  test('keep no folder of a case that no longer exists', () => {
    const folders = readdirSync(path.join(ROOT, GOLDEN_DIR), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(GOLDEN_CASES.map((golden) => golden.name).sort());
  });

  // A golden paper is one a person can get: the page would refuse a form with a failure (an invalid SIREN printed nothing).
  test.each(GOLDEN_CASES)('$name: the page accepts its form', (golden) => {
    expect(listFormFailures(golden.form()).map(({ message }) => message)).toEqual([]);
  });

  test.each(GOLDEN_CASES)(
    '$name: every paper is the committed text',
    async (golden) => {
      const texts = await goldenTexts(golden);
      for (const [file, name] of Object.entries(GOLDEN_FILES) as Array<[keyof typeof GOLDEN_FILES, string]>) {
        const where = path.join(ROOT, GOLDEN_DIR, golden.name, name);
        const text = texts[file];
        // A document the page does not offer for this form has no golden text (docs/decisions/210).
        if (text === undefined) expect.soft(existsSync(where), `${GOLDEN_DIR}/${golden.name}/${name} is not offered`).toBe(false);
        else await expect.soft(text, `${GOLDEN_DIR}/${golden.name}/${name}`).toMatchFileSnapshot(where);
      }
    },
    CASE_TIMEOUT,
  );
});
