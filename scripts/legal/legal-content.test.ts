/**
 * The schema test (docs/decisions/070): the legal content files are valid — every entry has official
 * sources (title and address) and the day they were checked, every type and operation of the catalogue
 * has its row, no key is unknown — and the schema catches each of those faults.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PROCURATION_TYPES } from '../../src/domain/catalogue.ts';
import { LEGAL_CONTENT_DIR, LegalContentError, readLegalContent } from './read-legal-content.ts';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The golden texts: no rule reads them, and they are most of the files (issue 60). */
const GOLDEN = path.join(LEGAL_CONTENT_DIR, 'golden');

/** A copy of the content with one file edited (the golden texts left out). */
function contentWith(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-content-'));
  copies.push(dir);
  cpSync(LEGAL_CONTENT_DIR, dir, { recursive: true, filter: (source) => path.resolve(source) !== GOLDEN });
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return dir;
}

/** The committed content, read once for the tests that only read it. */
let committed: ReturnType<typeof readLegalContent> | undefined;
const committedContent = () => (committed ??= readLegalContent());

describe('the legal content files', () => {
  test('are valid: a file per type, a row per operation, sources with an official address, a checked day', () => {
    const content = committedContent();
    expect(content.verdicts.map((entry) => entry.type).sort()).toEqual([...PROCURATION_TYPES].sort());
    for (const source of Object.values(content.sources)) expect(new URL(source.address).protocol).toBe('https:');
  });

  test('every row and passage cites at least one known source and was checked on a day', () => {
    const content = committedContent();
    const entries = [
      ...Object.values(content.notices.passages),
      ...content.documents.flatMap((document) => Object.values(document.texts)),
      ...content.verdicts.flatMap((entry) => [entry.nothingTicked, ...Object.values(entry.operations)]),
    ];
    for (const entry of entries) {
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const id of entry.sources) expect(content.sources[id]?.title).toBeTruthy();
      expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('every text is read in French typography: no ordinary space before : ; ! ? », after « or n°', () => {
    const texts = [
      ...Object.values(committedContent().notices.passages).map((passage) => passage.text),
      ...committedContent().documents.flatMap((document) =>
        Object.values(document.texts).flatMap((text) => [text.text, ...(text.several === undefined ? [] : [text.several])]),
      ),
    ];
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(text).not.toMatch(/ [:;!?»]|« |n° /);
    expect(texts).toContain(
      committedContent().documents.find((document) => document.document === 'page')!.texts['identityCopyNotice']!.text,
    );
  });

  test("the page's and the rule's texts are declared by name, each key of page.yaml and checks.yaml once (imported by name)", () => {
    const declared = readFileSync(new URL('../../src/domain/legal-content/legal-content-module.d.ts', import.meta.url), 'utf8');
    const namesOf = (document: string) => {
      const block = declared.slice(declared.indexOf(`declare module 'virtual:legal-content/${document}'`));
      return [...block.slice(0, block.indexOf('\n}')).matchAll(/export const ([a-zA-Z]+): string;/g)].map((match) => match[1]);
    };
    const textsOf = (name: string) => committedContent().documents.find((document) => document.document === name)!.texts;
    for (const document of ['page', 'checks']) {
      expect(namesOf(document).sort()).toEqual(Object.keys(textsOf(document)).sort());
      expect(Object.values(textsOf(document)).every((text) => text.several === undefined)).toBe(true);
    }
  });

  test.each([
    [
      'a row without sources',
      'verdicts/loisirs.yaml',
      (text: string) => text.replace(/sources:\n {4}- code-civil-mandat\n/, 'sources: []\n'),
      /sources/,
    ],
    ['a row never checked', 'verdicts/loisirs.yaml', (text: string) => text.replace(/\n {2}checked: \d{4}-\d{2}-\d{2}\n/, '\n'), /checked/],
    [
      'an unknown key',
      'verdicts/loisirs.yaml',
      (text: string) => text.replace('nothingTicked:\n', 'nothingTicked:\n  commentaire: oublié\n'),
      /commentaire/,
    ],
    [
      'a missing operation',
      'verdicts/loisirs.yaml',
      (text: string) => text.replace('Réservation de spectacles:', 'Réservation de concerts:'),
      /Réservation de spectacles/,
    ],
    ['an unknown source', 'verdicts/loisirs.yaml', (text: string) => text.replace('- code-civil-mandat', '- un-blog'), /un-blog/],
    [
      'a source outside the official sites',
      'sources.yaml',
      (text: string) => text.replace('https://www.service-public.gouv.fr/', 'https://www.example.com/'),
      /address/,
    ],
    [
      'a document text without a source',
      'documents/procuration-messages.yaml',
      (text: string) => text.replace('    sources: [code-sante-personne-confiance]\n', ''),
      /procuration-messages\.yaml.*sources/s,
    ],
    [
      "a template's block including a block it does not have",
      'documents/procuration.liquid',
      (text: string) => text.replace('{% include draftTitle %}{% else %}PROCURATION', '{% include titreDuProjet %}{% else %}PROCURATION'),
      /procuration : documentTitle inclut un bloc inconnu « titreDuProjet »/,
    ],
    [
      'a document text never checked',
      'documents/page.yaml',
      (text: string) => text.replace(/(emancipatedHint:[\s\S]*?) {4}checked: \d{4}-\d{2}-\d{2}\n/, '$1'),
      /page\.yaml.*checked/s,
    ],
    [
      "a template's block citing an unknown source",
      'documents/revocation-to-attorney.liquid',
      (text: string) => text.replace(/(## paragraph askBackOriginal · .*? · sources: )code-civil-revocation/, '$1un-blog'),
      /revocationToAttorney › askBackOriginal : source inconnue « un-blog »/,
    ],
    [
      "a template's block never checked",
      'documents/revocation-to-attorney.liquid',
      (text: string) => text.replace(/(## paragraph askBackOriginal · .*?) · checked: \d{4}-\d{2}-\d{2}/, '$1'),
      /revocation-to-attorney, ligne \d+ : .*checked/,
    ],
    [
      "a template's variant left open",
      'documents/revocation-to-organisation.liquid',
      (text: string) => text.replace('{% else %}je vous en informe{% endif %}', '{% else %}je vous en informe'),
      /revocation-to-organisation, ligne \d+ : opposable : « if » sans « endif »/,
    ],
    [
      'a plural wording whose fields differ',
      'documents/procuration-messages.yaml',
      (text: string) => text.replace(/( {2}voteRouteMessage:\n.*\n {4}text: .*\n)/, "$1    several: 'Pour le vote : {mandants}.'\n"),
      /voteRouteMessage : « several »/,
    ],
  ])('refuses %s, naming it', (_name, file, edit, message) => {
    const faulty = contentWith(file, edit);
    expect(() => readLegalContent(faulty)).toThrow(LegalContentError);
    expect(() => readLegalContent(faulty)).toThrow(message);
  });
});
