/**
 * What the phone shows: who is asked to sign (first name only), the "Zone de signature" with the
 * page's own pen, "Effacer" and "Envoyer la signature". The drawing is encrypted here with the key
 * from the fragment and only then sent (docs/decisions/091); a refusal keeps the drawing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { encryptForRelay } from '../ui/signature/relay-crypto.ts';
import { RELAY_CLIENT_MESSAGES, RelayError, sendCiphertext } from '../ui/signature/relay-client.ts';
import { parseSignerFragment } from '../ui/signature/signer-link.ts';
import { useSignaturePad } from '../ui/signature/use-signature-pad.ts';

export const SENT_MESSAGE = 'Signature envoyée. Vous pouvez fermer cette page.';
const EMPTY_MESSAGE = "Dessinez votre signature dans le cadre avant de l'envoyer.";

export function SignerPage() {
  const [hash, setHash] = useState(() => window.location.hash);
  // A link pasted over this one (only its fragment changes) is read anew: the page does not reload for it.
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const link = parseSignerFragment(hash);
  if (!link) {
    return (
      <p className="phone-dialog__error" role="alert">
        {RELAY_CLIENT_MESSAGES.brokenLink}
      </p>
    );
  }
  return <SignerForm key={hash} exchangeId={link.exchangeId} keyText={link.key} firstName={link.firstName} />;
}

function SignerForm({ exchangeId, keyText, firstName }: { exchangeId: string; keyText: string; firstName: string }) {
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pad = useSignaturePad(canvasRef);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (sent) return <p role="status">{SENT_MESSAGE}</p>;

  const send = async () => {
    const drawing = pad.toPngDataUrl();
    if (!drawing) return setError(EMPTY_MESSAGE);
    setSending(true);
    setError(undefined);
    try {
      await sendCiphertext(exchangeId, await encryptForRelay(keyText, exchangeId, drawing));
      setSent(true);
    } catch (failure) {
      setError(failure instanceof RelayError ? failure.message : RELAY_CLIENT_MESSAGES.unreachable);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card" aria-labelledby={hintId}>
      <div className="card__body">
        <p id={hintId}>
          {firstName ? `${firstName}, dessinez` : 'Dessinez'} votre signature dans le cadre avec le doigt ou un stylet, puis envoyez-la.
        </p>
        <canvas ref={canvasRef} className="signature-pad" role="img" aria-label="Zone de signature" tabIndex={-1} />
        {error && (
          <p className="phone-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => pad.clear()}>
            Effacer
          </button>
          <button type="button" className="button" aria-busy={sending} disabled={sending} onClick={() => void send()}>
            Envoyer la signature
          </button>
        </div>
      </div>
    </section>
  );
}
