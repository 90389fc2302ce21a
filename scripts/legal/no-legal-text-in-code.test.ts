/**
 * The law lives in the content files, not in code (docs/decisions/070): the modules migrated to them
 * hold no French sentence — no string literal longer than a few words. A legal sentence added to one
 * of them fails here; it belongs in content/legal/ with its sources and date.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/** The modules whose legal text moved to the content files (the schema's French error messages are for the editor, not law). */
const MIGRATED_MODULES = ['src/domain/type-verdicts.ts', 'src/domain/legal-content/day-in-words.ts', 'scripts/build/legal-content.ts'];
/** More words than this in one string literal is a sentence. */
const MAX_WORDS = 5;

/** The string literals of a TypeScript source, comments left out. */
function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

const words = (text: string) => text.split(/[\s\u00a0]+/).filter((word) => /\p{L}/u.test(word));

test.each(MIGRATED_MODULES)('%s holds no sentence', (file) => {
  const source = readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');
  const sentences = stringLiterals(source).filter((literal) => words(literal).length > MAX_WORDS);
  expect(sentences).toEqual([]);
});

test('the check catches a sentence added to a module', () => {
  const added = `export const NOTICE = "Une procuration notariée est toujours exigée par la banque.";`;
  expect(stringLiterals(added).filter((literal) => words(literal).length > MAX_WORDS)).toHaveLength(1);
});
