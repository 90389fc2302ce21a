/**
 * Draws a procuration document (src/domain/document.ts) with jsPDF: the only module that knows the
 * PDF library. The page loads it with import() when a PDF is requested (DESIGN.md §4), and it loads
 * the embedded Unicode font with import() only when the document has text Helvetica cannot draw.
 */
import { jsPDF } from 'jspdf';
import {
  PDF_BODY_FONT_SIZE,
  PDF_FONT,
  PDF_MARGIN,
  PDF_SIGNATURE_HEIGHT,
  PDF_SIGNATURE_WIDTH,
  PDF_TITLE_FONT_SIZE,
} from '../domain/constants.ts';
import type { DocumentBlock, ProcurationDocument } from '../domain/document.ts';
import { needsUnicodeFont, unsupportedCharacters } from './character-support.ts';
import { contentId } from './content-id.ts';
import { documentText, normalizeDocument } from './document-text.ts';
import { helveticaWidth } from './helvetica-metrics.ts';
import { wrapText, type FontFace, type Line, type TextStyle } from './text-layout.ts';

const POINTS_PER_MM = 72 / 25.4;
/** Distance between baselines, as a multiple of the font size. */
const LINE_HEIGHT_FACTOR = 1.4;
/** Height of the tallest letters above the baseline, as a multiple of the font size. */
const ASCENT_FACTOR = 0.8;
/** Space between the grantor's and the attorney's columns, in mm. */
const COLUMN_GAP = 10;
/** Where list items start, right of the bullet, in mm from the margin. */
const LIST_INDENT = 6;
const BULLET = '•';
/** Space between "Signature du mandant :" and the image (or the room left to sign by hand), in mm. */
const SIGNATURE_GAP = 3;
const PAGE_NUMBER_FONT_SIZE = 9;
const UNICODE_FONT_FILE = 'DejaVuSans.ttf';
const UNICODE_FONT_NAME = 'DejaVuSans';
const SUPPORTED_LANGUAGES = ['fr-FR', 'fr'] as const satisfies ReadonlyArray<Parameters<jsPDF['setLanguage']>[0]>;

/** The document holds characters that neither Helvetica nor the embedded font can draw. */
export class UnsupportedCharactersError extends Error {
  constructor(readonly characters: string[]) {
    super(`Characters no font of the PDF can draw: ${characters.join(' ')}`);
    this.name = 'UnsupportedCharactersError';
  }
}

/**
 * The PDF bytes of `document`: A4 portrait, millimetres, margin 20, Helvetica 11 and title 16,
 * signature 50×30. The same document and `now` always give the same bytes.
 */
export async function renderPdf(document: ProcurationDocument, { now }: { now: Date }): Promise<Uint8Array> {
  const language = SUPPORTED_LANGUAGES.find((code) => code === document.language);
  if (!language) throw new Error(`Unsupported document language: ${document.language}`);
  const normalized = normalizeDocument(document);
  const text = documentText(normalized);
  const unsupported = unsupportedCharacters(text);
  if (unsupported.length > 0) throw new UnsupportedCharactersError(unsupported);

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (needsUnicodeFont(text)) await embedUnicodeFont(pdf);
  const writer = new PageWriter(pdf);
  normalized.blocks.forEach((block, index) => {
    if (index > 0) writer.skip(writer.lineHeight(PDF_BODY_FONT_SIZE));
    drawBlock(writer, block);
  });
  writer.numberPages();

  pdf.setDocumentProperties({ title: normalized.title });
  pdf.setLanguage(language);
  pdf.setCreationDate(pdfDate(now));
  pdf.setFileId(contentId(JSON.stringify(normalized), now.toISOString()));
  return new Uint8Array(pdf.output('arraybuffer'));
}

function drawBlock(writer: PageWriter, block: DocumentBlock): void {
  switch (block.kind) {
    case 'parties':
      return writer.columns(block.grantor, block.attorney);
    case 'paragraph':
      return writer.paragraph(block.text);
    case 'title':
      return writer.title(block.text);
    case 'list':
      return writer.list(block.heading, block.items);
    case 'signature':
      return writer.signature(block.label, block.image);
  }
}

/** Lays lines out top to bottom, starting a new page when the next piece would cross the bottom margin. */
class PageWriter {
  private y = PDF_MARGIN;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  private readonly contentWidth: number;
  private readonly unicodeWidths = new Map<string, number>();

  constructor(private readonly pdf: jsPDF) {
    this.pageWidth = pdf.internal.pageSize.getWidth();
    this.pageHeight = pdf.internal.pageSize.getHeight();
    this.contentWidth = this.pageWidth - 2 * PDF_MARGIN;
  }

  lineHeight(fontSize: number): number {
    return (fontSize * LINE_HEIGHT_FACTOR) / POINTS_PER_MM;
  }

  skip(height: number): void {
    this.y += height;
  }

  paragraph(text: string): void {
    for (const line of this.wrap(text, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE)) {
      this.line(line, PDF_MARGIN, PDF_BODY_FONT_SIZE);
    }
  }

  title(text: string): void {
    const lines = this.wrap(text, this.contentWidth, 'bold', PDF_TITLE_FONT_SIZE);
    // The title stays with the first line of what follows it.
    this.keepTogether(lines.length * this.lineHeight(PDF_TITLE_FONT_SIZE) + 2 * this.lineHeight(PDF_BODY_FONT_SIZE));
    for (const line of lines) this.line(line, (this.pageWidth - line.width) / 2, PDF_TITLE_FONT_SIZE);
  }

  /** Two blocks side by side, each wrapped inside its own column. */
  columns(left: string[], right: string[]): void {
    const width = (this.contentWidth - COLUMN_GAP) / 2;
    const wrapAll = (texts: string[]) =>
      texts.flatMap((text) => this.wrap(text, width, 'regular', PDF_BODY_FONT_SIZE));
    const leftLines = wrapAll(left);
    const rightLines = wrapAll(right);
    for (let row = 0; row < Math.max(leftLines.length, rightLines.length); row++) {
      this.row(
        [
          { line: leftLines[row], x: PDF_MARGIN },
          { line: rightLines[row], x: PDF_MARGIN + width + COLUMN_GAP },
        ],
        PDF_BODY_FONT_SIZE,
      );
    }
  }

  list(heading: string, items: string[]): void {
    const lineHeight = this.lineHeight(PDF_BODY_FONT_SIZE);
    const headingLines = this.wrap(heading, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    // The heading stays with the first line of the list.
    this.keepTogether((headingLines.length + 1) * lineHeight);
    for (const line of headingLines) this.line(line, PDF_MARGIN, PDF_BODY_FONT_SIZE);
    const bullet = this.wrap(BULLET, LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE)[0];
    for (const item of items) {
      const lines = this.wrap(item, this.contentWidth - LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE);
      lines.forEach((line, index) => {
        this.row(
          [
            { line: index === 0 ? bullet : undefined, x: PDF_MARGIN + LIST_INDENT / 4 },
            { line, x: PDF_MARGIN + LIST_INDENT },
          ],
          PDF_BODY_FONT_SIZE,
        );
      });
    }
  }

  /** The label and the image (or blank room to sign by hand) always share a page. */
  signature(label: string, image: string | null): void {
    const lines = this.wrap(label, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    this.keepTogether(lines.length * this.lineHeight(PDF_BODY_FONT_SIZE) + SIGNATURE_GAP + PDF_SIGNATURE_HEIGHT);
    for (const line of lines) this.line(line, PDF_MARGIN, PDF_BODY_FONT_SIZE);
    this.y += SIGNATURE_GAP;
    if (image !== null) {
      // 'FAST' (deflate level 1) re-encodes the pad's PNG about a third faster than the default, for ~2 KB more.
      this.pdf.addImage(image, 'PNG', PDF_MARGIN, this.y, PDF_SIGNATURE_WIDTH, PDF_SIGNATURE_HEIGHT, 'signature', 'FAST');
    }
    this.y += PDF_SIGNATURE_HEIGHT;
  }

  /** "Page X / Y" centred at the bottom of every page, when there is more than one. */
  numberPages(): void {
    const count = this.pdf.getNumberOfPages();
    if (count < 2) return;
    const baseline = this.pageHeight - PDF_MARGIN / 2;
    for (let page = 1; page <= count; page++) {
      this.pdf.setPage(page);
      const [line] = this.wrap(`Page ${page} / ${count}`, this.contentWidth, 'regular', PAGE_NUMBER_FONT_SIZE);
      if (line) this.draw(line, (this.pageWidth - line.width) / 2, baseline, PAGE_NUMBER_FONT_SIZE);
    }
  }

  private line(line: Line, x: number, fontSize: number): void {
    this.row([{ line, x }], fontSize);
  }

  private row(cells: Array<{ line: Line | undefined; x: number }>, fontSize: number): void {
    const height = this.lineHeight(fontSize);
    this.keepTogether(height);
    const baseline = this.y + (height - fontSize / POINTS_PER_MM) / 2 + (ASCENT_FACTOR * fontSize) / POINTS_PER_MM;
    for (const { line, x } of cells) if (line) this.draw(line, x, baseline, fontSize);
    this.y += height;
  }

  private draw(line: Line, x: number, baseline: number, fontSize: number): void {
    let left = x;
    for (const run of line.runs) {
      this.setFace(run.face, fontSize);
      this.pdf.text(run.text, left, baseline);
      left += run.width;
    }
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  private keepTogether(height: number): void {
    if (this.y > PDF_MARGIN && this.y + height > this.pageHeight - PDF_MARGIN) {
      this.pdf.addPage();
      this.y = PDF_MARGIN;
    }
  }

  private wrap(text: string, width: number, style: TextStyle, fontSize: number): Line[] {
    return wrapText(text, width, style, (piece, face) => {
      const ems = face === 'unicode' ? this.unicodeWidth(piece) : helveticaWidth(piece, face === 'bold');
      return (ems * fontSize) / POINTS_PER_MM;
    });
  }

  /** Width in ems in the embedded font: the sum of its glyphs' advances, each read from jsPDF once. */
  private unicodeWidth(text: string): number {
    let total = 0;
    for (const character of text) {
      let width = this.unicodeWidths.get(character);
      if (width === undefined) {
        this.setFace('unicode', PDF_BODY_FONT_SIZE);
        width = this.pdf.getStringUnitWidth(character);
        this.unicodeWidths.set(character, width);
      }
      total += width;
    }
    return total;
  }

  private setFace(face: FontFace, fontSize: number): void {
    if (face === 'unicode') this.pdf.setFont(UNICODE_FONT_NAME, 'normal');
    else this.pdf.setFont(PDF_FONT, face === 'bold' ? 'bold' : 'normal');
    this.pdf.setFontSize(fontSize);
  }
}

async function embedUnicodeFont(pdf: jsPDF): Promise<void> {
  const { DEJAVU_SANS_BASE64 } = await import('./fonts/dejavu-sans.ts');
  pdf.addFileToVFS(UNICODE_FONT_FILE, DEJAVU_SANS_BASE64);
  pdf.addFont(UNICODE_FONT_FILE, UNICODE_FONT_NAME, 'normal', 'Identity-H');
}

/**
 * The PDF date of `now` in UTC, so the bytes do not depend on the machine's time zone. jsPDF takes
 * such strings for the years 1970 to 2037 only; outside them it gets the date itself.
 */
function pdfDate(now: Date): string | Date {
  if (now.getUTCFullYear() < 1970 || now.getUTCFullYear() > 2037) return now;
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `D:${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}+00'00'`
  );
}
