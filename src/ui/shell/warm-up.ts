/**
 * What the page needs once the person has begun (docs/decisions/139), fetched and compiled while the
 * browser is idle, one step per idle period, so the first tap on « Générer le PDF sans signature »
 * fetches nothing, each step once the person's input has been quiet (docs/decisions/231): the PDF worker started (its script, jsPDF and the document's wording loaded off the
 * main thread), or the main-thread PDF code where there is no `Worker`; the code a click runs; the
 * preview; the signature pen. This module is itself imported from an idle callback (app.tsx), never
 * inside a keystroke's or a tap's handler. A step that fails (offline) is left to the click, as before.
 * In payment mode the click makes no PDF: it checks the form, stores it and goes to the checkout, and
 * the PDF is made back from it, on a new load (docs/decisions/160). There the warm-up fetches what
 * that click runs, the payment flow, and starts no PDF worker.
 */
import { readPageMode } from '../rules/page-mode.ts';
import { whenIdle } from '../controls/when-idle.ts';
import { WARMED_UP_MARK } from './warmed-up-mark.ts';

type Step = () => Promise<unknown>;

/** What the page needs after the form, in either mode. */
const EITHER_MODE: readonly Step[] = [
  // What every document button runs first (document-runner.ts loads the same chunk on the click).
  () => import('../state/run-document.ts'),
  // The preview's pages (preview-module.ts loads the same chunk): imported by name, so no chunk is shared with the page's parts.
  () => import('../preview/document-preview.tsx'),
  () => import('signature_pad'),
];

/** The free mode: the PDF is made on this page, in the worker. */
const FREE_MODE: readonly Step[] = [
  () => import('../procuration/pdf-maker.ts').then(({ warmPdfMaker }) => warmPdfMaker()),
  () => import('../procuration/make-document.ts'),
  () => import('../../domain/documents/procuration/made-message.ts'),
  ...EITHER_MODE,
];

/** The payment mode: the buttons' code (the same chunk app.tsx loads on the click, the make-a-document helper with it). */
const PAYMENT_MODE: readonly Step[] = [() => import('../payment/payment-flow.ts'), ...EITHER_MODE];

const STEPS = readPageMode().payment ? PAYMENT_MODE : FREE_MODE;

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
