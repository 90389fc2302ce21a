/**
 * "Copie de pièce d'identité filigranée": an image of the mandant's identity document and the
 * organisation it is for give `piece-identite-filigranee.pdf`, stamped on this device.
 */
import { useId, useState } from 'react';
import {
  ACCEPTED_IMAGE_TYPES,
  IDENTITY_COPY_FAILED,
  MAX_IMAGE_BYTES,
  type IdentityCopyFailure,
} from '../../domain/documents/identity-copy/identity-copy-limits.ts';
import { IDENTITY_COPY_ALTERNATIVE, IDENTITY_COPY_NOTICE } from '../../domain/legal-notices.ts';
import { showToast } from '../controls/toasts.tsx';

const IMAGE_LABEL = `Photo ou image de la pièce d'identité (JPEG, PNG ou WebP, ${MAX_IMAGE_BYTES / 1024 / 1024} Mo au plus)`;

/**
 * `holders`: the names of the people of the procuration; with more than one, the person chooses
 * whose document is copied, and the stamp says it (docs/decisions/051).
 */
export function IdentityCopySection({ holders, inert }: { holders: string[]; inert?: boolean }) {
  const titleId = useId();
  const imageId = useId();
  const recipientId = useId();
  const holderId = useId();
  const [holderChoice, setHolderChoice] = useState('');
  const holder = holders.length > 1 ? (holders.includes(holderChoice) ? holderChoice : holders[0]) : undefined;
  const [file, setFile] = useState<File>();
  const [recipient, setRecipient] = useState('');
  const [failure, setFailure] = useState<IdentityCopyFailure>();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (busy) return;
    setBusy(true);
    // The stamping code loads on first use, like the PDF code.
    const result = await import('./identity-copy.ts').then(
      ({ makeIdentityCopy }) => makeIdentityCopy(file, recipient, new Date(), holder),
      (): { ok: false; failure: IdentityCopyFailure } => ({
        ok: false,
        failure: { message: IDENTITY_COPY_FAILED, field: 'image' },
      }),
    );
    setBusy(false);
    if (result.ok) {
      setFailure(undefined);
      return;
    }
    setFailure(result.failure);
    showToast(result.failure.message, 'error');
    const id = result.failure.field === 'image' ? imageId : recipientId;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const errorFor = (field: IdentityCopyFailure['field'], id: string) =>
    failure?.field === field ? { invalid: true, errorId: `${id}-error`, message: failure.message } : undefined;
  const imageError = errorFor('image', imageId);
  const recipientError = errorFor('recipient', recipientId);

  return (
    <section className="card" aria-labelledby={titleId} inert={inert}>
      <h2 id={titleId} className="card__title">
        Copie de pièce d&apos;identité filigranée
      </h2>
      <div className="card__body">
        {/* The words, their sources and the day they were checked: content/legal/documents/page.yaml (docs/decisions/072). */}
        <p className="notice">{IDENTITY_COPY_NOTICE}</p>
        <p className="field__hint">{IDENTITY_COPY_ALTERNATIVE}</p>
        {holder !== undefined && (
          <div className="field">
            <label htmlFor={holderId}>Titulaire de la pièce</label>
            <select id={holderId} value={holder} onChange={(event) => setHolderChoice(event.target.value)}>
              {holders.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={imageId}>{IMAGE_LABEL}</label>
          <input
            id={imageId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError?.errorId}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setFailure(undefined);
            }}
          />
          {imageError && (
            <p id={imageError.errorId} className="field__error">
              {imageError.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={recipientId}>Organisme destinataire</label>
          <input
            id={recipientId}
            type="text"
            autoComplete="organization"
            value={recipient}
            aria-invalid={recipientError ? true : undefined}
            aria-describedby={recipientError?.errorId}
            onChange={(event) => {
              setRecipient(event.target.value);
              setFailure(undefined);
            }}
          />
          {recipientError && (
            <p id={recipientError.errorId} className="field__error">
              {recipientError.message}
            </p>
          )}
        </div>
        <div>
          <button type="button" className="button button--secondary" aria-busy={busy} onClick={() => void create()}>
            Créer la copie filigranée
          </button>
        </div>
      </div>
    </section>
  );
}
