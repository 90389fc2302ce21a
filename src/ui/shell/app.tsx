/**
 * The generator page (specification §2): the four cards in order, then the two buttons. The heading is
 * static HTML in index.html; the rest is rendered into it at build time and hydrated (main.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { AttorneySlot, PersonSlot, ProcurationForm } from '../../domain/form.ts';
import { CHECKOUT_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import { DetailsCard } from '../details/details-card.tsx';
import { FieldErrorContext } from '../controls/field-error.tsx';
import { generatePdf, type GenerationResult } from '../procuration/generate-pdf.ts';
import {
  LATER_DOCUMENTS,
  LATER_EDITABLE_COPIES,
  LATER_FOOTER,
  LATER_IDENTITY_COPY,
  LATER_PREVIEW,
  LATER_PREVIEW_OPENER,
  LATER_SIGNATURE,
  requestLaterParts,
} from '../later/later-parts.tsx';
import type { PageMode } from '../rules/page-mode.ts';
import { PartyCards } from '../people/party-cards.tsx';
import { AcceptancePlace } from '../signature/acceptance/acceptance-place.tsx';
import { loadReadiness, useReadiness } from '../rules/readiness-module.ts';
import { dismissErrorToast, Toaster } from '../controls/toasts.tsx';
import { watchInput, whenIdle } from '../controls/when-idle.ts';
import { useFieldMessages } from '../state/field-messages.ts';
import { procurationMade } from '../state/made-lines.ts';
import { changePage, updateForm, usePage } from '../state/page-state.ts';
import { runDocumentOnDemand } from '../state/document-runner.ts';
import { useSavedForm } from '../state/saved-form.ts';

/** The payment code is loaded only in payment mode: the free mode's first load stays small. */
const loadPaymentFlow = () => import('../payment/payment-flow.ts');

/** « Envoyer pour acceptation » at the end of each mandataire's card (docs/decisions/218): one function, so the cards keep their memo. */
const acceptancePlace = (slot: PersonSlot) => <AcceptancePlace slot={slot as AttorneySlot} />;
/** What the page says once a document is made: loaded then, with its words, never on the first load (docs/decisions/150). */

/**
 * What the two buttons do: Reading A, or Reading B when the server runs a payment mode. A PDF made in
 * Reading A is the page's from then (« À apporter » reads it); in Reading B, the paid record's, back from payment.
 */
function requestPdf(pageMode: PageMode, form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  if (!pageMode.payment)
    return generatePdf(form, withSignature).then((result) => {
      if (result.ok) changePage(() => ({ procurationMadeFor: form }));
      return result;
    });
  return loadPaymentFlow().then(
    ({ startPayment }) => startPayment(form, withSignature),
    () => ({ ok: false, message: CHECKOUT_FAILED_MESSAGE }),
  );
}

export function App() {
  useSavedForm();
  const { form, busy, made, generation, interactive, pageMode } = usePage();
  // Begun: the form is no longer the one the page started from (typed, or restored from this device).
  // Not the first tap: the bar of buttons must never move under a finger that is pressing one.
  const [startingForm] = useState(form);
  const begun = form !== startingForm;
  // Payment mode only: back from the checkout page (?success=true… or ?canceled=true). What a verified
  // payment released stays in memory for the editable copies of the paid procuration (docs/decisions/084).
  useEffect(() => {
    if (pageMode.payment)
      void loadPaymentFlow()
        .then(({ handlePaymentReturn }) => handlePaymentReturn())
        .then((paid) => changePage(() => ({ paid, procurationMadeFor: paid?.form })));
  }, [pageMode.payment]);

  // Once the page works, never before: the service worker (offline use, docs/decisions/036) is no part of the first load.
  useEffect(() => {
    void import('./service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }, []);

  // The readiness rule (notes and marks need it) is asked for at the first touch of the page, and fetched in an
  // idle period once the person's input is quiet (docs/decisions/240): its code is never evaluated, nor the notes
  // it brings rendered, between two keys. The touch itself renders nothing.
  const readiness = useReadiness(false);
  const touched = useRef(false);
  const touch = () => {
    if (touched.current) return;
    touched.current = true;
    whenIdle(() => void loadReadiness().catch(() => undefined));
  };
  const fieldMessages = useFieldMessages();
  // Once every field a failed attempt marked is fixed, its toast goes too (docs/decisions/063).
  const atFault = fieldMessages.errors.size > 0;
  const wasAtFault = useRef(false);
  useEffect(() => {
    if (wasAtFault.current && !atFault) dismissErrorToast();
    wasAtFault.current = atFault;
  }, [atFault]);

  // The free mode says where the file went and what comes next; the payment mode goes to its checkout page.
  // The message reads the paper's clauses (and their date formatting): loaded once a PDF is made, never on the first load.
  const madeMessage = (withSignature: boolean) => (pageMode.payment ? undefined : procurationMade(form, withSignature));

  useEffect(watchInput, []);
  useEffect(() => {
    if (interactive) whenIdle(requestLaterParts);
  }, [interactive]);
  useEffect(() => {
    if (interactive && begun) warmUpWhenIdle();
  }, [interactive, begun]);

  return (
    <>
      <div
        className="workspace"
        data-begun={begun || undefined}
        inert={!interactive}
        onPointerDownCapture={touch}
        onKeyDownCapture={touch}
        onFocusCapture={touch}
      >
        <main className="page" key={generation}>
          <FieldErrorContext value={fieldMessages}>
            <p className="legend">Les champs marqués d&apos;un astérisque (*) sont obligatoires.</p>
            <div className="parties">
              <PartyCards party="grantor" form={form} onChange={updateForm} />
              <PartyCards party="attorney" form={form} onChange={updateForm} cardEnd={acceptancePlace} />
            </div>
            <DetailsCard form={form} objectRequired={readiness?.isObjectRequired(form) ?? false} onChange={updateForm} />
          </FieldErrorContext>
          {/* The parts hydrated later stand outside the field messages' context, which changes as the person types. */}
          {LATER_SIGNATURE}
          <div className="actions">
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => void runDocumentOnDemand(() => requestPdf(pageMode, form, true), madeMessage(true))}
            >
              Générer le PDF avec signature
            </button>
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => void runDocumentOnDemand(() => requestPdf(pageMode, form, false), madeMessage(false))}
            >
              Générer le PDF sans signature
            </button>
          </div>
          {LATER_PREVIEW_OPENER}
          {LATER_EDITABLE_COPIES}
          <MadeNotice lines={made} />
          {LATER_DOCUMENTS}
          {LATER_IDENTITY_COPY}
        </main>
        {LATER_PREVIEW}
      </div>
      {LATER_FOOTER}
      <Toaster />
    </>
  );
}

/**
 * After a download: what was made, where the browser put it and what comes next, until the form
 * changes. Its live region is always in the page, so a screen reader hears each new message.
 */
function MadeNotice({ lines }: { lines: string[] | undefined }) {
  return (
    <div className="made-notice" role="status">
      {lines?.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/**
 * Once the person has begun (typed, or a form restored), what a document needs is fetched and compiled
 * while the browser is idle and the person's input quiet, never in a keystroke's or a tap's handler
 * (warm-up.ts, docs/decisions/139, 231); not at all where the person asked to save data.
 */
function warmUpWhenIdle(): void {
  if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData)
    whenIdle(() => void import('./warm-up.ts').catch(() => undefined));
}
