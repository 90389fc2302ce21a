/**
 * `npm run bench:pdf`: median time and size of the PDF for four documents: plain, signed, with the
 * embedded Unicode font, and three pages long. BENCH_RUNS sets the runs per document (default 30).
 */
import { describeProcuration } from '../src/domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../src/domain/form.ts';
import { customForm, NOW } from '../src/pdf/fixtures.test-helper.ts';
import { aSignedForm } from '../src/domain/test-factory.test-helper.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { renderPdf } from '../src/pdf/render-pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;

const cases: Array<{ name: string; form: ProcurationForm; withSignature: boolean }> = [
  { name: 'plain', form: aSignedForm(), withSignature: false },
  { name: 'signed', form: aSignedForm(), withSignature: true },
  {
    name: 'embedded font',
    form: aSignedForm({ grantor: { firstName: 'Łukasz', lastName: 'Wałęsa' }, attorney: { firstName: 'Nguyễn', lastName: 'Thị Phương' } }),
    withSignature: false,
  },
  {
    name: 'three pages',
    form: customForm('Succession', 'Accomplir toutes formalités utiles. '.repeat(200).trim()),
    withSignature: true,
  },
];

console.log(`renderPdf, median of ${RUNS} runs after ${WARM_UP} warm-up runs (Node ${process.version})`);
console.log('document        median ms   size bytes   pages');
for (const { name, form, withSignature } of cases) {
  const document = describeProcuration(form, { today: NOW, withSignature });
  const times: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const start = performance.now();
    bytes = await renderPdf(document, { now: NOW });
    if (run >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const { pages } = await readPdf(bytes, { images: false });
  console.log(
    `${name.padEnd(15)} ${median.toFixed(1).padStart(9)}   ${String(bytes.length).padStart(10)}   ${String(pages.length).padStart(5)}`,
  );
}
