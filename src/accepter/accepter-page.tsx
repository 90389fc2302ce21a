/**
 * The mandataire's page, `/accepter` (docs/decisions/218): the paper the mandant sent, decrypted here
 * with the key of the link's fragment, read as the preview reflows it on a phone; then « Accepter et
 * signer » with the drawing area, or « Refuser » with an optional reason. The answer is encrypted
 * here, bound to this exchange and to the paper's digest, and only then sent. A broken, altered or
 * expired link says so, and nothing else.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { AcceptanceAnswer, PaperForAcceptance } from '../domain/acceptance.ts';
import { ReflowedBlock } from '../ui/preview/reflowed-document.tsx';
import { ACCEPTER_TEXT } from './accepter-text.ts';
import { PAPER_ADDITIONAL_DATA, parseAcceptanceFragment, type AcceptanceLink } from '../ui/signature/acceptance/acceptance-link.ts';
import { fetchPaper, RELAY_CLIENT_MESSAGES, RelayError, sendCiphertext } from '../ui/signature/relay-client.ts';
import { decryptFromRelay, encryptForRelay } from '../ui/signature/relay-crypto.ts';
import { useSignaturePad } from '../ui/signature/use-signature-pad.ts';
import { RELAY_MESSAGES } from '../contract/signature-relay.ts';

type Loaded = { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'ready'; paper: PaperForAcceptance };

export function AccepterPage() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const link = parseAcceptanceFragment(hash);
  if (!link) return <Refusal message={ACCEPTER_TEXT.brokenLink} />;
  return <PaperToAccept key={hash} link={link} />;
}

function Refusal({ message }: { message: string }) {
  return (
    <p className="phone-dialog__error" role="alert">
      {message}
    </p>
  );
}

function PaperToAccept({ link }: { link: AcceptanceLink }) {
  const paperId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    openPaper(link).then(
      (paper) => current && setLoaded({ kind: 'ready', paper }),
      (error: unknown) =>
        current && setLoaded({ kind: 'refused', message: error instanceof RelayError ? error.message : RELAY_CLIENT_MESSAGES.unreachable }),
    );
    return () => {
      current = false;
    };
  }, [link]);
  if (loaded.kind === 'loading') return <p role="status">Ouverture de la procuration…</p>;
  if (loaded.kind === 'refused') return <Refusal message={loaded.message} />;
  const { paper } = loaded.paper;
  return (
    <>
      <h1>{ACCEPTER_TEXT.heading}</h1>
      <p>Pour {loaded.paper.attorney}. Lisez la procuration en entier avant de répondre.</p>
      <h2 id={paperId}>La procuration</h2>
      <article className="preview__reflow accepter__paper" lang={paper.language} aria-labelledby={paperId}>
        {paper.blocks.map((block, index) => (
          <ReflowedBlock key={index} block={block} />
        ))}
      </article>
      <Answer link={link} paperDigest={loaded.paper.paperDigest} />
    </>
  );
}

/** The paper, decrypted; a link whose key does not open it is an altered link. */
async function openPaper({ exchangeId, key }: AcceptanceLink): Promise<PaperForAcceptance> {
  const sealed = await fetchPaper(exchangeId).catch((error: unknown) => {
    throw error instanceof RelayError && error.message === RELAY_MESSAGES.expired ? new RelayError(ACCEPTER_TEXT.expired) : error;
  });
  const plain = await decryptFromRelay(key, PAPER_ADDITIONAL_DATA, sealed).catch(() => undefined);
  if (plain === undefined) throw new RelayError(ACCEPTER_TEXT.brokenLink);
  return JSON.parse(plain) as PaperForAcceptance;
}

type Choice = 'none' | 'accept' | 'refuse';

function Answer({ link, paperDigest }: { link: AcceptanceLink; paperDigest: string }) {
  const answerId = useId();
  const [choice, setChoice] = useState<Choice>('none');
  const [sent, setSent] = useState<string | undefined>();
  if (sent !== undefined) return <p role="status">{sent}</p>;
  return (
    <section className="card accepter__answer" aria-labelledby={answerId}>
      <div className="card__body">
        <h2 id={answerId}>Votre réponse</h2>
        <div className="button-row">
          <button type="button" className="button" aria-pressed={choice === 'accept'} onClick={() => setChoice('accept')}>
            {ACCEPTER_TEXT.accept}
          </button>
          <button type="button" className="button button--secondary" aria-pressed={choice === 'refuse'} onClick={() => setChoice('refuse')}>
            {ACCEPTER_TEXT.refuse}
          </button>
        </div>
        {choice === 'accept' && <Acceptance link={link} paperDigest={paperDigest} onSent={() => setSent(ACCEPTER_TEXT.accepted)} />}
        {choice === 'refuse' && <Refusing link={link} paperDigest={paperDigest} onSent={() => setSent(ACCEPTER_TEXT.refused)} />}
      </div>
    </section>
  );
}

/** Encrypts the answer with the link's key, bound to its exchange, and deposits it once. */
async function sendAnswer({ exchangeId, key }: AcceptanceLink, answer: AcceptanceAnswer): Promise<void> {
  await sendCiphertext(exchangeId, await encryptForRelay(key, exchangeId, JSON.stringify(answer)));
}

function useSending(onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (make: () => AcceptanceAnswer | string, link: AcceptanceLink) => {
    const answer = make();
    if (typeof answer === 'string') return setError(answer);
    setSending(true);
    setError(undefined);
    try {
      await sendAnswer(link, answer);
      onSent();
    } catch (failure) {
      setError(failure instanceof RelayError ? failure.message : RELAY_CLIENT_MESSAGES.unreachable);
    } finally {
      setSending(false);
    }
  };
  return { sending, error, run };
}

interface AnswerProps {
  link: AcceptanceLink;
  paperDigest: string;
  onSent: () => void;
}

function Acceptance({ link, paperDigest, onSent }: AnswerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pad = useSignaturePad(canvasRef);
  const { sending, error, run } = useSending(onSent);
  const accept = () => {
    const drawing = pad.toPngDataUrl();
    return drawing ? { decision: 'accepted' as const, paperDigest, drawing } : ACCEPTER_TEXT.empty;
  };
  return (
    <>
      <p>Dessinez votre signature dans le cadre avec le doigt ou un stylet, puis envoyez l&apos;acceptation.</p>
      <canvas ref={canvasRef} className="signature-pad" role="img" aria-label="Zone de signature" tabIndex={-1} />
      {error && <Refusal message={error} />}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => pad.clear()}>
          Effacer
        </button>
        <button type="button" className="button" aria-busy={sending} disabled={sending} onClick={() => void run(accept, link)}>
          {ACCEPTER_TEXT.sendAcceptance}
        </button>
      </div>
    </>
  );
}

function Refusing({ link, paperDigest, onSent }: AnswerProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const { sending, error, run } = useSending(onSent);
  return (
    <>
      <div className="field">
        <label htmlFor={reasonId}>{ACCEPTER_TEXT.reason}</label>
        <textarea id={reasonId} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      {error && <Refusal message={error} />}
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-busy={sending}
          disabled={sending}
          onClick={() => void run(() => ({ decision: 'refused', paperDigest, reason: reason.trim() }), link)}
        >
          {ACCEPTER_TEXT.sendRefusal}
        </button>
      </div>
    </>
  );
}
