/**
 * What embedding the Latin fonts would cost (docs/decisions/053): the same procurations laid out
 * by the same code, drawn once in the standard Helvetica the PDF uses and once in fonts embedded
 * like a PDF/UA file would need, DejaVu Sans and DejaVu Sans Bold cut to Latin-1 and the
 * punctuation French needs (the fonts the repository already has; a real variant would take a font
 * with Helvetica's metrics, whose outlines weigh about the same). Prints the PDF sizes and build
 * times, and what the page would download for the fonts. Run: `npx tsx scripts/build/run-with-legal-content.ts scripts/measure-embedded-latin.ts`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { jsPDF } from 'jspdf';
import subsetFont from 'subset-font';
import { describeProcuration } from '../src/domain/documents/procuration/document.ts';
import { customForm, NOW } from '../src/pdf/fixtures.test-helper.ts';
import { aSignedForm } from '../src/domain/test-factory.test-helper.ts';
import { normalizeDocument } from '../src/pdf/document-text.ts';
import { layOutBlocks, type PageSink } from '../src/pdf/render-pdf.ts';

const RUNS = 20;
/** Latin-1, and the punctuation the documents print: dashes, quotes, ellipsis, narrow no-break space, euro. */
const LATIN = String.fromCodePoint(
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x202f,
  0x20ac,
);

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const subset = async (file: string) =>
  Buffer.from(
    await subsetFont(await readFile(path.join(fontDir, file)), LATIN, {
      targetFormat: 'sfnt',
      noHinting: true,
      noLayoutClosure: true,
      dropTables: ['GSUB', 'GPOS', 'GDEF', 'kern', 'gasp', 'FFTM'],
    }),
  ).toString('base64');
const regular = await subset('DejaVuSans.ttf');
const bold = await subset('DejaVuSans-Bold.ttf');

function build(document: ReturnType<typeof describeProcuration>, embedded: boolean): Uint8Array {
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (embedded) {
    pdf.addFileToVFS('Latin.ttf', regular);
    pdf.addFont('Latin.ttf', 'Latin', 'normal', 'Identity-H');
    pdf.addFileToVFS('Latin-Bold.ttf', bold);
    pdf.addFont('Latin-Bold.ttf', 'Latin', 'bold', 'Identity-H');
  }
  const sink: PageSink = {
    addPage: () => pdf.addPage(),
    setPage: (number) => pdf.setPage(number),
    text: ({ text, x, baseline, fontSize, face }) => {
      pdf.setFont(embedded ? 'Latin' : 'helvetica', face === 'bold' ? 'bold' : 'normal');
      pdf.setFontSize(fontSize);
      pdf.text(text, x, baseline);
    },
    image: ({ source, x, y, width, height }) => pdf.addImage(source, 'PNG', x, y, width, height, 'signature', 'FAST'),
    line: (x1, y1, x2, y2) => pdf.line(x1, y1, x2, y2),
  };
  layOutBlocks(normalizeDocument(document), pdf, sink);
  return new Uint8Array(pdf.output('arraybuffer'));
}

function measure(document: ReturnType<typeof describeProcuration>, embedded: boolean): { bytes: number; ms: number } {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now();
    bytes = build(document, embedded).length;
    if (run >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { bytes, ms: times[Math.floor(times.length / 2)] ?? Number.NaN };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Font modules the page would load: regular ${kib(regular.length)} base64 (${kib(gzipSync(regular).length)} gzip),`);
console.log(`  bold ${kib(bold.length)} base64 (${kib(gzipSync(bold).length)} gzip)`);
console.log(`median of ${RUNS} runs        Helvetica            embedded Latin`);
const cases = {
  'plain, 1 page': describeProcuration(aSignedForm(), { today: NOW, withSignature: false }),
  'three pages': describeProcuration(customForm('Succession', 'Accomplir toutes formalités utiles. '.repeat(200).trim()), {
    today: NOW,
    withSignature: false,
  }),
};
for (const [name, document] of Object.entries(cases)) {
  const standard = measure(document, false);
  const embedded = measure(document, true);
  console.log(
    `${name.padEnd(22)} ${kib(standard.bytes).padStart(9)} ${standard.ms.toFixed(1).padStart(6)} ms   ${kib(embedded.bytes).padStart(9)} ${embedded.ms.toFixed(1).padStart(6)} ms`,
  );
}
