/**
 * Draws a procuration document (src/domain/document.ts) with jsPDF: the only module that knows the
 * PDF library. The page loads it with import() when a PDF is requested (specification §14), and it loads
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
import type { DocumentBlock, ProcurationDocument, SignatureSlot } from '../domain/document.ts';
import { needsUnicodeFont, unsupportedCharacters } from '../domain/printable-text.ts';
import { contentId } from './content-id.ts';
import { documentText, normalizeDocument } from './document-text.ts';
import { helveticaWidth } from './helvetica-metrics.ts';
import { wrapText, type FontFace, type Line, type TextStyle } from './text-layout.ts';

export const POINTS_PER_MM = 72 / 25.4;
/** Distance between baselines, as a multiple of the font size. */
const LINE_HEIGHT_FACTOR = 1.4;
/** Height of the tallest letters above the baseline, as a multiple of the font size. */
const ASCENT_FACTOR = 0.8;
/** Space between the mandants' and the mandataires' columns, in mm. */
const COLUMN_GAP = 10;
/** Where list items start, right of the bullet, in mm from the margin. */
const LIST_INDENT = 6;
const BULLET = '•';
/** Space between "Signature du mandant :" and the image (or the room left to sign by hand), in mm. */
const SIGNATURE_GAP = 3;
const PAGE_NUMBER_FONT_SIZE = 9;
/** The customary mention under a signature label is set in small type (docs/decisions/030). */
const MENTION_FONT_SIZE = 9;
/** Lines of text that go to the next page with the signatures rather than leave them alone there. */
const TAIL_LINES = 2;
const UNICODE_FONT_FILE = 'DejaVuSans.ttf';
export const UNICODE_FONT_NAME = 'DejaVuSans';
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
  layOutBlocks(normalized, pdf, jsPdfSink(pdf));

  pdf.setDocumentProperties({ title: normalized.title });
  pdf.setLanguage(language);
  pdf.setCreationDate(pdfDate(now));
  pdf.setFileId(contentId(JSON.stringify(normalized), now.toISOString()));
  return new Uint8Array(pdf.output('arraybuffer'));
}

/**
 * What the layout draws, in millimetres from the top left corner of the page: the PDF draws it with
 * jsPDF, the page's preview records it (procuration-layout.ts), so both show the same lines on the same pages.
 */
export interface PageSink {
  /** A new page after the current one, which becomes the current one. */
  addPage(): void;
  /** Makes page `number` (1 is the first) the current one again. */
  setPage(number: number): void;
  text(run: DrawnRun): void;
  image(image: DrawnImage): void;
}

export interface DrawnRun {
  text: string;
  x: number;
  baseline: number;
  /** In millimetres, as measured for the layout. */
  width: number;
  fontSize: number;
  face: FontFace;
}

export interface DrawnImage {
  /** The PNG, as a data URL. */
  source: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lays the blocks of a normalized document out, measuring with `pdf` and drawing into `sink`. */
export function layOutBlocks(normalized: ProcurationDocument, pdf: jsPDF, sink: PageSink): void {
  const writer = new PageWriter(pdf, sink);
  const gap = writer.lineHeight(PDF_BODY_FONT_SIZE);
  normalized.blocks.forEach((block, index) => {
    if (index > 0) writer.skip(gap);
    // The signatures never start a page alone: the end of the text before them goes with them.
    const next = normalized.blocks[index + 1];
    drawBlock(writer, block, next?.kind === 'signatures' ? gap + writer.signaturesHeight(next.slots) : 0);
  });
  writer.numberPages();
}

/** Draws into the jsPDF document itself. */
function jsPdfSink(pdf: jsPDF): PageSink {
  return {
    addPage: () => pdf.addPage(),
    setPage: (number) => pdf.setPage(number),
    text: ({ text, x, baseline, fontSize, face }) => {
      setFace(pdf, face, fontSize);
      pdf.text(text, x, baseline);
    },
    image: ({ source, x, y, width, height }) => {
      // 'FAST' (deflate level 1) re-encodes the pad's PNG about a third faster than the default, for ~2 KB more.
      pdf.addImage(source, 'PNG', x, y, width, height, 'signature', 'FAST');
    },
  };
}

/** `keepWithNext`: the height that must share a page with the last lines of this block (0: none). */
function drawBlock(writer: PageWriter, block: DocumentBlock, keepWithNext: number): void {
  switch (block.kind) {
    case 'parties':
      return writer.columns(stacked(block.grantors), stacked(block.attorneys));
    case 'paragraph':
      return writer.paragraph(block.text, keepWithNext);
    case 'title':
      return writer.title(block.text);
    case 'list':
      return writer.list(block.heading, block.items, keepWithNext);
    case 'signature':
      return writer.signatures([block]);
    case 'signatures':
      return writer.signatures(block.slots);
  }
}

/** Each person's lines one under the other, a blank line between two people. */
function stacked(people: readonly string[][]): string[] {
  return people.flatMap((lines, index) => (index === 0 ? lines : ['', ...lines]));
}

/** A place to sign, laid out: where its column starts, its label and mention as lines, its image. */
interface SignatureCell {
  x: number;
  label: Line[];
  mention: Line[];
  image: string | null;
}

/** Lays lines out top to bottom, starting a new page when the next piece would cross the bottom margin. */
class PageWriter {
  private y = PDF_MARGIN;
  private pageCount = 1;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  private readonly contentWidth: number;
  private readonly unicodeWidths = new Map<string, number>();

  constructor(
    private readonly pdf: jsPDF,
    private readonly sink: PageSink,
  ) {
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

  paragraph(text: string, keepWithNext = 0): void {
    const lines = this.wrap(text, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    lines.forEach((line, index) => {
      if (keepWithNext > 0 && index === Math.max(0, lines.length - TAIL_LINES)) {
        this.keepTogetherIfItFits((lines.length - index) * this.lineHeight(PDF_BODY_FONT_SIZE) + keepWithNext);
      }
      this.line(line, PDF_MARGIN, PDF_BODY_FONT_SIZE);
    });
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
    // An empty text (between two people) is an empty line.
    const wrapAll = (texts: string[]) =>
      texts.flatMap((text) => (text === '' ? [{ runs: [], width: 0 }] : this.wrap(text, width, 'regular', PDF_BODY_FONT_SIZE)));
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

  list(heading: string, items: string[], keepWithNext = 0): void {
    const lineHeight = this.lineHeight(PDF_BODY_FONT_SIZE);
    const headingLines = this.wrap(heading, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    // The heading stays with the first line of the list.
    this.keepTogether((headingLines.length + 1) * lineHeight);
    for (const line of headingLines) this.line(line, PDF_MARGIN, PDF_BODY_FONT_SIZE);
    const bullet = this.wrap(BULLET, LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE)[0];
    items.forEach((item, itemIndex) => {
      const lines = this.wrap(item, this.contentWidth - LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE);
      const last = itemIndex === items.length - 1;
      lines.forEach((line, index) => {
        if (last && keepWithNext > 0 && index === Math.max(0, lines.length - TAIL_LINES)) {
          this.keepTogetherIfItFits((lines.length - index) * lineHeight + keepWithNext);
        }
        this.row(
          [
            { line: index === 0 ? bullet : undefined, x: PDF_MARGIN + LIST_INDENT / 4 },
            { line, x: PDF_MARGIN + LIST_INDENT },
          ],
          PDF_BODY_FONT_SIZE,
        );
      });
    });
  }

  /**
   * Each place to sign: its label, its mention in small type, then the image (or blank room to sign
   * by hand). One or two places go one under the other; more go two by two, side by side, so that
   * four mandants and four mandataires still share one page.
   */
  signatures(slots: readonly SignatureSlot[]): void {
    this.keepTogether(this.signaturesHeight(slots));
    this.signatureRows(slots).forEach((row, index) => {
      if (index > 0) this.y += this.lineHeight(PDF_BODY_FONT_SIZE);
      for (const cell of row.cells) this.drawSignatureCell(cell);
      this.y += row.height;
    });
  }

  /** The height of the places to sign, a body line between two rows. */
  signaturesHeight(slots: readonly SignatureSlot[]): number {
    const rows = this.signatureRows(slots);
    return rows.reduce((sum, row) => sum + row.height, 0) + this.lineHeight(PDF_BODY_FONT_SIZE) * (rows.length - 1);
  }

  private signatureRows(slots: readonly SignatureSlot[]): { cells: SignatureCell[]; height: number }[] {
    const perRow = slots.length > 2 ? 2 : 1;
    const width = perRow === 1 ? this.contentWidth : (this.contentWidth - COLUMN_GAP) / 2;
    const rows: { cells: SignatureCell[]; height: number }[] = [];
    for (let start = 0; start < slots.length; start += perRow) {
      const cells = slots.slice(start, start + perRow).map((slot, column) => ({
        x: PDF_MARGIN + column * (width + COLUMN_GAP),
        label: this.wrap(slot.label, width, 'regular', PDF_BODY_FONT_SIZE),
        mention: slot.mention === undefined ? [] : this.wrap(slot.mention, width, 'regular', MENTION_FONT_SIZE),
        image: slot.image,
      }));
      const height = Math.max(
        ...cells.map(
          ({ label, mention }) =>
            label.length * this.lineHeight(PDF_BODY_FONT_SIZE) +
            mention.length * this.lineHeight(MENTION_FONT_SIZE) +
            SIGNATURE_GAP +
            PDF_SIGNATURE_HEIGHT,
        ),
      );
      rows.push({ cells, height });
    }
    return rows;
  }

  /** One place to sign, from the current height down, without moving it. */
  private drawSignatureCell(cell: SignatureCell): void {
    let y = this.y;
    const put = (line: Line, fontSize: number) => {
      const height = this.lineHeight(fontSize);
      this.draw(line, cell.x, y + (height - fontSize / POINTS_PER_MM) / 2 + (ASCENT_FACTOR * fontSize) / POINTS_PER_MM, fontSize);
      y += height;
    };
    for (const line of cell.label) put(line, PDF_BODY_FONT_SIZE);
    for (const line of cell.mention) put(line, MENTION_FONT_SIZE);
    y += SIGNATURE_GAP;
    if (cell.image !== null) {
      this.sink.image({ source: cell.image, x: cell.x, y, width: PDF_SIGNATURE_WIDTH, height: PDF_SIGNATURE_HEIGHT });
    }
  }

  /** "Page X / Y" centred at the bottom of every page, when there is more than one. */
  numberPages(): void {
    const count = this.pageCount;
    if (count < 2) return;
    const baseline = this.pageHeight - PDF_MARGIN / 2;
    for (let page = 1; page <= count; page++) {
      this.sink.setPage(page);
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
      this.sink.text({ text: run.text, x: left, baseline, width: run.width, fontSize, face: run.face });
      left += run.width;
    }
  }

  /** Like keepTogether, but only for what a whole page can hold: more than that could never stay together. */
  private keepTogetherIfItFits(height: number): void {
    if (height <= this.pageHeight - 2 * PDF_MARGIN) this.keepTogether(height);
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  private keepTogether(height: number): void {
    if (this.y > PDF_MARGIN && this.y + height > this.pageHeight - PDF_MARGIN) {
      this.sink.addPage();
      this.pageCount += 1;
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
        setFace(this.pdf, 'unicode', PDF_BODY_FONT_SIZE);
        width = this.pdf.getStringUnitWidth(character);
        this.unicodeWidths.set(character, width);
      }
      total += width;
    }
    return total;
  }
}

function setFace(pdf: jsPDF, face: FontFace, fontSize: number): void {
  if (face === 'unicode') pdf.setFont(UNICODE_FONT_NAME, 'normal');
  else pdf.setFont(PDF_FONT, face === 'bold' ? 'bold' : 'normal');
  pdf.setFontSize(fontSize);
}

export async function embedUnicodeFont(pdf: jsPDF): Promise<void> {
  const { DEJAVU_SANS_BASE64 } = await import('./fonts/dejavu-sans.ts');
  pdf.addFileToVFS(UNICODE_FONT_FILE, DEJAVU_SANS_BASE64);
  pdf.addFont(UNICODE_FONT_FILE, UNICODE_FONT_NAME, 'normal', 'Identity-H');
}

/**
 * The PDF date of `now` in UTC, so the bytes do not depend on the machine's time zone. jsPDF takes
 * such strings for the years 1970 to 2037 only; outside them it gets the date itself.
 */
export function pdfDate(now: Date): string | Date {
  if (now.getUTCFullYear() < 1970 || now.getUTCFullYear() > 2037) return now;
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `D:${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}+00'00'`
  );
}
