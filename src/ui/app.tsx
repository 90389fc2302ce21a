/** The generator page (SPEC.md §2): the four cards in order, then the two buttons. */
import { useState } from 'react';
import { updatePerson, type Party, type Person, type ProcurationForm } from '../domain/form.ts';
import { DetailsCard } from './details-card.tsx';
import { fieldId } from './field-ids.ts';
import { generatePdf } from './generate-pdf.ts';
import { prefetchPdfModule } from './pdf-module.ts';
import { PersonCard } from './person-card.tsx';
import { SignatureCard } from './signature-card.tsx';
import { showToast, Toaster } from './toasts.tsx';
import { useSavedForm } from './use-saved-form.ts';

export function App() {
  const [form, setForm] = useSavedForm();
  const [busy, setBusy] = useState(false);

  const update = (change: (current: ProcurationForm) => ProcurationForm) => setForm(change);
  const personChange =
    (party: Party) =>
    <K extends keyof Person>(field: K, value: Person[K]) =>
      update((current) => updatePerson(current, party, field, value));

  const generate = async (withSignature: boolean) => {
    if (busy) return;
    setBusy(true);
    const result = await generatePdf(form, withSignature);
    setBusy(false);
    if (!result.ok) {
      showToast(result.message, 'error');
      if (result.field) document.getElementById(fieldId(result.field))?.focus();
    }
  };

  return (
    <>
      <header className="page-header">
        <h1>Procuration en Ligne – Rapide &amp; Sécurisée</h1>
        <p className="page-header__subtitle">Faites Votre Procuration en Ligne en Quelques Minutes – 100% Sécurisé</p>
      </header>
      <main className="page">
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
          <button type="button" className="button" aria-busy={busy} onClick={() => void generate(true)}>
            Générer le PDF avec signature
          </button>
          <button type="button" className="button" aria-busy={busy} onClick={() => void generate(false)}>
            Générer le PDF sans signature
          </button>
        </div>
      </main>
      <Toaster />
    </>
  );
}
