/** The PDF code is loaded on demand, and prefetched once the person starts on the details. */
type PdfModule = typeof import('../pdf/render-pdf.ts');

let loading: Promise<PdfModule> | undefined;

export function loadPdfModule(): Promise<PdfModule> {
  loading ??= import('../pdf/render-pdf.ts').catch((error: unknown) => {
    loading = undefined; // a failed download (offline) is retried on the next click
    throw error;
  });
  return loading;
}

export function prefetchPdfModule(): void {
  loadPdfModule().catch(() => undefined);
}
