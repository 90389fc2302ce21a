/**
 * The saved signature is the ink, framed in the proportions of its place in the PDF
 * (PDF_SIGNATURE_WIDTH × PDF_SIGNATURE_HEIGHT, 5:3): drawn on a wide pad and placed in a 50×30 box,
 * the whole pad would come out squeezed. Pure geometry, in CSS pixels of the pad.
 */
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from '../../domain/constants.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Blank kept around the ink, in pad pixels (also covers half the widest pen). */
const INK_MARGIN_PX = 8;
/** A pad pixel becomes at most this many image pixels: a dot stays a dot, not a blot. */
const MAX_ZOOM = 3;

/** The box around every point, widened by the margin; undefined without points. */
export function inkBounds(points: readonly { x: number; y: number }[]): Box | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs) - INK_MARGIN_PX;
  const top = Math.min(...ys) - INK_MARGIN_PX;
  return { x: left, y: top, width: Math.max(...xs) + INK_MARGIN_PX - left, height: Math.max(...ys) + INK_MARGIN_PX - top };
}

/** Where the ink lands in the image: as large as fits, centred, never distorted. */
export function fitInImage(ink: Box): Box {
  const zoom = Math.min(SIGNATURE_IMAGE_WIDTH_PX / ink.width, SIGNATURE_IMAGE_HEIGHT_PX / ink.height, MAX_ZOOM);
  const width = ink.width * zoom;
  const height = ink.height * zoom;
  return { x: (SIGNATURE_IMAGE_WIDTH_PX - width) / 2, y: (SIGNATURE_IMAGE_HEIGHT_PX - height) / 2, width, height };
}
