/**
 * The PDF code (the document's wording, jsPDF, the fonts) is loaded on demand (pdf-maker.ts), so it
 * never weighs on the first load.
 */
import { lazyModule } from '../controls/lazy-module.ts';

const pdfModule = lazyModule(() => import('../../pdf/documents/procuration/procuration-pdf.ts'));

/** A failed download (offline) is retried on the next click. */
export const loadPdfModule = pdfModule.load;
