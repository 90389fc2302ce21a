/**
 * "Signer sur un téléphone" (docs/decisions/090–093): a link to /signer with a fresh key in its
 * fragment, shown as a QR code and as text; the page then waits for the phone's encrypted drawing,
 * decrypts it and hands it on as a saved signature. Loaded on click only, with the QR code library.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { decryptFromRelay, newRelayKey } from './relay-crypto.ts';
import { cancelExchange, openExchange, RELAY_CLIENT_MESSAGES, RelayError, waitForCiphertext } from './relay-client.ts';
import { isPngDataUrl } from '../../domain/png-data-url.ts';
import { signerUrl } from './signer-link.ts';
import { LinkHandOff } from './link-hand-off.tsx';
import './phone-signing.css';

export const PHONE_DIALOG_TITLE = 'Signer sur un téléphone';
const EXPLANATION =
  "Seul un dessin chiffré passe par notre serveur, qui l'efface dès qu'il l'a transmis\u00a0; une signature dessinée sur le téléphone vaut autant qu'une signature dessinée sur cette page.";
const QR_ALT = "Code QR\u00a0: scannez-le avec l'appareil photo de votre téléphone pour ouvrir la page de signature.";

type Stage = { kind: 'opening' } | { kind: 'waiting'; url: string } | { kind: 'received' } | { kind: 'failed'; message: string };

interface PhoneSigningDialogProps {
  /** The first name shown on the phone; empty when not typed yet. */
  firstName: string;
  /** With several signatories, who the link is for ("Mandant 2 : Claire Dupont"). */
  signatory?: string | undefined;
  /** Keeps the drawing, or says in French why it cannot. */
  onReceived: (pngDataUrl: string) => string | undefined;
  onClose: () => void;
}

export function PhoneSigningDialog({ firstName, signatory, onReceived, onClose }: PhoneSigningDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState(false);
  // Read when a link is made: a name typed later does not make a new link.
  const latest = useRef({ onReceived, firstName });
  useEffect(() => {
    latest.current = { onReceived, firstName };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    // The exchange this attempt waits on, until delivered: closing the dialog deletes it at once.
    let pending: string | undefined;
    const run = async () => {
      setStage({ kind: 'opening' });
      setCopied(false);
      const exchangeId = await openExchange();
      pending = exchangeId;
      if (stop.signal.aborted) return;
      const key = await newRelayKey();
      const url = signerUrl(window.location.origin, { exchangeId, key, firstName: latest.current.firstName.trim() });
      setStage({ kind: 'waiting', url });
      const ciphertext = await waitForCiphertext(exchangeId, stop.signal);
      pending = undefined;
      const drawing = await decryptFromRelay(key, exchangeId, ciphertext).catch(() => undefined);
      if (drawing === undefined || !isPngDataUrl(drawing)) throw new RelayError(RELAY_CLIENT_MESSAGES.unreadable);
      const refusal = latest.current.onReceived(drawing);
      if (refusal !== undefined) throw new RelayError(refusal);
      setStage({ kind: 'received' });
    };
    run().catch((error: unknown) => {
      if (stop.signal.aborted) return;
      setStage({ kind: 'failed', message: error instanceof RelayError ? error.message : RELAY_CLIENT_MESSAGES.unreachable });
    });
    // Leaving the page while waiting deletes it too.
    const cancelPending = () => {
      if (pending !== undefined) cancelExchange(pending);
      pending = undefined;
    };
    window.addEventListener('pagehide', cancelPending);
    return () => {
      stop.abort();
      window.removeEventListener('pagehide', cancelPending);
      cancelPending();
    };
  }, [attempt]);

  return (
    <dialog ref={dialogRef} className="dialog dialog--phone" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {PHONE_DIALOG_TITLE}
      </h2>
      {signatory !== undefined && <p className="phone-dialog__signatory">Pour {signatory}</p>}
      <p>{EXPLANATION}</p>
      {stage.kind === 'waiting' && <LinkHandOff url={stage.url} qrAlt={QR_ALT} onCopied={setCopied} />}
      <p className="phone-dialog__status" role="status">
        {stage.kind === 'opening' && 'Préparation du lien…'}
        {stage.kind === 'waiting' && (copied ? 'Lien copié. En attente de la signature…' : 'En attente de la signature…')}
        {stage.kind === 'received' && 'Signature reçue'}
      </p>
      {stage.kind === 'failed' && (
        <p className="phone-dialog__error" role="alert">
          {stage.message}
        </p>
      )}
      <div className="button-row">
        {stage.kind === 'failed' && (
          <button type="button" className="button button--secondary" onClick={() => setAttempt((count) => count + 1)}>
            Nouveau lien
          </button>
        )}
        <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
          Fermer
        </button>
      </div>
    </dialog>
  );
}
