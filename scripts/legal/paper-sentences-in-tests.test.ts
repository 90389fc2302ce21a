/**
 * Tests stop copying the paper (issue 56, point 3): a test reads a sentence of the procuration by its
 * key (documentTextOf, paperSentence in legal-content.test-helper.ts) or compares a whole paper with
 * its golden text (src/golden/), so a changed sentence is one content edit and one golden rewrite, not
 * ten test edits. Here, every wording of content/legal/documents/procuration.liquid (and of the letters'
 * templates, revocation-to-*.liquid) of at least
 * MIN_TEXT_WORDS words: each of its fixed runs of at least MIN_RUN_WORDS words (the words between its
 * named fields) may be written out in one test file at most — the test of the clause itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { FIELD_OR_TAG } from './document-template.ts';
import { legalContent } from './legal-content.test-helper.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A wording this long is a sentence of the paper, not a label. */
const MIN_TEXT_WORDS = 6;
/**
 * A fixed run this long, found in a test, is the sentence copied. Shorter runs are joints between
 * values (« par la présente procuration »), which one template per document (issue 56, point 1) removes.
 */
const MIN_RUN_WORDS = 5;

/**
 * Copies still written out, each with why, to remove as the issue that owns their words lands. None
 * is left: the company's clause and place to sign are read by key too (issue 56, point 3).
 */
const PENDING: Readonly<Record<string, readonly string[]>> = {};

/**
 * Blocks of a template (docs/decisions/202) that are a choice among names, not a sentence: each name is
 * short, but the block that lists them all is long enough to look like one.
 */
const NAMES_NOT_SENTENCES: Readonly<Record<string, string>> = {
  identityDocument: "the identity documents' names (« de la carte nationale d'identité »), which the form's tests choose",
};

const words = (text: string) => text.split(/[\s\u00a0]+/).filter((word) => /\p{L}/u.test(word));
/** One space for every kind of space, written or escaped, so a copy is found however it is typed. */
const flat = (text: string) => text.replace(/\\u00a0|\\u202f/gi, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

/** Every test file: unit, helper, browser and script tests. */
function testFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'server', 'scripts', 'e2e'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return tracked
    .split('\n')
    .filter((file) => /\.(test|test-helper|spec)\.tsx?$/.test(file) || /^e2e\/.+\.ts$/.test(file))
    .filter((file) => file !== 'scripts/legal/paper-sentences-in-tests.test.ts');
}

/** The papers watched: the procuration and the revocation letters. */
const PAPERS = ['procuration', 'revocationToAttorney', 'revocationToOrganisation'];

/** Each wording of a paper long enough to be a sentence, by key (« revocation › closing »), with its fixed runs. */
function paperSentences(): Array<{ key: string; runs: string[] }> {
  const papers = legalContent().documents.filter((document) => PAPERS.includes(document.document));
  return papers.flatMap((paper) =>
    Object.entries(paper.texts).flatMap(([name, text]) => {
      if (Object.hasOwn(NAMES_NOT_SENTENCES, name)) return [];
      const key = paper.document === 'procuration' ? name : `${paper.document} › ${name}`;
      return [
        [key, text.text],
        [`${key} (several)`, text.several],
      ]
        .filter(
          (entry): entry is [string, string] =>
            entry[1] !== undefined && words(entry[1].replace(FIELD_OR_TAG, 'X')).length >= MIN_TEXT_WORDS,
        )
        .map(([name, wording]) => ({
          key: name,
          runs: wording
            .split(FIELD_OR_TAG)
            .map((run) => flat(run).replace(/^[\s,;:.]+|[\s,;]+$/g, ''))
            .filter((run) => words(run).length >= MIN_RUN_WORDS),
        }))
        .filter(({ runs }) => runs.length > 0);
    }),
  );
}

describe('no sentence of the paper is written out in more than one test file', () => {
  const files = testFiles().map((file) => ({ file, text: flat(readFileSync(path.join(ROOT, file), 'utf8')) }));

  test('the validity sentence and the closing of the list are among those watched', () => {
    const keys = paperSentences().map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(['validity', 'operationsClosing', 'endOfMandate', 'revocationToAttorney › closing']));
    expect(files.map(({ file }) => file)).toEqual(expect.arrayContaining(['e2e/happy-path.spec.ts', 'src/pdf/render-pdf.test.ts']));
  });

  test('every copy still pending is still there: one removed leaves the list', () => {
    const sentences = new Map(paperSentences().map(({ key, runs }) => [key, runs]));
    for (const [key, pending] of Object.entries(PENDING)) {
      const runs = sentences.get(key) ?? [];
      for (const file of pending) {
        const text = files.find((each) => each.file === file)?.text ?? '';
        expect(
          runs.some((run) => text.includes(run)),
          `${key} in ${file}`,
        ).toBe(true);
      }
    }
  });

  test.each(paperSentences())('$key', ({ key, runs }) => {
    for (const run of runs) {
      const copies = files.filter(({ text }) => text.includes(run)).map(({ file }) => file);
      const pending = PENDING[key] ?? [];
      const counted = copies.filter((file) => !pending.includes(file));
      expect({ run, writtenOutIn: counted }).toEqual({ run, writtenOutIn: counted.slice(0, 1) });
    }
  });
});
