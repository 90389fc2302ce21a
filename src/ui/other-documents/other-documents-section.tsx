/**
 * "Autres documents": the two revocation letters (to the mandataire, and to the organisation) or, for
 * an electoral procuration, the official way to end it (docs/decisions/043); and, once the end date
 * is known, the reminder. A paper that gives none of its powers offers neither (docs/decisions/106), nor
 * does a notary's project (docs/decisions/177): one rule, otherDocumentsOf, which the golden texts read too
 * (docs/decisions/210).
 */
import { useId, useState } from 'react';
import { reminder, revocationAttorney, revocationOrganisation } from 'virtual:legal-content/document-buttons';
import type { ProcurationForm } from '../../domain/form.ts';
import type { GenerationResult } from '../procuration/generate-pdf.ts';
import { downloadOtherDocument } from './other-documents.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';

interface OtherDocumentsProps {
  form: ProcurationForm;
  busy: boolean;
  run: (action: () => Promise<GenerationResult>) => void;
  /** Until the page works (the section is hydrated once it does: docs/decisions/097). */
  inert?: boolean;
}

export function OtherDocuments({ form, busy, run, inert }: OtherDocumentsProps) {
  const titleId = useId();
  const [signLetter, setSignLetter] = useState(false);
  const hasSignature = form.signature !== null;
  // The texts come with the verdict table, loaded once a type is chosen.
  const texts = useTypeVerdicts(form.type !== '');
  // Until the rule has arrived (no type chosen yet), what every type not set apart gets: the letters, which
  // refuse an incomplete form with the same message and focus as « Générer », and the reminder once the end date is known.
  const offer = texts?.otherDocumentsOf(form) ?? { letters: true, reminder: form.endDate !== undefined, revocationRoute: undefined };
  const byLetter = offer.letters;
  const revocationRoute = offer.revocationRoute;
  const withSignature = signLetter && hasSignature;
  return (
    <div className="other-documents" role="group" aria-labelledby={titleId} inert={inert}>
      <h2 id={titleId} className="other-documents__title">
        Autres documents
      </h2>
      {revocationRoute !== undefined && <p className="notice">{revocationRoute}</p>}
      <div className="actions">
        {byLetter && (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-busy={busy}
              onClick={() => run(() => downloadOtherDocument('revocation-attorney', form, withSignature))}
            >
              {revocationAttorney}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-busy={busy}
              onClick={() => run(() => downloadOtherDocument('revocation-organisation', form, withSignature))}
            >
              {revocationOrganisation}
            </button>
          </>
        )}
        {offer.reminder && (
          <button
            type="button"
            className="button button--secondary"
            aria-busy={busy}
            onClick={() => run(() => downloadOtherDocument('reminder', form, false))}
          >
            {reminder}
          </button>
        )}
      </div>
      {byLetter && texts && <p className="field__hint">{texts.REVOCATION_SENDING_HINT}</p>}
      {byLetter && hasSignature && (
        <label className="checkbox">
          <input type="checkbox" checked={signLetter} onChange={(event) => setSignLetter(event.target.checked)} />
          Signer la lettre de révocation avec ma signature enregistrée
        </label>
      )}
    </div>
  );
}
