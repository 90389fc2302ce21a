/**
 * The printed procuration reads top to bottom in one content file (docs/decisions/106, 123), and so do
 * the revocation letters (docs/decisions/153): the modules that make and draw them
 * (src/domain/documents/{procuration,revocation}/, src/pdf/documents/{procuration,revocation}/, tests
 * aside) write no French word of their own. A string literal is printed wording when it holds
 * a word with a letter outside ASCII, or a word of letters beside a space; keys and identifiers
 * ("voidOnly", "grantor") have neither. Agreement is an ending the code computes (« soussigné{{ grantorsAgreement }} »);
 * what is left is listed with why. A mark or a label
 * written in TypeScript here fails: it belongs in the documents' templates (content/legal/documents/*.liquid).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { stringLiterals } from './string-literals.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Literals that look like words and are not the document's wording. */
const PERSON_WORDS: Readonly<Record<string, string>> = {
  'à  ': 'each mandataire named with their identity clauses in the body sentence (identity-clauses.ts)',
};

const FOLDERS = [
  'src/domain/documents/procuration',
  'src/pdf/documents/procuration',
  'src/domain/documents/revocation',
  'src/pdf/documents/revocation',
];

/** How a paper names a company mandant, which the procuration shares with the letters (docs/decisions/147). */
const SHARED = ['src/domain/documents/company-clause.ts'];

const programs = [
  ...FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => path.posix.join(folder, name)),
  ),
  ...SHARED,
];

/** An error thrown for a programmer is never printed: its message is left out. */
const withoutErrors = (source: string) => source.replace(/new Error\((?:[^()]|\([^()]*\))*\)/g, 'new Error()');

const isWording = (literal: string) => /[^\p{ASCII}\P{L}]/u.test(literal) || /\p{L}{2,}\s|\s\p{L}{2,}/u.test(literal);

const wordingIn = (source: string) =>
  stringLiterals(withoutErrors(source)).filter((literal) => isWording(literal) && !Object.hasOwn(PERSON_WORDS, literal));

describe("the procuration's and the letters' printed words live in the content, not in their code", () => {
  test('the programs of both folders are read', () => {
    expect(programs).toEqual(
      expect.arrayContaining([
        'src/domain/documents/procuration/document-marks.ts',
        'src/domain/documents/procuration/document.ts',
        'src/domain/documents/company-clause.ts',
        'src/pdf/documents/procuration/procuration-layout.ts',
      ]),
    );
  });

  test.each(programs)('%s writes no printed word', (file) => {
    expect(wordingIn(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  test.each([
    ['a closing mark', "export const OPERATIONS_CLOSING = 'Fin de la liste des pouvoirs donnés.';", 'Fin de la liste des pouvoirs donnés.'],
    ['a label of one accented word', "export const INITIALS_LABEL = 'Paraphé';", 'Paraphé'],
    ['the words around a page number', 'const text = `Page ${page} / ${count}`;', 'Page   /  '],
    ['a blank in brackets', "const start = form.startDate ?? '[date de début]';", '[date de début]'],
  ])('catches %s written in code', (_name, added, literal) => {
    expect(wordingIn(added)).toEqual([literal]);
  });

  test('lets keys, separators, comments and errors pass', () => {
    expect(
      wordingIn(
        "// Fin de la liste des pouvoirs donnés.\nconst a = legalText(texts, 'operationsClosing');\nconst b = `${x}\\u00a0: ${y}`;\nthrow new Error(`No page ${n}`);",
      ),
    ).toEqual([]);
  });
});
