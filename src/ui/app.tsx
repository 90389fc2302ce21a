/**
 * The generator page (specification §2): the four cards in order, then the two buttons. The heading is
 * static HTML in index.html; the rest is rendered into it at build time and hydrated (main.tsx).
 */
import { useEffect, useState } from 'react';
import { emptyForm, updatePerson, type Party, type Person, type ProcurationForm } from '../domain/form.ts';
import { DATA_ERASED_MESSAGE, MESSAGES, STORAGE_UNAVAILABLE_MESSAGE } from '../domain/messages.ts';
import type { ValidationFailure } from '../domain/validation.ts';
import { BringList } from './bring-list.tsx';
import { DetailsCard } from './details-card.tsx';
import { FieldErrorContext } from './field-error.tsx';
import { fieldId } from './field-ids.ts';
import { generatePdf, type GenerationResult } from './generate-pdf.ts';
import { IdentityCopySection } from './identity-copy-section.tsx';
import { KeepOnDevice } from './keep-on-device.tsx';
import { OtherDocuments } from './other-documents-section.tsx';
import { type PageMode, readPageMode } from './page-mode.ts';
import { prefetchPdfModule } from './pdf-module.ts';
import { PersonCard } from './person-card.tsx';
import { PreviewRegion } from './preview-region.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { SignatureCard } from './signature-card.tsx';
import { showToast, Toaster } from './toasts.tsx';
import { useHydrated } from './use-hydrated.ts';
import { forgetSavedForm, useSavedForm } from './use-saved-form.ts';

/** The mode the prerendered HTML is drawn in; once hydrated, the page uses its own (clientPageMode). */
const FREE_MODE: PageMode = { payment: false };

/** The payment code is loaded only in payment mode: the free mode's first load stays small. */
const loadPaymentFlow = () => import('./payment-flow.ts');

/** What the two buttons do: Reading A, or Reading B when the server runs a payment mode. */
function requestPdf(pageMode: PageMode, form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  if (!pageMode.payment) return generatePdf(form, withSignature);
  return loadPaymentFlow().then(
    ({ startPayment }) => startPayment(form, withSignature),
    () => ({ ok: false, message: MESSAGES.checkoutFailed }),
  );
}

export function App() {
  const { form, setForm, keep, setKeep } = useSavedForm(() => showToast(STORAGE_UNAVAILABLE_MESSAGE, 'success'));
  const hydrated = useHydrated();
  const pageMode = hydrated ? clientPageMode() : FREE_MODE;
  const [busy, setBusy] = useState(false);
  // Payment mode only: back from the checkout page (?success=true… or ?canceled=true).
  useEffect(() => {
    if (pageMode.payment) void loadPaymentFlow().then(({ handlePaymentReturn }) => handlePaymentReturn());
  }, [pageMode.payment]);

  // Once the page works, never before: the service worker (offline use, docs/decisions/036) is no part of the first load.
  useEffect(() => {
    void import('./service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }, []);

  const [failure, setFailure] = useState<ValidationFailure>();
  // Erasing remounts the cards, so typed text, the drawn pad and the calendars start afresh.
  const [generation, setGeneration] = useState(0);

  const update = (change: (current: ProcurationForm) => ProcurationForm) => {
    setFailure(undefined);
    setForm(change);
  };
  const erase = () => {
    forgetSavedForm();
    setFailure(undefined);
    setForm(emptyForm());
    setGeneration((count) => count + 1);
    showToast(DATA_ERASED_MESSAGE, 'success');
  };
  const personChange =
    (party: Party) =>
    <K extends keyof Person>(field: K, value: Person[K]) =>
      update((current) => updatePerson(current, party, field, value));

  /** Every document button: one at a time, and a refusal shown and focused the same way. */
  const run = async (action: () => Promise<GenerationResult>) => {
    if (busy) return;
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      showToast(result.message, 'error');
      if (result.field) {
        setFailure({ message: result.message, field: result.field });
        focusField(fieldId(result.field));
      }
    }
  };

  return (
    <>
      <div className="workspace" inert={!hydrated}>
        <main className="page" key={generation}>
          <FieldErrorContext value={failure}>
            <p className="legend">Les champs marqués d&apos;un astérisque (*) sont obligatoires.</p>
            <div className="parties">
              <PersonCard party="grantor" person={form.grantor} onChange={personChange('grantor')} />
              <PersonCard party="attorney" person={form.attorney} onChange={personChange('attorney')} />
            </div>
            <DetailsCard form={form} onChange={update} onFirstInteraction={prefetchPdfModule} />
            <SignatureCard
              signature={form.signature}
              onSignatureChange={(signature) => update((current) => ({ ...current, signature }))}
              onFirstInteraction={prefetchPdfModule}
            />
            <div className="actions">
              <button type="button" className="button" aria-busy={busy} onClick={() => void run(() => requestPdf(pageMode, form, true))}>
                Générer le PDF avec signature
              </button>
              <button type="button" className="button" aria-busy={busy} onClick={() => void run(() => requestPdf(pageMode, form, false))}>
                Générer le PDF sans signature
              </button>
            </div>
            <BringList currentType={form.type} />
            <OtherDocuments form={form} busy={busy} run={(action) => void run(action)} />
          </FieldErrorContext>
          <IdentityCopySection />
        </main>
        <PreviewRegion form={form} />
      </div>
      <footer className="page-footer" inert={!hydrated}>
        <KeepOnDevice keep={keep} onChange={setKeep} />
        <PrivacySection onErase={erase} pageMode={pageMode} />
      </footer>
      <Toaster />
    </>
  );
}

let readMode: PageMode | undefined;

/** What the server wrote in the page's `<meta>`, read once; the prerendered HTML is the same in both modes. */
function clientPageMode(): PageMode {
  readMode ??= readPageMode();
  return readMode;
}

/** Focus after React has painted the message, so a screen reader reads the field with it. */
function focusField(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
