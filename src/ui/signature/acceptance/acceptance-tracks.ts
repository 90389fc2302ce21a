/**
 * Where each mandataire's paper sent for acceptance stands, by card (docs/decisions/218): waiting on
 * the relay, accepted or refused on the day the relay received the answer, changed since, or lost.
 * Kept outside the form: the key and the exchange never go into the paper, a save or a paid record.
 */
import type { AttorneySlot } from '../../../domain/form.ts';
import { externalStore } from '../../controls/external-store.ts';

/** What the card needs to collect and check an answer: the exchange, its key, the day the paper is dated and its digest. */
export type SentPaper = { exchangeId: string; key: string; sentOn: string; paperDigest: string };

export type AcceptanceTrack =
  | ({ status: 'waiting' } & SentPaper)
  | ({ status: 'accepted'; receivedOn: string } & SentPaper)
  | ({ status: 'refused'; receivedOn: string; reason: string } & SentPaper)
  | ({ status: 'changed' } & SentPaper)
  | ({ status: 'failed'; message: string } & SentPaper);

export type AcceptanceTracks = Partial<Record<AttorneySlot, AcceptanceTrack>>;

export const acceptanceTracks = externalStore<AcceptanceTracks>({});

export function setTrack(slot: AttorneySlot, track: AcceptanceTrack | undefined): void {
  const next = { ...acceptanceTracks.get() };
  if (track === undefined) delete next[slot];
  else next[slot] = track;
  acceptanceTracks.set(next);
}
