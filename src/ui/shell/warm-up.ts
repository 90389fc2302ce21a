/**
 * What the page needs once the person has begun (docs/decisions/139), fetched and compiled while the
 * browser is idle, one step per idle period, so the first tap on « Générer le PDF sans signature »
 * fetches nothing: the PDF worker started (its script, jsPDF and the document's wording loaded off the
 * main thread), or the main-thread PDF code where there is no `Worker`; the code a click runs; the
 * preview; the signature pen. This module is itself imported from an idle callback (app.tsx), never
 * inside a keystroke's or a tap's handler. A step that fails (offline) is left to the click, as before.
 */
import { WARMED_UP_MARK } from './warmed-up-mark.ts';

/** A step waits this long at most for the browser to be idle: on a page always busy it still runs. */
const IDLE_TIMEOUT_MS = 2000;

const STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('../procuration/pdf-maker.ts').then(({ warmPdfMaker }) => warmPdfMaker()),
  () => import('../procuration/make-document.ts'),
  () => import('../../domain/documents/procuration/made-message.ts'),
  // The preview's pages (preview-module.ts loads the same chunk): imported by name, so no chunk is shared with the page's parts.
  () => import('../preview/document-preview.tsx'),
  () => import('signature_pad'),
];

/** `run` once the browser is idle (or after IDLE_TIMEOUT_MS); a later timer where there is no requestIdleCallback. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}

function runFrom(index: number): void {
  const step = STEPS[index];
  if (!step) {
    performance.mark(WARMED_UP_MARK);
    return;
  }
  whenIdle(() => {
    void step()
      .catch(() => undefined)
      .then(() => runFrom(index + 1));
  });
}

runFrom(0);
