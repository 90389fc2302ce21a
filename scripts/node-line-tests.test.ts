/**
 * `.ci/node-line-tests` lists what the other Node lines run (docs/decisions/245). A path renamed or
 * removed would silently drop its tests from those lines (Vitest runs what matches, and nothing for a
 * filter that matches nothing), so each one must exist and hold test files; and the script must read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const LIST = path.join(ROOT, '.ci', 'node-line-tests');
const TEST_FILE = /\.test\.tsx?$/;

const entries = readFileSync(LIST, 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);

/** The test files a path stands for: itself, or every test file under the folder. */
function testFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEST_FILE.test(entry) ? [entry] : [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name))
    .map((name) => path.join(entry, name));
}

test('every path the node lines run exists and holds test files', () => {
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter((entry) => testFiles(entry).length === 0)).toEqual([]);
});

test('no path is listed twice, or inside a folder listed too', () => {
  const folders = entries.filter((entry) => entry.endsWith('/'));
  expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  expect(entries.filter((entry) => folders.some((folder) => folder !== entry && entry.startsWith(folder)))).toEqual([]);
});

test('each path, taken by Vitest as a filter on file paths, picks exactly the files it names', () => {
  const everyTestFile = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEST_FILE.test(file) && existsSync(path.join(ROOT, file)));
  for (const entry of entries) {
    expect(everyTestFile.filter((file) => file.includes(entry)).sort(), entry).toEqual(testFiles(entry).sort());
  }
});

test('the lines run the start, the stores and page tests, and .ci/node-line reads this list', () => {
  const files = entries.flatMap(testFiles);
  expect(files).toContain('server/start.test.ts');
  expect(files.some((file) => file.startsWith('server/store/'))).toBe(true);
  expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(true);
  expect(readFileSync(path.join(ROOT, '.ci', 'node-line'), 'utf8')).toContain('.ci/node-line-tests');
});
