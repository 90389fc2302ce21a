/** "Autres documents": the revocation letter and, once the end date is known, the reminder. */
import { useId, useState } from 'react';
import type { ProcurationForm } from '../domain/form.ts';
import type { GenerationResult } from './generate-pdf.ts';
import { downloadReminder, downloadRevocationLetter } from './other-documents.ts';

interface OtherDocumentsProps {
  form: ProcurationForm;
  busy: boolean;
  run: (action: () => Promise<GenerationResult>) => void;
}

export function OtherDocuments({ form, busy, run }: OtherDocumentsProps) {
  const titleId = useId();
  const [signLetter, setSignLetter] = useState(false);
  const hasSignature = form.signature !== null;
  return (
    <div className="other-documents" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="other-documents__title">
        Autres documents
      </h2>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          aria-busy={busy}
          onClick={() => run(() => downloadRevocationLetter(form, signLetter && hasSignature))}
        >
          Lettre de révocation
        </button>
        {form.endDate && (
          <button type="button" className="button button--secondary" aria-busy={busy} onClick={() => run(() => downloadReminder(form))}>
            Ajouter un rappel (.ics)
          </button>
        )}
      </div>
      {hasSignature && (
        <label className="checkbox">
          <input type="checkbox" checked={signLetter} onChange={(event) => setSignLetter(event.target.checked)} />
          Signer la lettre de révocation avec ma signature enregistrée
        </label>
      )}
    </div>
  );
}
