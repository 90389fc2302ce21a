/**
 * No import cycle anywhere in the repository (docs/decisions/037): every file of the page, the
 * server, the scripts and the browser tests, type-only imports included, since a cycle of types
 * is a knot all the same (two files that cannot be read, moved or tested apart).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;

/** The repository's source files, as paths from the root. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((file) => SOURCE.test(file) && !file.startsWith('node_modules/'));
}

/** Each file's imports of other files of the repository (static, dynamic, re-exports, type-only). */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.replace(/[?#].*$/, ''))))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected group of more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

test('finds a cycle of two files, a longer one and a file importing itself, and nothing in a tree', () => {
  const files: Record<string, string> = {
    'server/store/database.ts': "import { openSqlite } from './sqlite/open-sqlite.ts';",
    'server/store/sqlite/open-sqlite.ts': "import type { Database } from '../database.ts';",
    'a.ts': "export * from './b.ts';",
    'b.ts': "export const load = () => import('./c.ts');",
    'c.ts': "import './a.ts';",
    'self.ts': "import type { X } from './self.ts';",
    'leaf.ts': "import { a } from './a.ts'; import 'node:fs'; import { z } from 'zod';",
  };
  const cycles = importCycles(importGraph(Object.keys(files), (file) => files[file] ?? ''));
  expect(cycles).toEqual(
    expect.arrayContaining([['server/store/database.ts', 'server/store/sqlite/open-sqlite.ts'], ['a.ts', 'b.ts', 'c.ts'], ['self.ts']]),
  );
  expect(cycles).toHaveLength(3);
});

test('the repository has no import cycle', () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(importCycles(importGraph(files, (file) => readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
});
