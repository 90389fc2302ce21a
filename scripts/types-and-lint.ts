/**
 * The type-check and the lint in one process, sharing TypeScript's programs (docs/decisions/256): the four
 * programs that tsconfig.json lists (docs/decisions/001) are built and checked once, and ESLint's type-aware
 * rules read the same programs instead of building their own through the project service.
 *
 * `tsx scripts/types-and-lint.ts [root]`: what `tsc -p` prints for each program, then ESLint's report;
 * exit 1 on any type error, lint error or lint warning (as `eslint --max-warnings 0`). `--types-only`
 * stops after the type-check (`npm run typecheck`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

/** The programs `tsconfig.json` (the solution) references, in its order, as paths from `root`. */
export function referencedConfigs(root: string): string[] {
  const solution = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  if (solution.error) throw new Error(ts.flattenDiagnosticMessageText(solution.error.messageText, '\n'));
  const references = (solution.config as { references?: { path: string }[] }).references ?? [];
  return references.map(({ path: reference }) => {
    const file = path.resolve(root, reference);
    return file.endsWith('.json') ? file : path.join(file, 'tsconfig.json');
  });
}

/** One program as `tsc -p` builds it, with every diagnostic `tsc -p` would print (its options' included). */
function checkedProgram(config: string): { program: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  );
  if (!parsed) throw new Error(ts.formatDiagnostics(configErrors, formatHost(path.dirname(config))));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  return { program, diagnostics: [...configErrors, ...parsed.errors, ...ts.getPreEmitDiagnostics(program)] };
}

function formatHost(root: string): ts.FormatDiagnosticsHost {
  return { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
}

/**
 * Type-checks the programs, then lints `root` with them unless `typesOnly`: whether all passed, and what
 * failed as tsc and ESLint print it (`colors`: tsc's colours and context, for a terminal).
 */
export async function checkTypesAndLint(
  root: string,
  { typesOnly = false, colors = false } = {},
): Promise<{ passed: boolean; report: string }> {
  const checked = referencedConfigs(root).map(checkedProgram);
  const diagnostics = checked.flatMap(({ diagnostics }) => diagnostics);
  const format = colors ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  let report = diagnostics.length ? format(diagnostics, formatHost(root)) : '';
  if (typesOnly) return { passed: diagnostics.length === 0, report };

  const eslint = new ESLint({
    cwd: root,
    // The configuration's type-aware block, given the programs above instead of the project service.
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, programs: checked.map(({ program }) => program) } },
    },
  });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((count, result) => count + result.errorCount + result.warningCount, 0);
  if (problems) report += await (await eslint.loadFormatter('stylish')).format(results);
  return { passed: diagnostics.length === 0 && problems === 0, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
  const { passed, report } = await checkTypesAndLint(root, { typesOnly: args.includes('--types-only'), colors: process.stdout.isTTY });
  process.stdout.write(report);
  process.exitCode = passed ? 0 : 1;
}
