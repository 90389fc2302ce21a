/**
 * Every `specification §n` in the repository points at a section of docs/specification.md, every
 * repository path a file cites (a decision record, a source file, a folder) exists, and nothing
 * still cites the product documents that live outside the repository (SPEC, DESIGN, STYLE).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SPECIFICATION = 'docs/specification.md';

const SOURCE_FILE = /\.(ts|tsx|mjs|js|css|html|json)$/;
const DOC_FILE = /^docs\/.+\.md$/;

/** A citation: `specification §5`, `specification §4–§5`, `specification §4, §7, §8`, `specification §5 and §8`. */
const CITATION = /\bspecification\s+§\d+(?:\s*[–—-]\s*§?\d+|\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)§\d+)*/gi;
/** The sections a citation names, with ranges spelled out. */
const SECTION_OR_RANGE = /§?(\d+)(?:\s*[–—-]\s*§?(\d+))?/g;
/** A citation of the old documents by section, with or without their ".md". */
const OLD_SECTION_CITATION = /\b(SPEC|DESIGN|STYLE)(\.md)?\s*§\s*\d+/g;
/** Any other mention of the old documents by file name. */
const OLD_FILE_MENTION = /\b(SPEC|DESIGN|STYLE)\.md\b/g;

/** A path of the repository as text cites it: `docs/decisions/027`, `server/kernel/`, `src/pdf/*`, `e2e/offline.spec.ts`. */
const REPOSITORY_PATH = /(?<=^|[\s`'"([])(?:docs|server|src|scripts|e2e|public|bench)\/[\w.@*/-]*[\w*/]/g;
/** What the product writes when it runs, cited though not kept in the repository. */
const WRITTEN_OUTPUTS = ['bench/results.json', 'dist/'];
/**
 * Where a cited path must exist: the product's code (not the tests, whose paths are made up for a
 * zone) and every Markdown file, the lab notes of docs/notes/ included, but the captured tool output
 * of docs/notes/boundary-errors.md (its paths are the probes').
 */
const CITING_FILE = /^(?:(?!.*\.test(?:-helper)?\.tsx?$).+\.(?:ts|tsx|mjs|js|css|html)|(?!docs\/notes\/boundary-errors\.md$).+\.md)$/;
/** A decision record cited by its number alone. */
const DECISION_NUMBER = /^docs\/decisions\/(\d{3})\/?$/;

type Hit = { where: string; text: string };

function scannedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return tracked.filter(
    (path) =>
      path !== '' &&
      !path.endsWith('package-lock.json') &&
      (SOURCE_FILE.test(path) || DOC_FILE.test(path) || path === 'README.md') &&
      existsSync(join(ROOT, path)),
  );
}

function hits(pattern: RegExp, files = scannedFiles()): Hit[] {
  const found: Hit[] = [];
  for (const path of files) {
    readFileSync(join(ROOT, path), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          found.push({ where: `${path}:${index + 1}`, text: match[0] });
        }
      });
  }
  return found;
}

/** Section number → its text (heading included), from headings such as "## §5 Validation". */
function specificationSections(): Map<number, string> {
  const sections = new Map<number, string>();
  let current: number | undefined;
  for (const line of readFileSync(join(ROOT, SPECIFICATION), 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+§(\d+)\b/.exec(line);
    if (heading?.[1]) {
      current = Number(heading[1]);
      if (sections.has(current)) throw new Error(`${SPECIFICATION} has two headings for §${current}`);
      sections.set(current, '');
    }
    if (current !== undefined) sections.set(current, `${sections.get(current)}${line}\n`);
  }
  return sections;
}

function citedSections(citation: string): number[] {
  const numbers: number[] = [];
  for (const match of citation.replace(/^specification\s+/i, '').matchAll(SECTION_OR_RANGE)) {
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (let n = Math.min(first, last); n <= Math.max(first, last); n += 1) numbers.push(n);
  }
  return numbers;
}

describe(SPECIFICATION, () => {
  test('numbers its sections once each, in ascending order, from §1 to §19', () => {
    const numbers = [...specificationSections().keys()];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (let n = 1; n <= 19; n += 1) expect(numbers).toContain(n);
  });
});

describe('citations of the specification', () => {
  test('each cited section is a heading of docs/specification.md', () => {
    const sections = specificationSections();
    const dangling = hits(CITATION).filter(({ text }) => citedSections(text).some((n) => !sections.has(n)));
    expect(dangling).toEqual([]);
  });

  test('a quoted name right after a citation appears in the cited section', () => {
    const sections = specificationSections();
    const unfound: Hit[] = [];
    for (const path of scannedFiles()) {
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(new RegExp(`${CITATION.source}\\s*"([^"]+)"`, 'gi'))) {
            const quoted = match[1] ?? '';
            const texts = citedSections(match[0].slice(0, match[0].indexOf('"'))).map((n) => sections.get(n) ?? '');
            if (!texts.some((text) => text.replace(/\s+/g, ' ').includes(quoted))) {
              unfound.push({ where: `${path}:${index + 1}`, text: match[0] });
            }
          }
        });
    }
    expect(unfound).toEqual([]);
  });

  test('no file cites a section of the old documents that are not in the repository', () => {
    expect(hits(OLD_SECTION_CITATION)).toEqual([]);
  });

  test('no file sends the reader to the old documents by file name', () => {
    expect(hits(OLD_FILE_MENTION)).toEqual([]);
  });
});

/** The cited path names something in the repository (a record by its number, a folder, a file, a glob's folder). */
function citedPathExists(cited: string): boolean {
  const decision = DECISION_NUMBER.exec(cited);
  if (decision) return readdirSync(join(ROOT, 'docs/decisions')).some((name) => name.startsWith(`${decision[1]}-`));
  // A recursive glob (`src/**/*.test.ts`): its folder exists.
  if (cited.includes('**')) return existsSync(join(ROOT, cited.slice(0, cited.indexOf('**'))));
  const glob = /^(.*)\/([^/]*\*[^/]*)$/.exec(cited);
  if (glob) {
    const [, folder = '', name = ''] = glob;
    const pattern = new RegExp(
      `^${name
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    return existsSync(join(ROOT, folder)) && readdirSync(join(ROOT, folder)).some((entry) => pattern.test(entry));
  }
  return existsSync(join(ROOT, cited.replace(/[.]+$/, '')));
}

describe('citations of repository files', () => {
  test('every path a file cites exists in the repository', () => {
    const citing = scannedFiles().filter((path) => CITING_FILE.test(path));
    const missing = hits(REPOSITORY_PATH, citing).filter(
      ({ text }) => !WRITTEN_OUTPUTS.some((output) => text.startsWith(output)) && !citedPathExists(text),
    );
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  const DECISIONS = 'docs/decisions';
  const records = readdirSync(join(ROOT, DECISIONS)).filter((name) => /^\d{3}-.+\.md$/.test(name));

  test.each(records)('%s starts with its title and its date, status and what it supersedes', (name) => {
    const [title = '', blank, line = ''] = readFileSync(join(ROOT, DECISIONS, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(line).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (?:accepted|superseded) · Supersedes: \S/);
  });

  test('the index lists every record', () => {
    const index = readFileSync(join(ROOT, DECISIONS, 'README.md'), 'utf8');
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
