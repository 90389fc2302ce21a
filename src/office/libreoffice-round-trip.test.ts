/**
 * The editable copies opened by a real reader (docs/decisions/088, 115): LibreOffice converts each
 * file to plain text, and its words are the unsigned PDF's, apart from the PDF's page furniture (page
 * numbers, "Paraphe(s) :"). Only what holds in any conforming reader is asserted: the same words in
 * any order, each page's footer words somewhere on its page, never where a reader puts a line of
 * its own. LibreOffice is given the fonts it lays the copies out with: Liberation Sans (Arial's and
 * Helvetica's widths), from pdfjs-dist, through a fontconfig file of the test's own, so no machine's
 * fonts change a page break (docs/decisions/118). Skipped, saying why, where `soffice` (Debian's
 * libreoffice-writer) is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcurationForm } from '../domain/form.ts';
import { procurationPdf } from '../pdf/documents/procuration/procuration-pdf.ts';
import { isPageFurniture, readPdf } from '../pdf/read-pdf.test-helper.ts';
import { NOW, onePersonForm, PAGE_COUNT_CASES, twoMandantForm } from './editable.test-helper.ts';
import { procurationDocx } from './procuration-docx.ts';
import { procurationOdt } from './procuration-odt.ts';

const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((candidate) => spawnSync(candidate, ['--version']).status === 0);
const workDirectory = mkdtempSync(path.join(tmpdir(), 'editable-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

/** A fontconfig file that adds Liberation Sans (pdfjs-dist's copy) to the machine's fonts: "Arial" is then Liberation Sans. */
function fontConfig(): string {
  const fonts = path.join(workDirectory, 'fonts');
  mkdirSync(fonts, { recursive: true });
  const standardFonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  for (const face of ['Regular', 'Bold', 'Italic', 'BoldItalic']) {
    copyFileSync(path.join(standardFonts, `LiberationSans-${face}.ttf`), path.join(fonts, `LiberationSans-${face}.ttf`));
  }
  const file = path.join(workDirectory, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<dir>${fonts}</dir><cachedir>${path.join(workDirectory, 'font-cache')}</cachedir></fontconfig>`,
  );
  return file;
}
const FONTCONFIG_FILE = fontConfig();

/** A copy LibreOffice converts: its bytes, written under a name of its own (the kind of file in it, so two never share an output). */
interface Copy {
  bytes: Uint8Array;
  /** Without extension: `<slug>-docx` or `<slug>-odt`. */
  base: string;
  fileName: string;
}

/** The Word and OpenDocument copies of `form`, named after `slug`. */
async function copiesOf(slug: string, form: () => ProcurationForm): Promise<Copy[]> {
  const named = (bytes: Uint8Array, extension: string) => {
    const base = `${slug.replace(/\W+/g, '-')}-${extension}`;
    return { bytes, base, fileName: `${base}.${extension}` };
  };
  return [named(await procurationDocx(form(), { now: NOW }), 'docx'), named(procurationOdt(form(), { now: NOW }), 'odt')];
}

/**
 * Converts every copy with LibreOffice's `--convert-to target` in one start of LibreOffice (a start costs
 * far more than a conversion), into a folder of its own; throws, with LibreOffice's output, when one is missing.
 */
function libreOfficeConvert(copies: readonly Copy[], target: string, extension: string): string {
  const outDir = path.join(workDirectory, extension);
  mkdirSync(outDir, { recursive: true });
  const sources = copies.map(({ bytes, fileName }) => {
    const source = path.join(workDirectory, fileName);
    writeFileSync(source, bytes);
    return source;
  });
  const result = spawnSync(
    SOFFICE ?? 'soffice',
    [`-env:UserInstallation=file://${workDirectory}/profile`, '--headless', '--convert-to', target, '--outdir', outDir, ...sources],
    { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE } },
  );
  const missing = copies.filter(({ base }) => !existsSync(path.join(outDir, `${base}.${extension}`)));
  if (result.status !== 0 || missing.length > 0) {
    throw new Error(`soffice failed (${missing.map(({ fileName }) => fileName).join(', ')}): ${result.stdout}${result.stderr}`);
  }
  return outDir;
}

/** What the tests read, converted once for the whole file, before them: plain text (no page furniture there) and LibreOffice's own PDF export. */
const converted = { textDir: '', pdfDir: '' };
/** The text LibreOffice reads in a copy. */
const libreOfficeText = (copy: Copy) => readFileSync(path.join(converted.textDir, `${copy.base}.txt`), 'utf8');
/** What LibreOffice prints of a copy, footers and their fields computed. */
const libreOfficePdf = (copy: Copy) => new Uint8Array(readFileSync(path.join(converted.pdfDir, `${copy.base}.pdf`)));

/** Words in order, every kind of space (no-break ones included) read as one. */
function words(text: string): string[] {
  return text.split(/[\s\u00A0\u202F]+/).filter((word) => word !== '');
}

async function pdfWords(bytes: Uint8Array): Promise<string[]> {
  const reading = await readPdf(bytes, { images: false });
  const items = reading.pages.flatMap((page) => page.items.map((item) => item.text)).filter((text) => !isPageFurniture(text));
  return words(items.join(' '));
}

/** A page's text as one line: its items joined, every kind of space read as one (readers split and space items as they like). */
function pageText(items: ReadonlyArray<{ text: string }>): string {
  return words(items.map((item) => item.text).join(' ')).join(' ');
}

const CASES = [
  { name: 'one mandant and one mandataire', form: onePersonForm },
  { name: 'two mandants', form: twoMandantForm },
];

/** Two starts of LibreOffice under load take minutes: setup, before the tests, whose own limits stay small (docs/decisions/137). */
const CONVERSION_SETUP_MS = 600_000;
const PRINTED_SLUG = 'printed';
const pagesSlug = (name: string) => `pages-${name}`;

describe.skipIf(SOFFICE === undefined)(
  'LibreOffice reads the editable copies (skipped: soffice, from libreoffice-writer, is not installed)',
  () => {
    beforeAll(async () => {
      const toRead = (await Promise.all(CASES.map(({ name, form }) => copiesOf(name, form)))).flat();
      const toPrint = [
        ...(await copiesOf(PRINTED_SLUG, twoMandantForm)),
        ...(await Promise.all(PAGE_COUNT_CASES.map(({ name, form }) => copiesOf(pagesSlug(name), form)))).flat(),
      ];
      converted.textDir = libreOfficeConvert(toRead, 'txt:Text (encoded):UTF8', 'txt');
      converted.pdfDir = libreOfficeConvert(toPrint, 'pdf', 'pdf');
    }, CONVERSION_SETUP_MS);

    for (const { name, form } of CASES) {
      it(`${name}: the Word and OpenDocument files say the unsigned PDF's words`, async () => {
        const expected = await pdfWords(await procurationPdf(form(), { now: NOW, withSignature: false }));
        for (const copy of await copiesOf(name, form)) {
          const text = libreOfficeText(copy);
          // The PDF sets the parties side by side, so its reading mixes their lines: the same words, in any order.
          expect(words(text.replace(/^\uFEFF/, '')).sort(), copy.fileName).toEqual([...expected].sort());
          expect(text).not.toContain('Document modifiable');
          // No-break spaces survive the round trip.
          expect(text).toContain('autorisées\u00A0:');
        }
      });
    }

    it('printed by LibreOffice, every page of both files carries "Paraphe(s) :" and the reference with its page number', async () => {
      for (const copy of await copiesOf(PRINTED_SLUG, twoMandantForm)) {
        const printed = await readPdf(libreOfficePdf(copy), { images: false });
        const count = printed.pages.length;
        printed.pages.forEach((page, index) => {
          const text = pageText(page.items);
          expect(text).toContain('Paraphe(s) :');
          expect(text).toMatch(new RegExp(`Procuration de Jeanne Lefèvre et Claire Dupont à .+ — Page ${index + 1} / ${count}`, 'u'));
        });
      }
    });

    for (const { name, form } of PAGE_COUNT_CASES) {
      // What our files decide, not a layout engine's page count (which varies with its version): the places to sign
      // kept together and with the clause above them (rows that do not split, paragraphs kept with the next; the
      // properties themselves are read in render-docx.test.ts and render-odt.test.ts).
      it(`${name}: both copies printed by LibreOffice keep every place to sign together, on the last page, with the text`, async () => {
        const places = (text: string) => text.match(/Signature du mandat(aire|)/gu)?.length ?? 0;
        for (const copy of await copiesOf(pagesSlug(name), form)) {
          const { fileName } = copy;
          const printed = await readPdf(libreOfficePdf(copy), { images: false });
          const texts = printed.pages.map((page) => pageText(page.items));
          const last = texts.at(-1) ?? '';
          expect(places(texts.join(' ')), fileName).toBeGreaterThan(0);
          expect(places(last), fileName).toBe(places(texts.join(' ')));
          // Not alone: the last page holds a clause of the text above its places to sign.
          const beforePlaces = last.slice(0, last.indexOf('Signature du'));
          expect(words(beforePlaces).length, fileName).toBeGreaterThan(3);
        }
      });
    }
  },
);
