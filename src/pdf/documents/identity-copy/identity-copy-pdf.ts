/**
 * The watermarked copy as a PDF: a title, the stamp's sentence as text (so it can be read and
 * searched), and the stamped image fitted to an A4 page. The image arrives already stamped: the
 * watermark is in its pixels, not a layer that could be removed.
 */
import { jsPDF } from 'jspdf';
import { PDF_FONT, PDF_MARGIN } from '../../../domain/constants.ts';
import { needsUnicodeFont } from '../../../domain/printable-text.ts';
import { normalizePdfText } from '../../../domain/visible-text.ts';
import { contentId } from '../../content-id.ts';
import { embedUnicodeFont, pdfDate, UNICODE_FONT_NAME } from '../../render-pdf.ts';
import { tagPdf } from '../../tagging.ts';

export const IDENTITY_COPY_TITLE = "Copie de pièce d'identité";
const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const TITLE_FONT_SIZE = 14;
const CAPTION_FONT_SIZE = 10;
const POINTS_PER_MM = 72 / 25.4;
/** The image's text alternative in the tagged PDF (docs/decisions/053): the stamp's words are the paragraph above it. */
export const IMAGE_ALTERNATIVE = "Image de la pièce d'identité, marquée en filigrane de la mention ci-dessus";

export interface StampedImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export async function identityCopyPdf(image: StampedImage, { caption, now }: { caption: string; now: Date }): Promise<Uint8Array> {
  const text = normalizePdfText(caption);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  if (needsUnicodeFont(text)) await embedUnicodeFont(pdf);
  const font = needsUnicodeFont(text) ? UNICODE_FONT_NAME : PDF_FONT;
  const tagger = tagPdf(pdf, { title: IDENTITY_COPY_TITLE, language: 'fr-FR' });
  pdf.setCreationDate(pdfDate(now));
  pdf.setFileId(contentId(`${text}|${image.width}x${image.height}|${image.jpeg.length}`, now.toISOString()));

  const width = PAGE_WIDTH - 2 * PDF_MARGIN;
  let y = PDF_MARGIN + TITLE_FONT_SIZE / POINTS_PER_MM;
  pdf.setFont(PDF_FONT, 'normal');
  pdf.setFontSize(TITLE_FONT_SIZE);
  tagger.mark(tagger.root.add('H1'), () => pdf.text(IDENTITY_COPY_TITLE, PDF_MARGIN, y));
  pdf.setFont(font, 'normal');
  pdf.setFontSize(CAPTION_FONT_SIZE);
  const lines = pdf.splitTextToSize(text, width) as string[];
  const lineHeight = (CAPTION_FONT_SIZE * 1.4) / POINTS_PER_MM;
  y += lineHeight * 1.5;
  const paragraph = tagger.root.add('P');
  for (const line of lines) {
    const baseline = y;
    tagger.mark(paragraph, () => pdf.text(line, PDF_MARGIN, baseline));
    y += lineHeight;
  }

  const top = y + 2;
  const scale = Math.min(width / image.width, (PAGE_HEIGHT - PDF_MARGIN - top) / image.height);
  tagger.mark(tagger.root.add('Figure', IMAGE_ALTERNATIVE), () =>
    pdf.addImage(image.jpeg, 'JPEG', PDF_MARGIN, top, image.width * scale, image.height * scale, undefined, 'NONE'),
  );
  return new Uint8Array(pdf.output('arraybuffer'));
}
