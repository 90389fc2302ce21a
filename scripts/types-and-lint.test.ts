import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkTypesAndLint, referencedConfigs } from './types-and-lint.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

test("the project's four programs are the solution's references, the domain's first", () => {
  expect(referencedConfigs(ROOT).map((config) => path.relative(ROOT, config))).toEqual([
    'src/domain/tsconfig.json',
    'tsconfig.page.json',
    'tsconfig.server.json',
    'tsconfig.tooling.json',
  ]);
});

/**
 * A small project of two programs, inside the checkout's node_modules so that its ESLint configuration finds
 * typescript-eslint: the library (its own folder's tsconfig.json) and its tests (tsconfig.tests.json).
 */
const OPTIONS = { strict: true, noEmit: true, lib: ['ES2023'], types: [], module: 'preserve', allowImportingTsExtensions: true };
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './lib' }, { path: './tsconfig.tests.json' }] }),
  'lib/tsconfig.json': JSON.stringify({ compilerOptions: OPTIONS, include: ['.'] }),
  'tsconfig.tests.json': JSON.stringify({ compilerOptions: OPTIONS, include: ['tests'] }),
  'eslint.config.js': `import tseslint from 'typescript-eslint';
export default tseslint.config({
  files: ['**/*.ts'],
  extends: [tseslint.configs.base],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: { '@typescript-eslint/no-floating-promises': 'error' },
});
`,
  'lib/answer.ts': 'export async function answer(): Promise<number> {\n  return 42;\n}\n',
  'tests/answer.ts':
    "import { answer } from '../lib/answer.ts';\n\nexport async function read(): Promise<number> {\n  return await answer();\n}\n",
};

describe('on a project of two programs', () => {
  let root = '';
  beforeAll(async () => {
    await mkdir(path.join(ROOT, 'node_modules', '.cache'), { recursive: true });
    root = await mkdtemp(path.join(ROOT, 'node_modules', '.cache', 'types-and-lint-'));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test('clean, it passes with nothing to say: each file is linted with the program that holds it', async () => {
    expect(await checkTypesAndLint(root)).toEqual({ passed: true, report: '' });
  });

  test('a type error in one program and a floating promise in the other both fail it, each said as tsc and ESLint say it', async () => {
    await writeFile(path.join(root, 'lib/wrong.ts'), "export const count: number = 'three';\n");
    await writeFile(path.join(root, 'tests/forgotten.ts'), "import { answer } from '../lib/answer.ts';\n\nvoid 0;\nanswer();\n");
    try {
      const { passed, report } = await checkTypesAndLint(root);
      expect(passed).toBe(false);
      expect(report).toMatch(/lib\/wrong\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'\./);
      expect(report).toMatch(/tests\/forgotten\.ts\n\s+4:1\s+error\s+Promises must be awaited.*@typescript-eslint\/no-floating-promises/);
      // Types only: the floating promise is the lint's, not the type-check's.
      const typesOnly = await checkTypesAndLint(root, { typesOnly: true });
      expect(typesOnly.passed).toBe(false);
      expect(typesOnly.report).toContain('TS2322');
      expect(typesOnly.report).not.toContain('no-floating-promises');
    } finally {
      await rm(path.join(root, 'lib/wrong.ts'));
      await rm(path.join(root, 'tests/forgotten.ts'));
    }
  });
});
