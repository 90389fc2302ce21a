/** "Signature Numérique" (specification §2, §4). */
import { useId, useRef, useState } from 'react';
import { SIGNATURE_NOTICE } from '../../domain/legal-notices.ts';
import { UNSAVED_SIGNATURE_MESSAGE } from '../../domain/messages.ts';
import { FieldErrorMessage, useFieldError } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import { lazyModule } from '../controls/lazy-module.ts';
import { useRelayAvailable } from './relay-available.ts';
import { useSignaturePad } from './use-signature-pad.ts';

/** The dialog and the QR code library come on click only: the first load does not carry them (docs/decisions/093). */
const phoneDialog = lazyModule(() => import('./phone-signing-dialog.tsx'));

interface SignatureCardProps {
  signature: string | null;
  /** Who signs, shown on the phone by first name only. */
  signerFirstName: string;
  onSignatureChange: (signature: string | null) => void;
  onFirstInteraction: () => void;
}

export function SignatureCard({ signature, signerFirstName, onSignatureChange, onFirstInteraction }: SignatureCardProps) {
  const titleId = useId();
  const statusId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // A drawing not saved yet is said beside the pad, with the button to press: never lost in silence.
  const [unsaved, setUnsaved] = useState(false);
  const pad = useSignaturePad(canvasRef, () => setUnsaved(true));
  const error = useFieldError('signature', statusId);
  const relayAvailable = useRelayAvailable();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const dialog = phoneDialog.use(phoneOpen);

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
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              pad.clear();
              setUnsaved(false);
              onSignatureChange(null);
            }}
          >
            Effacer
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setUnsaved(false);
              onSignatureChange(pad.toPngDataUrl());
            }}
          >
            Sauvegarder la signature
          </button>
          {relayAvailable && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setPhoneOpen(true)}>
              Signer sur un téléphone
            </button>
          )}
        </div>
        {phoneOpen && dialog && (
          <dialog.PhoneSigningDialog
            firstName={signerFirstName}
            onReceived={(drawing) => {
              setUnsaved(false);
              onSignatureChange(drawing);
            }}
            onClose={() => setPhoneOpen(false)}
          />
        )}
        {signature && <img className="signature-preview" src={signature} alt="Aperçu de la signature enregistrée" />}
        <p className="notice">{SIGNATURE_NOTICE}</p>
      </div>
    </section>
  );
}
