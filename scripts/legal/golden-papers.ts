/**
 * The golden papers for the review sheet (docs/decisions/180): each case's procuration and letters as
 * the one text a reader reads (content/legal/golden/, made by `npm run golden:update`), with the sources
 * of what it prints — the verdict rows of its type and ticked operations, and every text of the
 * documents' content whose words it prints.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LegalContent } from '../../src/domain/legal-content/legal-content-schema.ts';
import { FIELD_OR_TAG } from './document-template.ts';
import { GOLDEN_FILES, OPERATIONS_SEPARATOR, SUMMARY } from './golden-format.ts';

export interface GoldenPaper {
  name: string;
  /** cas.txt, as committed. */
  summary: string;
  /** Each printed paper: its file name and its text. */
  papers: Array<{ file: string; text: string }>;
  /** The content that speaks in these papers: where it lives, its sources and the day they were checked. */
  cited: Array<{ key: string; sources: readonly string[]; checked: string }>;
}

/** The papers a reviewer reads, in order: the procuration, then each letter (the editable copies say the same). */
const PRINTED = [GOLDEN_FILES.pdf, GOLDEN_FILES.letterToAttorney, GOLDEN_FILES.letterToOrganisation] as const;

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const words = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word));

/**
 * Whether a document text speaks in `paper`: each of its fixed runs of two words or more is printed
 * there; for a template's block with variants (docs/decisions/202), one of them. A text with no such
 * run (a title, a label) is not claimed.
 */
function printedIn(wording: string, paper: string): boolean {
  const runs = wording
    .split(FIELD_OR_TAG)
    .map((run) => flat(run).replace(/^[\s,;:.]+|[\s,;:.]+$/g, ''))
    .filter((run) => words(run).length >= 2);
  const printed = (run: string) => paper.includes(run);
  return runs.length > 0 && (wording.includes('{%') ? runs.some(printed) : runs.every(printed));
}

function valueOf(summary: string, label: string): string {
  return (
    summary
      .split('\n')
      .find((line) => line.startsWith(label))
      ?.slice(label.length) ?? ''
  );
}

/** Every golden case committed under `dir`, in the order of their folders' names. */
export function goldenPapers(content: LegalContent, dir: string): GoldenPaper[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const read = (file: string) => readFileSync(path.join(dir, name, file), 'utf8');
      const summary = read(GOLDEN_FILES.summary);
      // A case has the letters only where the page offers them (docs/decisions/210).
      const papers = PRINTED.filter((file) => existsSync(path.join(dir, name, file))).map((file) => ({
        file: file.replace(/\.txt$/, ''),
        text: read(file),
      }));
      const printed = flat(papers.map((paper) => paper.text).join(' '));
      const type = valueOf(summary, SUMMARY.type).replace(/ \(.*\)$/, '');
      const operations = valueOf(summary, SUMMARY.operations).split(OPERATIONS_SEPARATOR).filter(Boolean);
      const verdict = content.verdicts.find((entry) => entry.type === type);
      const rows = verdict
        ? operations.flatMap((operation) => {
            const row = verdict.operations[operation];
            return row ? [{ key: `verdicts › ${type} › ${operation}`, sources: row.sources, checked: row.checked }] : [];
          })
        : [];
      const texts = content.documents.flatMap((document) =>
        Object.entries(document.texts)
          .filter(([, text]) => printedIn(text.text, printed) || (text.several !== undefined && printedIn(text.several, printed)))
          .map(([key, text]) => ({ key: `documents › ${document.document} › ${key}`, sources: text.sources, checked: text.checked })),
      );
      return { name, summary, papers, cited: [...rows, ...texts] };
    });
}
