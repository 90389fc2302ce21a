/**
 * Draws any document description (src/domain/documents/document-blocks.ts: the procuration, the
 * revocation letters, the identity copy's page) with jsPDF. With tagging.ts and each kind's drawing
 * under documents/, src/pdf is the only folder that knows the PDF library (docs/decisions/001). The
 * page loads it with import() when a PDF is requested (specification §14), and it loads the embedded
 * Unicode font with import() only when the document has text Helvetica cannot draw.
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
import {
  BLOCK_GAP_LINES,
  COLUMN_GAP_MM,
  INITIALS_LABEL,
  INITIALS_ROOM_MM,
  LINE_HEIGHT_FACTOR,
  MENTION_FONT_SIZE,
  PAGE_FOOT_FONT_SIZE,
  pageFooterText,
  SIGNATURE_GAP_MM,
  STAMP_ROOM_MM,
} from '../domain/documents/procuration/document-marks.ts';
import type { DocumentBlock, DocumentDescription, SignatureSlot } from '../domain/documents/document-blocks.ts';
import { needsUnicodeFont, unsupportedCharacters } from '../domain/printable-text.ts';
import { contentId } from './content-id.ts';
import { hasPlaceToSign } from '../domain/place-to-sign.ts';
import { documentText, normalizeDocument } from './document-text.ts';
import { helveticaWidth } from './helvetica-metrics.ts';
import { ARTIFACT, StructureElement, tagPdf, type ContentTag, type PdfTagger } from './tagging.ts';
import { faceFor, wrapText, type FontFace, type Line, type Measure, type TextStyle, type WrapOptions } from './text-layout.ts';

export const POINTS_PER_MM = 72 / 25.4;
/** Height of the tallest letters above the baseline, as a multiple of the font size. */
const ASCENT_FACTOR = 0.8;
/** Space between the mandants' and the mandataires' columns, in mm. */
const COLUMN_GAP = COLUMN_GAP_MM;
/** Where list items start, right of the bullet, in mm from the margin. */
const LIST_INDENT = 6;
const BULLET = '•';
/** Space between "Signature du mandant :" and the image (or the room left to sign by hand), in mm. */
const SIGNATURE_GAP = SIGNATURE_GAP_MM;
// BLOCK_GAP_LINES: the space between two blocks, in body lines: half a line, the paragraph spacing
// of a typeset letter, the same everywhere and never stretched (docs/decisions/065).
/** Lines of text that go to the next page with the signatures rather than leave them alone there. */
const TAIL_LINES = 2;
/**
 * A page left with more blank than this, in body lines, before its text goes on to the next page is
 * closed with a diagonal line across the blank, so nothing can be added there (docs/decisions/119).
 */
const CLOSING_LINE_MIN_LINES = 2;
/** The closing line's width, in mm. */
const CLOSING_LINE_WIDTH = 0.3;
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
export async function renderPdf(document: DocumentDescription, { now }: { now: Date }): Promise<Uint8Array> {
  const language = SUPPORTED_LANGUAGES.find((code) => code === document.language);
  if (!language) throw new Error(`Unsupported document language: ${document.language}`);
  const normalized = normalizeDocument(document);
  const text = documentText(normalized);
  const unsupported = unsupportedCharacters(text);
  if (unsupported.length > 0) throw new UnsupportedCharactersError(unsupported);

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (needsUnicodeFont(text)) await embedUnicodeFont(pdf);
  const tagger = tagPdf(pdf, { title: normalized.title, language });
  layOutBlocks(normalized, pdf, jsPdfSink(pdf, tagger), tagger.root);

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
  /** `tag`: the structure element the drawing belongs to, for the tagged PDF (tagging.ts). */
  text(run: DrawnRun, tag: ContentTag): void;
  image(image: DrawnImage, tag: ContentTag): void;
  /** A thin straight line, from (x1, y1) to (x2, y2), in mm: never part of the text (an artifact). */
  line(x1: number, y1: number, x2: number, y2: number): void;
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

/**
 * Lays the blocks of a normalized document out, measuring with `pdf` and drawing into `sink`; each
 * block's structure elements go under `structure`, in reading order.
 */
export function layOutBlocks(
  normalized: DocumentDescription,
  pdf: jsPDF,
  sink: PageSink,
  structure = new StructureElement('Document'),
): void {
  const writer = new PageWriter(pdf, sink, normalized.reference, normalized.lettersApart === true);
  const gap = BLOCK_GAP_LINES * writer.lineHeight(PDF_BODY_FONT_SIZE);
  normalized.blocks.forEach((block, index) => {
    if (index > 0 && block.kind === 'parties' && block.newPage === true) writer.newPage();
    else if (index > 0) writer.blockGap(gap);
    // The signatures never start a page alone: the end of the text before them goes with them.
    const next = normalized.blocks[index + 1];
    drawBlock(writer, block, next?.kind === 'signatures' ? gap + writer.signaturesKeep(next) : 0, structure);
  });
  // A paper with no place to sign (a notary's project: docs/decisions/177) has nothing to initial (docs/decisions/214).
  writer.finish({ initials: hasPlaceToSign(normalized) });
}

/** Draws into the jsPDF document itself, each piece marked for its structure element. */
function jsPdfSink(pdf: jsPDF, tagger: PdfTagger): PageSink {
  return {
    addPage: () => pdf.addPage(),
    setPage: (number) => pdf.setPage(number),
    text: ({ text, x, baseline, fontSize, face }, tag) => {
      setFace(pdf, face, fontSize);
      tagger.mark(tag, () => pdf.text(text, x, baseline));
    },
    line: (x1, y1, x2, y2) => {
      tagger.mark(ARTIFACT, () => {
        pdf.setLineWidth(CLOSING_LINE_WIDTH);
        pdf.line(x1, y1, x2, y2);
      });
    },
    image: ({ source, x, y, width, height }, tag) => {
      // 'FAST' (deflate level 1) re-encodes the pad's PNG about a third faster than the default, for ~2 KB more.
      tagger.mark(tag, () => pdf.addImage(source, 'PNG', x, y, width, height, 'signature', 'FAST'));
    },
  };
}

/**
 * `keepWithNext`: the height that must share a page with the last lines of this block (0: none).
 * The block's structure elements go under `structure`: a title is a heading, each person of the
 * parties a paragraph (mandants first: reading order is not the order of the rows).
 */
function drawBlock(writer: PageWriter, block: DocumentBlock, keepWithNext: number, structure: StructureElement): void {
  switch (block.kind) {
    case 'parties': {
      const grantors = block.grantors.map((lines) => ({ lines, tag: structure.add('P') }));
      return writer.columns(stacked(grantors), stacked(block.attorneys.map((lines) => ({ lines, tag: structure.add('P') }))));
    }
    case 'paragraph':
      return writer.paragraph(block.text, keepWithNext, structure.add('P'));
    case 'title':
      return writer.title(block.text, structure.add('H1'));
    case 'list':
      return writer.list(block, keepWithNext, structure);
    case 'signature':
      return writer.signatures([block], structure);
    case 'signatures':
      return writer.signatures(block.slots, structure, block.placeAndDate);
  }
}

/** A line of text and the structure element it belongs to. */
type TaggedText = { text: string; tag: ContentTag };

/** Each person's lines one under the other, a blank line between two people. */
function stacked(people: ReadonlyArray<{ lines: string[]; tag: ContentTag }>): TaggedText[] {
  return people.flatMap(({ lines, tag }, index) => [...(index === 0 ? [] : ['']), ...lines].map((text) => ({ text, tag })));
}

/** A place to sign, laid out: where its column starts, its label and mention as lines, its image. */
interface SignatureCell {
  x: number;
  label: Line[];
  mention: Line[];
  image: string | null;
  /** The label in one piece: the image's text alternative is made from it. */
  alt: string;
  /** The height left under the label for the signature, and for a company's stamp. */
  room: number;
}

/** A cell of a row: a line drawn from `x`, or nothing (an empty column). */
type Cell = { line: Line | undefined; x: number; tag: ContentTag };

/**
 * Lays lines out top to bottom, starting a new page when the next piece would cross the bottom
 * margin. Gaps keep the rhythm of the text: a body line between two blocks, never stretched to fill
 * a page (docs/decisions/065).
 */
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
    /** Who gives power to whom and when, printed with the page number on every page of several. */
    private readonly reference: string | undefined,
    /** Each page a letter of its own: no page foot (docs/decisions/116). */
    private readonly lettersApart = false,
  ) {
    this.pageWidth = pdf.internal.pageSize.getWidth();
    this.pageHeight = pdf.internal.pageSize.getHeight();
    this.contentWidth = this.pageWidth - 2 * PDF_MARGIN;
  }

  lineHeight(fontSize: number): number {
    return (fontSize * LINE_HEIGHT_FACTOR) / POINTS_PER_MM;
  }

  /** The space between two blocks. */
  blockGap(height: number): void {
    this.y += height;
  }

  /** A new page, whatever room is left on this one: the next letter of several. */
  newPage(): void {
    this.sink.addPage();
    this.pageCount += 1;
    this.y = PDF_MARGIN;
  }

  paragraph(text: string, keepWithNext: number, tag: ContentTag): void {
    const lines = this.wrap(text, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    this.rowsWithTail(
      lines.map((line) => [{ line, x: PDF_MARGIN, tag }]),
      keepWithNext,
    );
  }

  title(text: string, tag: ContentTag): void {
    const lines = this.wrap(text, this.contentWidth, 'bold', PDF_TITLE_FONT_SIZE);
    // The title stays with the first line of what follows it.
    this.keepTogether(lines.length * this.lineHeight(PDF_TITLE_FONT_SIZE) + 2 * this.lineHeight(PDF_BODY_FONT_SIZE));
    for (const line of lines) this.row([{ line, x: (this.pageWidth - line.width) / 2, tag }], PDF_TITLE_FONT_SIZE);
  }

  /** Two blocks side by side, each wrapped inside its own column. */
  columns(left: TaggedText[], right: TaggedText[]): void {
    const width = (this.contentWidth - COLUMN_GAP) / 2;
    // An empty text (between two people) is an empty line.
    const wrapAll = (texts: TaggedText[]) =>
      texts.flatMap(({ text, tag }) =>
        (text === '' ? [{ runs: [], width: 0 }] : this.wrap(text, width, 'regular', PDF_BODY_FONT_SIZE)).map((line) => ({ line, tag })),
      );
    const leftLines = wrapAll(left);
    const rightLines = wrapAll(right);
    for (let row = 0; row < Math.max(leftLines.length, rightLines.length); row++) {
      // A column shorter than the other has no line in this row: nothing is drawn for it.
      const [leftLine, rightLine] = [leftLines[row], rightLines[row]];
      this.row(
        [
          { line: leftLine?.line, x: PDF_MARGIN, tag: leftLine?.tag ?? ARTIFACT },
          { line: rightLine?.line, x: PDF_MARGIN + width + COLUMN_GAP, tag: rightLine?.tag ?? ARTIFACT },
        ],
        PDF_BODY_FONT_SIZE,
      );
    }
  }

  /**
   * The heading, the items each after a bullet, then the closing line that ends the list: a
   * paragraph, a list (each item its bullet as label and its text as body), a paragraph.
   */
  list(
    { heading, items, closing }: { heading: string; items: string[]; closing?: string },
    keepWithNext: number,
    structure: StructureElement,
  ): void {
    const headingLines = this.wrap(heading, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    // The heading stays with the first line of the list.
    this.keepTogether((headingLines.length + 1) * this.lineHeight(PDF_BODY_FONT_SIZE));
    const headingTag = structure.add('P');
    for (const line of headingLines) this.row([{ line, x: PDF_MARGIN, tag: headingTag }], PDF_BODY_FONT_SIZE);
    const bullet = this.wrap(BULLET, LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE)[0];
    const list = structure.add('L');
    const rows = items.flatMap((item) => {
      const listItem = list.add('LI');
      const [label, body] = [listItem.add('Lbl'), listItem.add('LBody')];
      return this.wrap(item, this.contentWidth - LIST_INDENT, 'regular', PDF_BODY_FONT_SIZE).map((line, index): Cell[] => [
        { line: index === 0 ? bullet : undefined, x: PDF_MARGIN + LIST_INDENT / 4, tag: label },
        { line, x: PDF_MARGIN + LIST_INDENT, tag: body },
      ]);
    });
    const closingTag = structure.add('P');
    const closingRows = closing === undefined ? [] : this.wrap(closing, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    this.rowsWithTail([...rows, ...closingRows.map((line): Cell[] => [{ line, x: PDF_MARGIN, tag: closingTag }])], keepWithNext);
  }

  /**
   * Each place to sign: its label, its mention in small type, then the image (or blank room to sign
   * by hand). One place takes the width of the text; several go two by two, side by side (the
   * mandant left, the mandataire right), so that a procuration of two people holds on one page and
   * four mandants and four mandataires still share one (docs/decisions/065).
   */
  signatures(slots: readonly SignatureSlot[], structure: StructureElement, placeAndDate?: string): void {
    const height = this.signaturesHeight(slots);
    const dated = placeAndDate === undefined ? [] : this.wrap(placeAndDate, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    const datedHeight = dated.length * this.lineHeight(PDF_BODY_FONT_SIZE) + BLOCK_GAP_LINES * this.lineHeight(PDF_BODY_FONT_SIZE);
    // On a page after the first, the place and date are said again above the places to sign, when
    // a page can hold both: a place of many lines never pushes the places to sign off the page.
    const repeat = dated.length > 0 && this.fitsOnAPage(height + datedHeight) && (this.pageCount > 1 || this.wouldBreak(height));
    this.keepTogether(height + (repeat ? datedHeight : 0));
    if (repeat) {
      const tag = structure.add('P');
      for (const line of dated) this.row([{ line, x: PDF_MARGIN, tag }], PDF_BODY_FONT_SIZE);
      this.blockGap(BLOCK_GAP_LINES * this.lineHeight(PDF_BODY_FONT_SIZE));
    }
    this.signatureRows(slots).forEach((row, index) => {
      if (index > 0) this.blockGap(BLOCK_GAP_LINES * this.lineHeight(PDF_BODY_FONT_SIZE));
      for (const cell of row.cells) this.drawSignatureCell(cell, structure);
      this.y += row.height;
    });
  }

  /**
   * What must share a page with the end of the text before the places to sign: the places, and on a
   * page after the first the place and date said again above them.
   */
  signaturesKeep(block: { slots: readonly SignatureSlot[]; placeAndDate?: string }): number {
    const height = this.signaturesHeight(block.slots);
    if (block.placeAndDate === undefined || this.pageCount === 1) return height;
    const dated = this.wrap(block.placeAndDate, this.contentWidth, 'regular', PDF_BODY_FONT_SIZE);
    const withPlace = height + (dated.length + BLOCK_GAP_LINES) * this.lineHeight(PDF_BODY_FONT_SIZE);
    return this.fitsOnAPage(withPlace) ? withPlace : height;
  }

  /** The height of the places to sign, a body line between two rows. */
  signaturesHeight(slots: readonly SignatureSlot[]): number {
    const rows = this.signatureRows(slots);
    return rows.reduce((sum, row) => sum + row.height, 0) + BLOCK_GAP_LINES * this.lineHeight(PDF_BODY_FONT_SIZE) * (rows.length - 1);
  }

  private signatureRows(slots: readonly SignatureSlot[]): { cells: SignatureCell[]; height: number }[] {
    // Three fit side by side (50 mm each, the image's width); one, two or four and more go one or two to a row.
    const perRow = slots.length === 3 ? 3 : slots.length > 1 ? 2 : 1;
    const width = (this.contentWidth - (perRow - 1) * COLUMN_GAP) / perRow;
    const rows: { cells: SignatureCell[]; height: number }[] = [];
    for (let start = 0; start < slots.length; start += perRow) {
      const cells = slots.slice(start, start + perRow).map((slot, column) => ({
        x: PDF_MARGIN + column * (width + COLUMN_GAP),
        // A name in parentheses stays on one line when the column holds it (issue 55).
        label: this.wrap(slot.label, width, 'regular', PDF_BODY_FONT_SIZE, { keepParenthesesTogether: true }),
        mention: slot.mention === undefined ? [] : this.wrap(slot.mention, width, 'regular', MENTION_FONT_SIZE),
        image: slot.image,
        alt: slot.label,
        room: PDF_SIGNATURE_HEIGHT + (slot.stamp ? STAMP_ROOM_MM : 0),
      }));
      const height = Math.max(
        ...cells.map(
          ({ label, mention, room }) =>
            label.length * this.lineHeight(PDF_BODY_FONT_SIZE) + mention.length * this.lineHeight(MENTION_FONT_SIZE) + SIGNATURE_GAP + room,
        ),
      );
      rows.push({ cells, height });
    }
    return rows;
  }

  /**
   * One place to sign, from the current height down, without moving it: its label and its mention
   * are paragraphs, the image a figure whose text alternative is the label without its colon.
   */
  private drawSignatureCell(cell: SignatureCell, structure: StructureElement): void {
    let y = this.y;
    const put = (line: Line, fontSize: number, tag: ContentTag) => {
      const height = this.lineHeight(fontSize);
      const baseline = y + (height - fontSize / POINTS_PER_MM) / 2 + (ASCENT_FACTOR * fontSize) / POINTS_PER_MM;
      this.draw(line, cell.x, baseline, fontSize, tag);
      y += height;
    };
    const labelTag = structure.add('P');
    for (const line of cell.label) put(line, PDF_BODY_FONT_SIZE, labelTag);
    const mentionTag = structure.add('P');
    for (const line of cell.mention) put(line, MENTION_FONT_SIZE, mentionTag);
    y += SIGNATURE_GAP;
    if (cell.image !== null) {
      const image = { source: cell.image, x: cell.x, y, width: PDF_SIGNATURE_WIDTH, height: PDF_SIGNATURE_HEIGHT };
      this.sink.image(image, structure.add('Figure', cell.alt.replace(/\s*:$/u, '')));
    }
  }

  /**
   * When there is more than one page, the bottom margin of every page carries "Paraphe(s) :" at the
   * right, on a paper someone signs, and, under it, the document's reference with "Page X / Y",
   * centred (docs/decisions/065, 214).
   */
  finish(options: { initials: boolean }): void {
    const count = this.pageCount;
    if (count < 2 || this.lettersApart) return;
    const numberBaseline = this.pageHeight - PDF_MARGIN / 2;
    const initialsBaseline = numberBaseline - this.lineHeight(PAGE_FOOT_FONT_SIZE);
    const [initials] = options.initials ? this.wrap(INITIALS_LABEL, this.contentWidth, 'regular', PAGE_FOOT_FONT_SIZE) : [];
    for (let page = 1; page <= count; page++) {
      this.sink.setPage(page);
      const line = this.footerLine(page, count);
      if (line) this.draw(line, (this.pageWidth - line.width) / 2, numberBaseline, PAGE_FOOT_FONT_SIZE, ARTIFACT);
      if (initials) {
        const x = this.pageWidth - PDF_MARGIN - INITIALS_ROOM_MM - initials.width;
        this.draw(initials, x, initialsBaseline, PAGE_FOOT_FONT_SIZE, ARTIFACT);
      }
    }
    this.sink.setPage(count);
  }

  /**
   * The reference and "Page X / Y" on one line: a reference too long for it (names of hundreds of
   * characters) loses its last words for "…", and the page number always stays.
   */
  private footerLine(page: number, count: number): Line | undefined {
    const fits = (text: string) => this.wrap(text, this.contentWidth, 'regular', PAGE_FOOT_FONT_SIZE);
    const whole = fits(pageFooterText(this.reference, page, count));
    if (whole.length <= 1 || this.reference === undefined) return whole[0];
    const words = this.reference.split(' ');
    // A line never holds more words than their own widths allow: start there rather than try every
    // shorter reference, which cost seconds for names of thousands of characters (issue 60).
    const measure = this.measureAt(PAGE_FOOT_FONT_SIZE);
    let fitting = 0;
    for (let width = 0; fitting < words.length; fitting++) {
      const word = words[fitting] ?? '';
      width += measure(word, faceFor(word, 'regular'));
      if (width > this.contentWidth) break;
    }
    for (let kept = Math.min(words.length - 1, fitting); kept > 0; kept--) {
      const [line, ...more] = fits(pageFooterText(`${words.slice(0, kept).join(' ')}…`, page, count));
      if (more.length === 0) return line;
    }
    return fits(pageFooterText(undefined, page, count))[0];
  }

  /**
   * Rows that end a block: when what must follow the block (`keepWithNext`) would not fit under them,
   * their last TAIL_LINES rows go to the next page with it, and no more.
   */
  private rowsWithTail(rows: Cell[][], keepWithNext: number): void {
    const lineHeight = this.lineHeight(PDF_BODY_FONT_SIZE);
    const tailStart = Math.max(0, rows.length - TAIL_LINES);
    rows.forEach((cells, index) => {
      if (keepWithNext > 0 && index === tailStart) this.keepTogetherIfItFits((rows.length - index) * lineHeight + keepWithNext);
      this.row(cells, PDF_BODY_FONT_SIZE);
    });
  }

  private row(cells: Cell[], fontSize: number): void {
    const height = this.lineHeight(fontSize);
    this.keepTogether(height);
    const baseline = this.y + (height - fontSize / POINTS_PER_MM) / 2 + (ASCENT_FACTOR * fontSize) / POINTS_PER_MM;
    for (const { line, x, tag } of cells) if (line) this.draw(line, x, baseline, fontSize, tag);
    this.y += height;
  }

  private draw(line: Line, x: number, baseline: number, fontSize: number, tag: ContentTag): void {
    let left = x;
    for (const { text, width, face } of line.runs) {
      this.sink.text({ text, x: left, baseline, width, fontSize, face }, tag);
      left += width;
    }
  }

  /** Like keepTogether, but only for what a whole page can hold: more than that could never stay together. */
  private keepTogetherIfItFits(height: number): void {
    if (this.fitsOnAPage(height)) this.keepTogether(height);
  }

  /** Whether `height` fits between the margins of one page. */
  private fitsOnAPage(height: number): boolean {
    return height <= this.pageHeight - 2 * PDF_MARGIN;
  }

  private wouldBreak(height: number): boolean {
    return this.y > PDF_MARGIN && this.y + height > this.pageHeight - PDF_MARGIN;
  }

  /**
   * Starts a new page unless `height` still fits above the bottom margin; a page left with a blank
   * of more than a couple of lines is first closed by a diagonal line across it.
   */
  private keepTogether(height: number): void {
    if (this.wouldBreak(height)) {
      const bottom = this.pageHeight - PDF_MARGIN;
      if (bottom - this.y > CLOSING_LINE_MIN_LINES * this.lineHeight(PDF_BODY_FONT_SIZE)) {
        this.sink.line(PDF_MARGIN, this.y, this.pageWidth - PDF_MARGIN, bottom);
      }
      this.sink.addPage();
      this.pageCount += 1;
      this.y = PDF_MARGIN;
    }
  }

  private wrap(text: string, width: number, style: TextStyle, fontSize: number, options: WrapOptions = {}): Line[] {
    return wrapText(text, width, style, this.measureAt(fontSize), options);
  }

  /** The width of a piece of text in a face, in mm, at `fontSize`. */
  private measureAt(fontSize: number): Measure {
    return (piece, face) => {
      const ems = face === 'unicode' ? this.unicodeWidth(piece) : helveticaWidth(piece, face === 'bold');
      return (ems * fontSize) / POINTS_PER_MM;
    };
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
