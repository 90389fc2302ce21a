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
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
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

/** The text LibreOffice reads in `bytes` (a .docx or .odt), through its plain-text export (no page furniture there). */
function libreOfficeText(bytes: Uint8Array, fileName: string): string {
  return readFileSync(libreOfficeConvert(bytes, fileName, 'txt:Text (encoded):UTF8', '.txt'), 'utf8');
}

/** What LibreOffice prints of `bytes`: its own PDF export, footers and their fields computed. */
function libreOfficePdf(bytes: Uint8Array, fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(libreOfficeConvert(bytes, fileName, 'pdf', '.pdf')));
}

/** Converts `bytes`, written as `fileName`, with LibreOffice's `--convert-to target`; returns the output's path. */
function libreOfficeConvert(bytes: Uint8Array, fileName: string, target: string, extension: string): string {
  const source = path.join(workDirectory, fileName);
  writeFileSync(source, bytes);
  const result = spawnSync(
    SOFFICE ?? 'soffice',
    [`-env:UserInstallation=file://${workDirectory}/profile`, '--headless', '--convert-to', target, '--outdir', workDirectory, source],
    { encoding: 'utf8', timeout: 180_000, env: { ...process.env, FONTCONFIG_FILE } },
  );
  if (result.status !== 0) throw new Error(`soffice failed: ${result.stderr}`);
  return source.replace(/\.[a-z]+$/, extension);
}

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

describe.skipIf(SOFFICE === undefined)(
  'LibreOffice reads the editable copies (skipped: soffice, from libreoffice-writer, is not installed)',
  () => {
    for (const { name, form } of CASES) {
      it(`${name}: the Word and OpenDocument files say the unsigned PDF's words`, async () => {
        const expected = await pdfWords(await procurationPdf(form(), { now: NOW, withSignature: false }));
        const docxText = libreOfficeText(await procurationDocx(form(), { now: NOW }), `${name.replace(/\W+/g, '-')}.docx`);
        const odtText = libreOfficeText(procurationOdt(form(), { now: NOW }), `${name.replace(/\W+/g, '-')}.odt`);
        for (const text of [docxText, odtText]) {
          // The PDF sets the parties side by side, so its reading mixes their lines: the same words, in any order.
          expect(words(text.replace(/^\uFEFF/, '')).sort()).toEqual([...expected].sort());
          expect(text).not.toContain('Document modifiable');
          // No-break spaces survive the round trip.
          expect(text).toContain('autorisées\u00A0:');
        }
      });
    }

    it('printed by LibreOffice, every page of both files carries "Paraphe(s) :" and the reference with its page number', async () => {
      const files = [
        { bytes: await procurationDocx(twoMandantForm(), { now: NOW }), fileName: 'printed.docx' },
        { bytes: procurationOdt(twoMandantForm(), { now: NOW }), fileName: 'printed.odt' },
      ];
      for (const { bytes, fileName } of files) {
        const printed = await readPdf(libreOfficePdf(bytes, fileName), { images: false });
        const count = printed.pages.length;
        printed.pages.forEach((page, index) => {
          const text = pageText(page.items);
          expect(text).toContain('Paraphe(s) :');
          expect(text).toMatch(new RegExp(`Procuration de Jeanne Lefèvre et Claire Dupont à .+ — Page ${index + 1} / ${count}`, 'u'));
        });
      }
    });

    for (const { name, form } of PAGE_COUNT_CASES) {
      it(`${name}: both copies printed by LibreOffice have the PDF's page count, every place to sign on the last page with the text`, async () => {
        const pdf = await readPdf(await procurationPdf(form(), { now: NOW, withSignature: false }), { images: false });
        const files = [
          { bytes: await procurationDocx(form(), { now: NOW }), fileName: `pages-${name.replace(/\W+/g, '-')}.docx` },
          { bytes: procurationOdt(form(), { now: NOW }), fileName: `pages-${name.replace(/\W+/g, '-')}.odt` },
        ];
        const places = (text: string) => text.match(/Signature du mandat(aire|)/gu)?.length ?? 0;
        for (const { bytes, fileName } of files) {
          const printed = await readPdf(libreOfficePdf(bytes, fileName), { images: false });
          expect(printed.pages, fileName).toHaveLength(pdf.pages.length);
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
