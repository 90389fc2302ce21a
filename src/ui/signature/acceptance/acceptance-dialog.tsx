/**
 * « Envoyer pour acceptation » (docs/decisions/218): the paper as it will be printed, encrypted on this
 * device with a fresh key that travels only in the link's fragment, deposited on the relay for seven
 * days at most; the link shown as text and QR code, « Copier le lien » and, where the device offers
 * it, « Partager ». A new link for the same mandataire replaces the previous one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { paperToAccept, withoutAcceptance } from '../../../domain/acceptance.ts';
import { toIsoDate } from '../../../domain/dates.ts';
import type { AttorneySlot } from '../../../domain/form.ts';
import { pageStore, updateForm } from '../../state/page-state.ts';
import { encryptForRelay, newRelayKey } from '../relay-crypto.ts';
import { cancelExchange, openExchange, RELAY_CLIENT_MESSAGES, RelayError } from '../relay-client.ts';
import { LinkHandOff } from '../link-hand-off.tsx';
import { acceptanceUrl, PAPER_ADDITIONAL_DATA } from './acceptance-link.ts';
import { ACCEPTANCE_EXPLANATION, ACCEPTANCE_STATUS, KEEP_OPEN, SEND_FOR_ACCEPTANCE } from './acceptance-messages.ts';
import { acceptanceTracks, setTrack } from './acceptance-tracks.ts';
import { paperDigest } from './paper-digest.ts';
import '../phone-signing.css';

const QR_ALT = "Code QR\u00a0: le mandataire le scanne avec l'appareil photo de son téléphone pour ouvrir la procuration à accepter.";

type Stage = { kind: 'opening' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

interface AcceptanceDialogProps {
  slot: AttorneySlot;
  /** "Mandataire 2 : Loïc Martin": who the link is for. */
  attorney: string;
  onClose: () => void;
}

export function AcceptanceDialog({ slot, attorney, onClose }: AcceptanceDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState(false);
  const keep = pageStore.use().keep;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    const send = async () => {
      setStage({ kind: 'opening' });
      setCopied(false);
      const sentOn = new Date();
      const paper = paperToAccept(pageStore.get().form, sentOn);
      const digest = await paperDigest(paper);
      const key = await newRelayKey();
      const sealed = await encryptForRelay(key, PAPER_ADDITIONAL_DATA, JSON.stringify({ attorney, paper, paperDigest: digest }));
      const exchangeId = await openExchange({ paper: sealed });
      if (!current) return cancelExchange(exchangeId);
      // The previous link stops working, and its answer, if any, is no longer used.
      const previous = acceptanceTracks.get()[slot];
      if (previous?.status === 'waiting') cancelExchange(previous.exchangeId);
      setTrack(slot, { status: 'waiting', exchangeId, key, sentOn: toIsoDate(sentOn), paperDigest: digest });
      updateForm((form) => withoutAcceptance(form, slot));
      const url = acceptanceUrl(window.location.origin, { exchangeId, key });
      setStage({ kind: 'ready', url });
    };
    send().catch((error: unknown) => {
      if (current) setStage({ kind: 'failed', message: error instanceof RelayError ? error.message : RELAY_CLIENT_MESSAGES.unreachable });
    });
    return () => {
      current = false;
    };
  }, [attempt, attorney, slot]);

  return (
    <dialog ref={dialogRef} className="dialog dialog--phone" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {SEND_FOR_ACCEPTANCE}
      </h2>
      <p className="phone-dialog__signatory">Pour {attorney}</p>
      <p>{ACCEPTANCE_EXPLANATION}</p>
      {stage.kind === 'ready' && (
        <>
          <LinkHandOff url={stage.url} qrAlt={QR_ALT} onCopied={setCopied} shareTitle="Procuration à accepter" />
          <p>{keep ? KEEP_OPEN.kept : KEEP_OPEN.notKept}</p>
        </>
      )}
      <p className="phone-dialog__status" role="status">
        {stage.kind === 'opening' && 'Préparation du lien…'}
        {stage.kind === 'ready' && (copied ? `Lien copié. ${ACCEPTANCE_STATUS.waiting}.` : `${ACCEPTANCE_STATUS.waiting}.`)}
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
