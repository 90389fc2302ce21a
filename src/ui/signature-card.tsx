/** "Signature Numérique" (specification §2, §4). */
import { useId, useRef } from 'react';
import { SIGNATURE_NOTICE } from '../domain/legal-notices.ts';
import { FieldErrorMessage, useFieldError } from './field-error.tsx';
import { fieldId } from './field-ids.ts';
import { useSignaturePad } from './use-signature-pad.ts';

interface SignatureCardProps {
  signature: string | null;
  onSignatureChange: (signature: string | null) => void;
  onFirstInteraction: () => void;
}

export function SignatureCard({ signature, onSignatureChange, onFirstInteraction }: SignatureCardProps) {
  const titleId = useId();
  const statusId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pad = useSignaturePad(canvasRef);
  const error = useFieldError('signature', statusId);

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
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              pad.clear();
              onSignatureChange(null);
            }}
          >
            Effacer
          </button>
          <button type="button" className="button button--secondary" onClick={() => onSignatureChange(pad.toPngDataUrl())}>
            Sauvegarder la signature
          </button>
        </div>
        <p id={statusId} className="signature-status" aria-live="polite">
          {signature ? 'Signature enregistrée.' : 'Aucune signature enregistrée.'}
        </p>
        {signature && <img className="signature-preview" src={signature} alt="Aperçu de la signature enregistrée" />}
        <p className="notice">{SIGNATURE_NOTICE}</p>
      </div>
    </section>
  );
}
