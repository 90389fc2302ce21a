/**
 * The golden texts of a case (docs/decisions/180): every document a procuration yields, as the plain
 * text a reader reads — the PDF's lines page by page in reading order (read back with pdf.js, as the
 * other PDF tests read it), the Word and OpenDocument copies paragraph by paragraph, each revocation
 * letter, the end-date reminder, each only where the page offers it — and the page count of each PDF. Made by the product's own code, dated GOLDEN_TODAY.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { formatLongDate } from '../domain/long-date.ts';
import { describeReminder } from '../domain/documents/reminder/reminder.ts';
import { procurationDocx } from '../office/procuration-docx.ts';
import { procurationOdt } from '../office/procuration-odt.ts';
import { otherDocumentsOf } from '../domain/other-documents-offer.ts';
import { makeDocumentFile } from '../ui/procuration/document-files.ts';
import { readPdf } from '../pdf/read-pdf.test-helper.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { signaturePng } from '../domain/test-factory.test-helper.ts';
import { GOLDEN_FILES, OPERATIONS_SEPARATOR, SUMMARY, type GoldenFile } from '../../scripts/legal/golden-format.ts';
import { GOLDEN_TODAY, type GoldenCase } from './golden-cases.test-helper.ts';

/** The reminder's time stamp: GOLDEN_TODAY's day, as one instant in UTC. */
const REMINDER_STAMP = new Date('2026-11-22T09:30:00Z');

/** A PDF's text: each page's lines, a page after "--- page N / M ---". */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { pages } = await readPdf(bytes, { images: false });
  const text = pages.map((page, index) => [`--- page ${index + 1} / ${pages.length} ---`, ...page.lines].join('\n')).join('\n');
  return { text: `${text}\n`, pages: pages.length };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function packagePart(bytes: Uint8Array, path: string): string {
  const file = unzipSync(bytes, { filter: (entry) => entry.name === path })[path];
  if (!file) throw new Error(`No ${path} in the package`);
  return strFromU8(file);
}

/** The body of a Word copy, one paragraph a line (a table's cells row by row), as Word shows its text. */
export function docxText(bytes: Uint8Array): string {
  const xml = packagePart(bytes, 'word/document.xml');
  const paragraphs = [...xml.matchAll(/<w:p(?:\s[^>]*)?(?<!\/)>(.*?)<\/w:p>/gs)].map(([, body = '']) =>
    decodeXml(
      body
        .replace(/<w:br\/>/g, '\n')
        .replace(/<w:tab\/>/g, '\t')
        .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<[^>]+>/g, (_, text: string | undefined) => text ?? ''),
    ),
  );
  return `${paragraphs.join('\n')}\n`;
}

/** The body of an OpenDocument copy, one paragraph or heading a line, as a word processor shows its text. */
export function odtText(bytes: Uint8Array): string {
  const xml = packagePart(bytes, 'content.xml');
  const paragraphs = [...xml.matchAll(/<text:(p|h)\b[^>]*(?<!\/)>(.*?)<\/text:\1>/gs)].map(([, , body = '']) =>
    decodeXml(
      body
        .replace(/<text:line-break\/>/g, '\n')
        .replace(/<text:tab\/>/g, '\t')
        .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count: string | undefined) => ' '.repeat(Number(count ?? 1)))
        .replace(/<[^>]+>/g, ''),
    ),
  );
  return `${paragraphs.join('\n')}\n`;
}

/** A revocation letter's text, its file's name and its page count. */
async function letterText(form: ProcurationForm, letter: 'revocation-attorney' | 'revocation-organisation') {
  const file = await makeDocumentFile(letter, form, { now: GOLDEN_TODAY, withSignature: true });
  return { fileName: file.fileName, ...(await pdfText(file.bytes)) };
}

/**
 * A drawing the size of the test factory's small one (signaturePng(200, 80)). A text reads no pixel and a
 * drawing fills its fixed box whatever its size, while jsPDF took most of this suite's time decoding and
 * compressing the pad's 1000×400 again for every paper (issue 60).
 */
const SMALL_DRAWING = signaturePng(200, 80);

/** The form with each of its drawings the small one, every place to sign as it was (drawn or not). */
function withSmallDrawings(form: ProcurationForm): ProcurationForm {
  return {
    ...form,
    signature: form.signature === null ? null : SMALL_DRAWING,
    cosignatures: Object.fromEntries(Object.keys(form.cosignatures).map((slot) => [slot, SMALL_DRAWING])),
  };
}

/**
 * Every golden text of a case, by file: only the documents the page offers for its form
 * (otherDocumentsOf, the page's own rule: docs/decisions/210), so a notary's project has no letter nor
 * reminder and a paper that gives no power no editable copy.
 */
export async function goldenTexts(golden: GoldenCase): Promise<Partial<Record<GoldenFile, string>>> {
  const form = withSmallDrawings(golden.form());
  const now = GOLDEN_TODAY;
  const offer = otherDocumentsOf(form);
  const procuration = await pdfText(await renderPdf(describeProcuration(form, { today: now, withSignature: true }), { now }));
  const letters = offer.letters ? [await letterText(form, 'revocation-attorney'), await letterText(form, 'revocation-organisation')] : [];
  const pages = (count: number) => `${count} page${count > 1 ? 's' : ''}`;
  const summary = [
    `${SUMMARY.title}${golden.title}`,
    `${SUMMARY.day}${formatLongDate(GOLDEN_TODAY)}`,
    `${SUMMARY.type}${form.type}${form.customType === '' ? '' : ` (${form.customType})`}`,
    `${SUMMARY.operations}${form.authorizedOperations.join(OPERATIONS_SEPARATOR)}`,
    `${GOLDEN_FILES.pdf.replace(/\.txt$/, '')}\u00a0: ${pages(procuration.pages)}`,
    ...letters.map((letter) => `${letter.fileName}\u00a0: ${pages(letter.pages)}`),
  ].join('\n');
  const [toAttorney, toOrganisation] = letters;
  const reminder = offer.reminder
    ? describeReminder(form, { now: REMINDER_STAMP, uid: 'cas-de-reference@procuration-en-ligne' })
    : undefined;
  return {
    summary: `${summary}\n`,
    pdf: procuration.text,
    ...(offer.editableCopies ? { docx: docxText(await procurationDocx(form, { now })), odt: odtText(procurationOdt(form, { now })) } : {}),
    ...(toAttorney && toOrganisation ? { letterToAttorney: toAttorney.text, letterToOrganisation: toOrganisation.text } : {}),
    // Its time stamp is written in UTC: the same instant on every machine. Lines end in LF here, CRLF in the file.
    ...(reminder === undefined ? {} : { reminder: reminder.replace(/\r\n/g, '\n') }),
  };
}
