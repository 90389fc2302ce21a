/**
 * The PDF code (the document's wording, jsPDF, the fonts) is loaded on demand, and prefetched once
 * the person starts on the details, so it never weighs on the first load.
 */
type PdfModule = typeof import('../../pdf/documents/procuration/procuration-pdf.ts');

let loading: Promise<PdfModule> | undefined;

export function loadPdfModule(): Promise<PdfModule> {
  loading ??= import('../../pdf/documents/procuration/procuration-pdf.ts').catch((error: unknown) => {
    loading = undefined; // a failed download (offline) is retried on the next click
    throw error;
  });
  return loading;
}

export function prefetchPdfModule(): void {
  loadPdfModule().catch(() => undefined);
}
