/** "Signature Numérique" (specification §2, §4). */
import { useId, useRef, useState } from 'react';
import { SIGNATURE_NOTICE } from '../../domain/legal-notices.ts';
import { DRAWINGS_TOO_HEAVY_MESSAGE, UNSAVED_SIGNATURE_MESSAGE } from '../../domain/messages.ts';
import { severalPeople, type PersonSlot, type ProcurationForm } from '../../domain/form.ts';
import { drawingOf, drawingsFit, signingPeople, withDrawing } from '../../domain/signatures.ts';
import { CosignerList, signatoryName } from './cosigner-list.tsx';
import { FieldErrorMessage, useFieldError } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import { lazyModule } from '../controls/lazy-module.ts';
import { useRelayAvailable } from './relay-available.ts';
import { useSignaturePad } from './use-signature-pad.ts';

/** The dialog and the QR code library come on click only: the first load does not carry them (docs/decisions/093). */
const phoneDialog = lazyModule(() => import('./phone-signing-dialog.tsx'));

interface SignatureCardProps {
  /** Who signs and what each has drawn; the pad is the first mandant's (`signature`). */
  form: ProcurationForm;
  onDrawingChange: (slot: PersonSlot, drawing: string | null) => void;
  onFirstInteraction: () => void;
}

export function SignatureCard({ form, onDrawingChange, onFirstInteraction }: SignatureCardProps) {
  const signature = form.signature;
  const titleId = useId();
  const statusId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // A drawing not saved yet is said beside the pad, with the button to press: never lost in silence.
  const [unsaved, setUnsaved] = useState(false);
  const pad = useSignaturePad(canvasRef, () => setUnsaved(true));
  const error = useFieldError('signature', statusId);
  const relayAvailable = useRelayAvailable();
  // Whose phone the dialog is open for: the first mandant's beside the pad, or another signatory's.
  const [phoneFor, setPhoneFor] = useState<PersonSlot | null>(null);
  const dialog = phoneDialog.use(phoneFor !== null);
  const [tooHeavy, setTooHeavy] = useState(false);
  const signatories = signingPeople(form);
  const phoneSignatory = signatories.find(({ slot }) => slot === phoneFor);
  // The other signatories are listed with several people, or while one of them still has a drawing
  // kept from then (a card removed since), so that nothing is printed that the page does not show.
  const cosigners = signatories.slice(1);
  const listCosigners = severalPeople(form) || cosigners.some(({ slot }) => drawingOf(form, slot) !== null);
  /** Saves a drawing, or says why not: all the drawings together must fit the room of one (docs/decisions/099). */
  const refusalToSave = (slot: PersonSlot, drawing: string | null): string | undefined => {
    if (drawing !== null && !drawingsFit(withDrawing(form, slot, drawing))) return DRAWINGS_TOO_HEAVY_MESSAGE;
    onDrawingChange(slot, drawing);
    return undefined;
  };

  return (
    <section className="card" aria-labelledby={titleId} onPointerDown={onFirstInteraction} onFocus={onFirstInteraction}>
      <h2 id={titleId} className="card__title">
        Signature Numérique
      </h2>
      <div className="card__body">
        <p className="field__hint">Dessinez votre signature dans le cadre avec la souris, le doigt ou un stylet.</p>
        <canvas
          ref={canvasRef}
          id={fieldId('signature')}
          className="signature-pad"
          role="img"
          aria-label="Zone de signature"
          aria-invalid={error.invalid || undefined}
          aria-describedby={error.describedBy}
          tabIndex={-1}
        />
        <FieldErrorMessage state={error} />
        <p id={statusId} className={unsaved ? 'signature-status signature-status--unsaved' : 'signature-status'} aria-live="polite">
          {unsaved ? UNSAVED_SIGNATURE_MESSAGE : signature ? 'Signature enregistrée.' : 'Aucune signature enregistrée.'}
        </p>
        {tooHeavy && (
          <p className="field__error" role="alert">
            {DRAWINGS_TOO_HEAVY_MESSAGE}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              pad.clear();
              setUnsaved(false);
              setTooHeavy(false);
              onDrawingChange('grantor', null);
            }}
          >
            Effacer
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const refusal = refusalToSave('grantor', pad.toPngDataUrl());
              setTooHeavy(refusal !== undefined);
              if (refusal === undefined) setUnsaved(false);
            }}
          >
            Sauvegarder la signature
          </button>
          {relayAvailable && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setPhoneFor('grantor')}>
              Signer sur un téléphone
            </button>
          )}
        </div>
        {signature && <img className="signature-preview" src={signature} alt="Aperçu de la signature enregistrée" />}
        {listCosigners && cosigners.length > 0 && (
          <CosignerList
            form={form}
            cosigners={cosigners}
            relayAvailable={relayAvailable}
            onSignOnPhone={setPhoneFor}
            onRemoveDrawing={(slot) => onDrawingChange(slot, null)}
          />
        )}
        {phoneSignatory && dialog && (
          <dialog.PhoneSigningDialog
            firstName={phoneSignatory.person.firstName}
            signatory={listCosigners ? signatoryName(form, phoneSignatory) : undefined}
            onReceived={(drawing) => {
              const refusal = refusalToSave(phoneSignatory.slot, drawing);
              if (refusal === undefined && phoneSignatory.slot === 'grantor') setUnsaved(false);
              return refusal;
            }}
            onClose={() => setPhoneFor(null)}
          />
        )}
        <p className="notice">{SIGNATURE_NOTICE}</p>
      </div>
    </section>
  );
}
