/**
 * The preview's code (the layout, jsPDF for measuring, the pages' markup) is loaded on demand, on
 * the person's first interaction with the page, so it never weighs on the first load.
 */
type PreviewModule = typeof import('./document-preview.tsx');

let loading: Promise<PreviewModule> | undefined;

export function loadPreviewModule(): Promise<PreviewModule> {
  loading ??= import('./document-preview.tsx').catch((error: unknown) => {
    loading = undefined; // a failed download (offline) is retried on the next interaction
    throw error;
  });
  return loading;
}
