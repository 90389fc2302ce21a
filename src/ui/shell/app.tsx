/**
 * The generator page (specification §2): the four cards in order, then the two buttons. The heading is
 * static HTML in index.html; the rest is rendered into it at build time and hydrated (main.tsx).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emptyForm, type ProcurationForm } from '../../domain/form.ts';
import {
  CHECKOUT_FAILED_MESSAGE,
  DATA_ERASED_MESSAGE,
  EDITABLE_FAILED_MESSAGE,
  PAID_EDITABLE_COPIES_NOTE,
  EDITABLE_COPIES_UNSIGNED_NOTE,
  STORAGE_UNAVAILABLE_MESSAGE,
} from '../../domain/page-messages.ts';
import type { FieldPath, ValidationFailure } from '../../domain/validation.ts';
import { DetailsCard } from '../details/details-card.tsx';
import { FieldErrorContext, type FieldMessages } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import type { EditableFormat } from '../procuration/generate-editable.ts';
import type { PaidRelease } from '../payment/payment-flow.ts';
import { generatePdf, type GenerationResult } from '../procuration/generate-pdf.ts';
import {
  LATER_DOCUMENTS,
  LATER_FOOTER,
  LATER_IDENTITY_COPY,
  LATER_PREVIEW,
  LATER_PREVIEW_OPENER,
  LATER_SIGNATURE,
  publishLaterPartsState,
  requestLaterParts,
} from '../later/later-parts.tsx';
import { type PageMode, readPageMode } from '../rules/page-mode.ts';
import { PartyCards } from '../people/party-cards.tsx';
import { loadReadiness, useReadiness, type ReadinessModule } from '../rules/readiness-module.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';
import { dismissErrorToast, dismissToast, showToast, Toaster } from '../controls/toasts.tsx';
import { watchFirstTouch } from '../controls/first-touch.ts';
import { useHydrated } from './use-hydrated.ts';
import { forgetSavedForm, useSavedForm } from './use-saved-form.ts';

/** The mode the prerendered HTML is drawn in; once hydrated, the page uses its own (clientPageMode). */
const FREE_MODE: PageMode = { payment: false };

/** The payment code is loaded only in payment mode: the free mode's first load stays small. */
const loadPaymentFlow = () => import('../payment/payment-flow.ts');
/** What the page says once a document is made: loaded then, with its words, never on the first load (docs/decisions/150). */
const loadMadeMessage = () => import('../../domain/documents/procuration/made-message.ts');
const editableMade = (fileName: string) => () =>
  loadMadeMessage().then(
    ({ editableMadeLines }) => editableMadeLines(fileName),
    () => [],
  );

/** The editable copies' code comes on the click (docs/decisions/085): the first load never carries it. */
function makeEditable(form: ProcurationForm, format: EditableFormat, paidSignature?: boolean): Promise<GenerationResult> {
  return import('../procuration/generate-editable.ts').then(
    ({ generateEditable }) => generateEditable(form, format, paidSignature),
    () => ({ ok: false, message: EDITABLE_FAILED_MESSAGE }),
  );
}

/** What the two buttons do: Reading A, or Reading B when the server runs a payment mode. */
function requestPdf(pageMode: PageMode, form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  if (!pageMode.payment) return generatePdf(form, withSignature);
  return loadPaymentFlow().then(
    ({ startPayment }) => startPayment(form, withSignature),
    () => ({ ok: false, message: CHECKOUT_FAILED_MESSAGE }),
  );
}

export function App() {
  const { form, setForm, keep, setKeep, restored } = useSavedForm(() => showToast(STORAGE_UNAVAILABLE_MESSAGE, 'success'));
  const hydrated = useHydrated();
  const interactive = hydrated && restored;
  // Begun: the form is no longer the one the page started from (typed, or restored from this device).
  // Not the first tap: the bar of buttons must never move under a finger that is pressing one.
  const [startingForm] = useState(form);
  const begun = form !== startingForm;
  const pageMode = hydrated ? clientPageMode() : FREE_MODE;
  const [busy, setBusy] = useState(false);
  // Payment mode only: back from the checkout page (?success=true… or ?canceled=true). What a verified
  // payment released stays in memory for the editable copies of the paid procuration (docs/decisions/084).
  const [paid, setPaid] = useState<PaidRelease>();
  useEffect(() => {
    if (pageMode.payment)
      void loadPaymentFlow()
        .then(({ handlePaymentReturn }) => handlePaymentReturn())
        .then(setPaid);
  }, [pageMode.payment]);
  // The editable copies: of the page's form in the free mode; in payment mode, of the paid one only.
  const editableSource = pageMode.payment ? paid : { form, includeSignature: undefined };
  // A paper that gives none of its powers has no editable copy (docs/decisions/106); the rule comes with the verdicts.
  const verdicts = useTypeVerdicts(form.type !== '');
  const voidOnly = editableSource !== undefined && verdicts?.nextStepOf(editableSource.form) === 'voidOnly';

  // Once the page works, never before: the service worker (offline use, docs/decisions/036) is no part of the first load.
  useEffect(() => {
    void import('./service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }, []);

  const [attempt, setAttempt] = useState<FailedAttempt>();
  // The readiness rule arrives with the first touch of the page (readiness-module.ts): notes and marks need it.
  const [touched, setTouched] = useState(false);
  const readiness = useReadiness(touched);
  const touch = () => setTouched(true);
  // Erasing remounts the cards, so typed text, the drawn pad and the calendars start afresh.
  const [generation, setGeneration] = useState(0);
  const fieldMessages = messagesAfter(readiness, attempt, form);
  // Once every field a failed attempt marked is fixed, its toast goes too (docs/decisions/063).
  const atFault = fieldMessages.errors.size > 0;
  const wasAtFault = useRef(false);
  useEffect(() => {
    if (wasAtFault.current && !atFault) dismissErrorToast();
    wasAtFault.current = atFault;
  }, [atFault]);

  // What the last document made says to do next: it stays until the form changes (docs/decisions/063).
  const [made, setMade] = useState<string[]>();
  const update = (change: (current: ProcurationForm) => ProcurationForm) => {
    setMade(undefined);
    // A refusal that is not the readiness rule's (the reminder's end date) lasts until the next change.
    setAttempt((current) => (current?.withSignature === undefined ? undefined : current));
    setForm(change);
  };
  const erase = () => {
    setMade(undefined);
    forgetSavedForm();
    setAttempt(undefined);
    setForm(emptyForm());
    setGeneration((count) => count + 1);
    showToast(DATA_ERASED_MESSAGE, 'success');
  };

  /**
   * Every document button: one at a time, and a refusal shown and focused the same way: the toast
   * says the specification's first message, every field at fault is marked, the first on the page
   * takes the focus. A document made clears the marks and the toast.
   */
  /** `madeMessage`: how to get what to say once the document is made (loaded with the words it needs). */
  const run = async (action: () => Promise<GenerationResult>, madeMessage?: (pages: number) => Promise<string[]>) => {
    if (busy) return;
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.ok) {
      setAttempt(undefined);
      dismissToast();
      if (madeMessage) setMade(await madeMessage(result.pages ?? 1));
      return;
    }
    setMade(undefined);
    showToast(result.message, 'error');
    if (!result.field) return;
    const refusal = { message: result.message, field: result.field };
    const next = failedAttempt(await loadReadiness().catch(() => undefined), refusal, result.withSignature, form);
    setAttempt(next);
    focusFirstField(next.fields);
  };
  // The free mode says where the file went and what comes next; the payment mode goes to its checkout page.
  // The message reads the paper's clauses (and their date formatting): loaded once a PDF is made, never on the first load.
  const procurationMade = (withSignature: boolean) =>
    pageMode.payment
      ? undefined
      : (pages: number) =>
          loadMadeMessage().then(
            ({ procurationMadeLines }) => procurationMadeLines(form, withSignature, pages),
            () => [],
          );

  // The parts below the cards read the page's state from a store, and their code comes once the page works.
  useLayoutEffect(() =>
    publishLaterPartsState({
      form,
      update,
      fieldMessages,
      keep,
      setKeep,
      erase,
      pageMode,
      interactive,
      busy,
      run: (action) => void run(action),
    }),
  );
  useEffect(watchFirstTouch, []);
  useEffect(() => {
    if (interactive) requestLaterParts();
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
              <PartyCards party="grantor" form={form} onChange={update} />
              <PartyCards party="attorney" form={form} onChange={update} />
            </div>
            <DetailsCard form={form} objectRequired={readiness?.isObjectRequired(form) ?? false} onChange={update} />
          </FieldErrorContext>
          {/* The parts hydrated later stand outside the field messages' context, which changes as the person types. */}
          {LATER_SIGNATURE}
          <div className="actions">
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => void run(() => requestPdf(pageMode, form, true), procurationMade(true))}
            >
              Générer le PDF avec signature
            </button>
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => void run(() => requestPdf(pageMode, form, false), procurationMade(false))}
            >
              Générer le PDF sans signature
            </button>
          </div>
          {LATER_PREVIEW_OPENER}
          {pageMode.payment && paid ? <p className="paid-copies">{PAID_EDITABLE_COPIES_NOTE}</p> : null}
          <div className="actions actions--more">
            {/* The editable copies, made on the device (docs/decisions/085, 084). */}
            {editableSource &&
              !voidOnly &&
              (['docx', 'odt'] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className="button button--secondary"
                  aria-busy={busy}
                  onClick={() =>
                    void run(
                      () => makeEditable(editableSource.form, format, editableSource.includeSignature),
                      editableMade(`procuration.${format}`),
                    )
                  }
                >
                  {format === 'docx' ? 'Télécharger en Word (.docx)' : 'Télécharger en OpenDocument (.odt)'}
                </button>
              ))}
          </div>
          {editableSource ? <p className="editable-copies-note">{EDITABLE_COPIES_UNSIGNED_NOTE}</p> : null}
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
 * while the browser is idle, never in a keystroke's or a tap's handler (warm-up.ts, docs/decisions/139);
 * not at all where the person asked to save data.
 */
function warmUpWhenIdle(): void {
  if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData)
    (self.requestIdleCallback ?? setTimeout)(() => void import('./warm-up.ts').catch(() => undefined));
}

let readMode: PageMode | undefined;

/** What the server wrote in the page's `<meta>`, read once; the prerendered HTML is the same in both modes. */
function clientPageMode(): PageMode {
  readMode ??= readPageMode();
  return readMode;
}

/**
 * A refused attempt: the fields it marked, and how to check them again as the person types. With
 * `withSignature`, the readiness rule refused, and each field keeps its message while that rule
 * still finds it at fault; without, the one refusal stands until the next change.
 */
interface FailedAttempt {
  fields: FieldPath[];
  withSignature?: boolean;
  refusal: ValidationFailure;
}

function failedAttempt(
  readiness: ReadinessModule | undefined,
  refusal: ValidationFailure,
  withSignature: boolean | undefined,
  form: ProcurationForm,
): FailedAttempt {
  if (withSignature === undefined || !readiness) return { fields: [refusal.field], refusal };
  const problems = readiness.listPrintProblems(form, { withSignature, today: new Date() });
  return { fields: problems.map((problem) => problem.field), withSignature, refusal };
}

/** The messages beside the fields now: those of the attempt still at fault, and the notes. */
function messagesAfter(readiness: ReadinessModule | undefined, attempt: FailedAttempt | undefined, form: ProcurationForm): FieldMessages {
  const today = new Date();
  const notes = new Map(readiness?.listNotes(form, today).map((note) => [note.field, note.fieldMessage]));
  if (!attempt) return { errors: new Map(), notes };
  if (attempt.withSignature === undefined || !readiness) {
    return { errors: new Map([[attempt.refusal.field, attempt.refusal.message]]), notes };
  }
  const marked = new Set(attempt.fields);
  const problems = readiness
    .listPrintProblems(form, { withSignature: attempt.withSignature, today })
    .filter((problem) => marked.has(problem.field));
  return { errors: new Map(problems.map((problem) => [problem.field, problem.fieldMessage])), notes };
}

/**
 * Focus the first marked field on the page, after React has painted the messages so a screen
 * reader reads the field with its own; it is scrolled to the middle of the screen, clear of the
 * toast at the bottom.
 */
function focusFirstField(fields: readonly FieldPath[]): void {
  requestAnimationFrame(() => {
    const elements = fields.flatMap((field) => document.getElementById(fieldId(field)) ?? []);
    const first = elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    // A field folded away (docs/decisions/064) is shown before it takes the focus.
    first?.closest('details')?.setAttribute('open', '');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
}
