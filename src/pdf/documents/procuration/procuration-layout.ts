/**
 * The page's preview (docs/decisions/034): the procuration of a form laid out exactly as procuration.pdf is —
 * the same description, the same layout code (render-pdf.ts) — recorded as pages of positioned text
 * instead of drawn into a PDF, so the words and the page breaks cannot differ.
 */
import { jsPDF } from 'jspdf';
import type { DocumentDescription } from '../../../domain/documents/document-blocks.ts';
import { describeProcuration } from '../../../domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../../../domain/form.ts';
import { needsUnicodeFont, unsupportedCharacters } from '../../../domain/printable-text.ts';
import { documentText, normalizeDocument } from '../../document-text.ts';
import {
  embedUnicodeFont,
  layOutBlocks,
  POINTS_PER_MM,
  UnsupportedCharactersError,
  type DrawnImage,
  type DrawnRun,
  type PageSink,
} from '../../render-pdf.ts';

/** A readPdf-like rule: runs further apart than this fraction of the font size read as separate words. */
const WORD_GAP = 0.2;
/** Runs whose baselines are closer than this (mm) are one line. */
const SAME_LINE_TOLERANCE = 0.3;

export interface LaidOutLine {
  baseline: number;
  runs: DrawnRun[];
  /** For each run, whether a space separates it from the run before (they stand apart). */
  spaceBefore: boolean[];
  /** The runs joined left to right, a space where they stand apart: what a person reads. */
  text: string;
}

export interface LaidOutPage {
  lines: LaidOutLine[];
  images: DrawnImage[];
}

export interface LaidOutDocument {
  /** In millimetres. */
  width: number;
  height: number;
  pages: LaidOutPage[];
}

/** The preview's model (docs/decisions/159): the pages laid out, and the description they were laid out from. */
export interface LaidOutPreview {
  layout: LaidOutDocument;
  description: DocumentDescription;
}

/** Throws UnsupportedCharactersError, as the PDF does, when no font could draw the text. */
export async function layOutProcuration(form: ProcurationForm, options: { now: Date; withSignature: boolean }): Promise<LaidOutDocument> {
  return (await layOutPreview(form, options)).layout;
}

/**
 * The pages and the description of one form, as the preview shows them (laid out in the PDF worker,
 * src/ui/procuration/pdf-worker.ts, or on the main thread where there is none). Plain data: it is
 * cloned from the worker to the page as it is. Throws UnsupportedCharactersError as the PDF does.
 */
export async function layOutPreview(
  form: ProcurationForm,
  { now, withSignature }: { now: Date; withSignature: boolean },
): Promise<LaidOutPreview> {
  const normalized = normalizeDocument(describeProcuration(form, { today: now, withSignature }));
  return { layout: await layOutDescription(normalized), description: normalized };
}

async function layOutDescription(normalized: DocumentDescription): Promise<LaidOutDocument> {
  const text = documentText(normalized);
  const unsupported = unsupportedCharacters(text);
  if (unsupported.length > 0) throw new UnsupportedCharactersError(unsupported);
  // jsPDF only measures here (page size, the embedded font's widths): no PDF is written.
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (needsUnicodeFont(text)) await embedUnicodeFont(pdf);
  const recorder = new RecordingSink();
  layOutBlocks(normalized, pdf, recorder);
  return {
    width: pdf.internal.pageSize.getWidth(),
    height: pdf.internal.pageSize.getHeight(),
    pages: recorder.pages.map(({ runs, images }) => ({ lines: toLines(runs), images })),
  };
}

class RecordingSink implements PageSink {
  readonly pages: Array<{ runs: DrawnRun[]; images: DrawnImage[] }> = [{ runs: [], images: [] }];
  private current = 0;

  addPage(): void {
    this.pages.push({ runs: [], images: [] });
    this.current = this.pages.length - 1;
  }

  setPage(number: number): void {
    this.current = number - 1;
  }

  text(run: DrawnRun): void {
    this.page().runs.push(run);
  }

  image(image: DrawnImage): void {
    this.page().images.push(image);
  }

  /** The preview draws no closing line: the text's pages are what it shows. */
  line(): void {}

  private page() {
    const page = this.pages[this.current];
    if (!page) throw new Error(`No page ${this.current + 1}`);
    return page;
  }
}

function toLines(runs: readonly DrawnRun[]): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  for (const run of [...runs].sort((a, b) => a.baseline - b.baseline || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line.baseline - run.baseline) <= SAME_LINE_TOLERANCE) line.runs.push(run);
    else lines.push({ baseline: run.baseline, runs: [run], spaceBefore: [], text: '' });
  }
  for (const line of lines) {
    let text = '';
    let end: number | undefined;
    for (const run of line.runs) {
      const gap = end === undefined ? 0 : run.x - end;
      const space =
        end !== undefined && gap > (WORD_GAP * run.fontSize) / POINTS_PER_MM && !text.endsWith(' ') && !run.text.startsWith(' ');
      line.spaceBefore.push(space);
      text += (space ? ' ' : '') + run.text;
      end = run.x + run.width;
    }
    line.text = text.trim();
  }
  return lines;
}
