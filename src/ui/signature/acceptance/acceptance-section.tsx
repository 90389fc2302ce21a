/**
 * In a mandataire's card, once « Envoyer pour acceptation » is first pressed (docs/decisions/218): the
 * button, where the paper sent stands, announced in a live region, and the work behind it — waiting
 * for the answer on the relay while the page is open, taking an acceptance into the paper, and
 * noticing when the paper changes after sending, so the old signature is not used.
 */
import { useEffect } from 'react';
import { externalStore } from '../../controls/external-store.ts';
import { paperToAccept, withAcceptance, withoutAcceptance } from '../../../domain/acceptance.ts';
import { fromIsoDate } from '../../../domain/dates.ts';
import { partyOfSlot, peopleOf, type AttorneySlot, type ProcurationForm } from '../../../domain/form.ts';
import { signatoryName } from '../cosigner-list.tsx';
import { pageStore, updateForm } from '../../state/page-state.ts';
import { cancelExchange, RelayError, waitForDelivery } from '../relay-client.ts';
import { AcceptanceDialog } from './acceptance-dialog.tsx';
import { ACCEPTANCE_STATUS, SEND_FOR_ACCEPTANCE } from './acceptance-messages.ts';
import { type AcceptanceTrack, acceptanceTracks, type SentPaper, setTrack } from './acceptance-tracks.ts';
import { followRemovedCards } from './follow-removals.ts';
import { keepTracksOnDevice } from './keep-tracks.ts';
import { paperDigest } from './paper-digest.ts';
import { readAnswer } from './read-answer.ts';

keepTracksOnDevice();
followRemovedCards();

/** The paper is compared with the one sent this long after the last change: typing never waits on it. */
const COMPARE_DEBOUNCE_MS = 300;

/** The card whose dialog is open, if any: the first press, which loaded this module, opens it too. */
const openDialog = externalStore<AttorneySlot | undefined>(undefined);
export const openAcceptanceDialog = (slot: AttorneySlot | undefined) => openDialog.set(slot);

export function AcceptanceSection({ slot }: { slot: AttorneySlot }) {
  const open = openDialog.use() === slot;
  const track = acceptanceTracks.use()[slot];
  const form = pageStore.use().form;
  const { index } = partyOfSlot(slot);
  const person = peopleOf(form, 'attorney')[index];
  const attorney = person === undefined ? 'Mandataire' : signatoryName(form, { slot, party: 'attorney', index, person });
  useAnswerCollection(slot, track);
  usePaperComparison(slot, track, form);
  useWithdrawal(slot, track, form);
  return (
    <div className="acceptance">
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => openAcceptanceDialog(slot)}>
        {SEND_FOR_ACCEPTANCE}
      </button>
      <div className="signature-status" role="status">
        {track && <TrackStatus track={track} />}
      </div>
      {open && <AcceptanceDialog slot={slot} attorney={attorney} onClose={() => openAcceptanceDialog(undefined)} />}
    </div>
  );
}

function TrackStatus({ track }: { track: AcceptanceTrack }) {
  switch (track.status) {
    case 'waiting':
      return <p>{ACCEPTANCE_STATUS.waiting}</p>;
    case 'accepted':
      return <p>{ACCEPTANCE_STATUS.accepted(track.receivedOn)}</p>;
    case 'refused':
      return (
        <>
          <p>{ACCEPTANCE_STATUS.refused(track.receivedOn)}</p>
          {track.reason.trim() !== '' && <p>{ACCEPTANCE_STATUS.reason(track.reason.trim())}</p>}
        </>
      );
    case 'changed':
      return <p>{ACCEPTANCE_STATUS.changed}</p>;
    case 'failed':
      return <p className="phone-dialog__error">{track.message}</p>;
  }
}

const sentPaperOf = ({ exchangeId, key, sentOn, paperDigest: digest }: SentPaper): SentPaper => ({
  exchangeId,
  key,
  sentOn,
  paperDigest: digest,
});

/** While a paper waits for its answer, the relay is asked for it; the answer, once checked, is taken in. */
function useAnswerCollection(slot: AttorneySlot, track: AcceptanceTrack | undefined) {
  const waitingOn = track?.status === 'waiting' ? track : undefined;
  useEffect(() => {
    if (waitingOn === undefined) return;
    const sent = sentPaperOf(waitingOn);
    const stop = new AbortController();
    waitForDelivery(sent.exchangeId, stop.signal)
      .then(async (delivery) => {
        const read = await readAnswer(sent, delivery);
        if (stop.signal.aborted) return;
        if (read === undefined) return setTrack(slot, { ...sent, status: 'failed', message: ACCEPTANCE_STATUS.unreadable });
        if (read.answer.decision === 'refused') {
          updateForm((form) => withoutAcceptance(form, slot));
          return setTrack(slot, { ...sent, status: 'refused', receivedOn: read.receivedOn, reason: read.answer.reason });
        }
        const { drawing } = read.answer;
        updateForm((form) => withAcceptance(form, slot, drawing, read.receivedOn));
        setTrack(slot, { ...sent, status: 'accepted', receivedOn: read.receivedOn });
      })
      .catch((error: unknown) => {
        if (stop.signal.aborted) return;
        if (error instanceof RelayError) setTrack(slot, { ...sent, status: 'failed', message: error.message });
      });
    return () => stop.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the wait follows the exchange, not each new object of the same track
  }, [slot, waitingOn?.exchangeId]);
}

/** A paper changed after sending: the answer waited for, or the acceptance received, is no longer for it. */
function usePaperComparison(slot: AttorneySlot, track: AcceptanceTrack | undefined, form: ProcurationForm) {
  useEffect(() => {
    if (track?.status !== 'waiting' && track?.status !== 'accepted') return;
    const sentOn = fromIsoDate(track.sentOn);
    if (sentOn === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      void paperDigest(paperToAccept(form, sentOn)).then((digest) => {
        if (!current || digest === track.paperDigest) return;
        if (track.status === 'waiting') cancelExchange(track.exchangeId);
        setTrack(slot, { ...sentPaperOf(track), status: 'changed' });
        updateForm((changed) => withoutAcceptance(changed, slot));
      });
    }, COMPARE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slot, track, form]);
}

/**
 * An acceptance taken away with its drawing (« Retirer cette signature », docs/decisions/222): the card
 * goes back to no answer, and « Envoyer pour acceptation » asks again.
 */
function useWithdrawal(slot: AttorneySlot, track: AcceptanceTrack | undefined, form: ProcurationForm) {
  const withdrawn = track?.status === 'accepted' && form.acceptances[slot] === undefined;
  useEffect(() => {
    if (withdrawn) setTrack(slot, undefined);
  }, [slot, withdrawn]);
}
