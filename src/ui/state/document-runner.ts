/**
 * The document buttons' entry to `runDocument` (run-document.ts), whose code is fetched on the first
 * click, or before it by the idle warm-up (src/ui/shell/warm-up.ts): no part of the page's first visit
 * (docs/decisions/230). Offline before it was fetched, the click does nothing, as a click whose
 * document code cannot be fetched always did.
 */
import type { runDocument } from './run-document.ts';

export const runDocumentOnDemand = (...args: Parameters<typeof runDocument>): Promise<void> =>
  import('./run-document.ts').then(
    (module) => module.runDocument(...args),
    () => undefined,
  );
