/**
 * The law lives in the content files, not in code (docs/decisions/072). The rule: in the modules that
 * say or print the law — the verdicts (src/domain/type-verdicts.ts), the page's notices
 * (src/domain/legal-notices.ts), every document module (src/domain/documents/**, tests aside, and
 * apart from the identity copy's stamp and the calendar reminder, which print no law), the
 * content's readers in the page (src/domain/legal-content/, the schema's messages to the editor
 * aside) and the build plugin — no string literal holds more than five words. A template literal
 * counts its fixed text only, each `${…}` a gap; a word is a run between spaces that holds a letter.
 * Only the labels and headings of ALLOWED, which state no law, may be longer. A legal sentence added
 * to one of these modules fails here: it belongs in content/legal/ with its sources and date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { stringLiterals } from './string-literals.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** More words than this in one literal is a sentence. */
const MAX_WORDS = 5;

/** Labels, headings and marks of more than five words that state no law, each with why. */
const ALLOWED: Readonly<Record<string, string>> = {
  // A document's title in the PDF's metadata.
  "Révocation de procuration – information de l'organisme": 'title',
  // Who each person card is, in plain words, under its title.
  'la personne qui agira pour vous': 'label',
  // The line above a letter's heading, naming how it is sent (the sending advice itself is in notices.yaml).
  'Lettre recommandée avec accusé de réception': 'label',
};

function modulesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-helper.ts') && !name.endsWith('.d.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
}

const GUARDED = [
  'src/domain/type-verdicts.ts',
  'src/domain/legal-notices.ts',
  // The watermarked identity copy and the calendar reminder print no law: a stamp, a date and messages about a file.
  ...modulesUnder('src/domain/documents').filter((file) => !/\/(identity-copy|reminder)\//.test(file)),
  ...modulesUnder('src/domain/legal-content').filter((file) => !file.endsWith('legal-content-schema.ts')),
  'scripts/build/legal-content.ts',
];

const words = (text: string) => text.split(/[\s\u00a0]+/).filter((word) => /\p{L}/u.test(word));
const sentencesIn = (source: string) =>
  stringLiterals(source).filter((literal) => words(literal).length > MAX_WORDS && !Object.hasOwn(ALLOWED, literal));

describe('no legal sentence in code', () => {
  test('the guarded modules include every document module', () => {
    expect(GUARDED).toEqual(
      expect.arrayContaining([
        'src/domain/documents/procuration/document.ts',
        'src/domain/documents/procuration/document-clauses.ts',
        'src/domain/documents/procuration/made-message.ts',
        'src/domain/documents/revocation/revocation.ts',
      ]),
    );
  });

  test.each(GUARDED)('%s holds no sentence', (file) => {
    expect(sentencesIn(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  test.each([
    ['a quoted sentence', `export const NOTICE = "Une procuration notariée est toujours exigée par la banque.";`],
    ['a template sentence', 'const text = `La banque exige une procuration notariée pour ${name} et ses héritiers.`;'],
    ['a sentence inside a template', 'const text = `${several ? "Nous exigeons une procuration notariée chez le notaire" : ""}`;'],
  ])('catches %s added to a module', (_name, added) => {
    expect(sentencesIn(added)).toHaveLength(1);
  });

  test('reads no comment as a sentence, and lets a label of the allow-list pass', () => {
    expect(
      sentencesIn(
        `// Code civil, art. 1988 : le mandat conçu en termes généraux n'embrasse que l'administration.\nconst a = 'Lettre recommandée avec accusé de réception';`,
      ),
    ).toEqual([]);
  });
});
