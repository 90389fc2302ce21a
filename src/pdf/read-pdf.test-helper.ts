/**
 * Reads a PDF back as a person would see it, for tests (unit tests here, browser tests reading a
 * downloaded file): the text of each page line by line, top to bottom, with the position of every
 * piece of text, the number of images drawn, and the document information.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, OPS } from './pdfjs.test-helper.ts';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export const POINTS_PER_MM = 72 / 25.4;

/** A piece of text as drawn, in points from the bottom left corner of the page. */
export interface PdfTextItem {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  width: number;
  fontSize: number;
  fontName: string;
}

export interface PdfPage {
  /** In points. */
  width: number;
  height: number;
  /** Text items on one baseline joined left to right, top line first. */
  lines: string[];
  items: PdfTextItem[];
  /** Images painted on the page (XObject or inline). */
  imageCount: number;
  /** Where each image is painted, in points from the bottom left corner. */
  images: PdfBox[];
}

export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfReading {
  pages: PdfPage[];
  /** Every line of every page, in order. */
  lines: string[];
  info: { title: string | undefined; language: string | undefined; producer: string | undefined; creationDate: string | undefined };
}

const require = createRequire(import.meta.url);
export const standardFontDataUrl = pathToFileURL(
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep,
).href;

/** Baselines closer than this (points) are one line. */
const SAME_LINE_TOLERANCE = 1;
/** A horizontal gap wider than this fraction of the font size reads as a space. */
const WORD_GAP = 0.2;

/** `images: false` skips decoding the drawing operators (faster): imageCount and images stay empty. */
export async function readPdf(bytes: Uint8Array, { images = true }: { images?: boolean } = {}): Promise<PdfReading> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items
        // pdf.js adds items of spaces between pieces of text it finds apart: they were not drawn.
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => ({
          text: item.str,
          x: item.transform[4] ?? 0,
          y: item.transform[5] ?? 0,
          width: item.width,
          fontSize: Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0),
          fontName: item.fontName,
        }));
      const boxes = images ? imageBoxes(await page.getOperatorList()) : [];
      pages.push({
        width: viewport.width,
        height: viewport.height,
        lines: toLines(items),
        items,
        imageCount: boxes.length,
        images: boxes,
      });
    }
    const { info } = await pdf.getMetadata();
    const field = (name: string): string | undefined => {
      const value: unknown = (info as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : undefined;
    };
    return {
      pages,
      lines: pages.flatMap((page) => page.lines),
      info: {
        title: field('Title'),
        language: field('Language'),
        producer: field('Producer'),
        creationDate: field('CreationDate'),
      },
    };
  } finally {
    await pdf.destroy();
  }
}

/**
 * "Paraphe(s) :" and the reference line ending "Page X / Y" ("Procuration de … à …, établie le … —
 * Page 1 / 2"), printed in the bottom margin of a document of several pages.
 */
const PAGE_FURNITURE = /^(?:(?:.* — )?Page \d+ \/ \d+|Paraphe\(s\)\s:)$/;

/** A line (or a piece of text) the page carries in its bottom margin rather than the document's text. */
export function isPageFurniture(text: string): boolean {
  return PAGE_FURNITURE.test(text.trim());
}

/**
 * Where the text of a page ends, in points from the top of the page: the lowest baseline that is
 * not page furniture, plus the depth below the baseline of letters like "p" (0.2 of the size).
 */
export function textBottom(page: PdfPage): number {
  const body = page.items.filter((item) => !isPageFurniture(item.text));
  return Math.max(...body.map((item) => page.height - item.y + 0.2 * item.fontSize));
}

/** The lines of a page made only of the items that start between `fromX` and `toX` (points): one column. */
export function linesWithin(page: PdfPage, fromX: number, toX: number): string[] {
  return toLines(page.items.filter((item) => item.x >= fromX && item.x < toX));
}

type Matrix = [number, number, number, number, number, number];

/** Follows the transformation matrix through the operators to place each painted image (a unit square). */
function imageBoxes(operators: { fnArray: number[]; argsArray: unknown[] }): PdfBox[] {
  const boxes: PdfBox[] = [];
  const stack: Matrix[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  operators.fnArray.forEach((op, index) => {
    const args = operators.argsArray[index];
    if (op === OPS.save) stack.push(matrix);
    else if (op === OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (op === OPS.transform && Array.isArray(args)) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args.map(Number);
      const [A, B, C, D, E, F] = matrix;
      matrix = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
    } else if (op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject) {
      const [a, b, c, d, e, f] = matrix;
      boxes.push({ x: e + Math.min(0, c), y: f + Math.min(0, b), width: Math.hypot(a, b), height: Math.hypot(c, d) });
    }
  });
  return boxes;
}

function toLines(items: PdfTextItem[]): string[] {
  const rows: PdfTextItem[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs((row[0]?.y ?? 0) - item.y) <= SAME_LINE_TOLERANCE) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    let text = '';
    let end: number | undefined;
    for (const item of row.sort((a, b) => a.x - b.x)) {
      const gap = end === undefined ? 0 : item.x - end;
      if (end !== undefined && gap > WORD_GAP * item.fontSize && !text.endsWith(' ') && !item.text.startsWith(' ')) {
        text += ' ';
      }
      text += item.text;
      end = item.x + item.width;
    }
    return text.trim();
  });
}
