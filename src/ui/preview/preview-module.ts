/**
 * The preview's code (the layout, jsPDF for measuring, the pages' markup) is loaded on demand, on
 * the person's first interaction with the page, so it never weighs on the first load.
 */
import { lazyModule } from '../controls/lazy-module.ts';

/** A failed download (offline) is retried on the next interaction. */
export const loadPreviewModule = lazyModule(() => import('./document-preview.tsx')).load;
