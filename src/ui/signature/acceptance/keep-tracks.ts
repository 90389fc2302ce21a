/**
 * The papers sent for acceptance follow « Conserver mes informations sur cet appareil » (docs/decisions/218):
 * read back once when this module loads, written at each change while the box is ticked, removed
 * when it is not; erasing the page's data forgets them and deletes the links still waiting.
 */
import * as z from 'zod/mini';
import { pageStore } from '../../state/page-state.ts';
import { cancelExchange } from '../relay-client.ts';
import { type AcceptanceTracks, acceptanceTracks } from './acceptance-tracks.ts';
import { ACCEPTANCE_STORAGE_KEY } from '../../../domain/device-keeping.ts';

const sent = { exchangeId: z.string(), key: z.string(), sentOn: z.string(), paperDigest: z.string() };
const trackSchema = z.union([
  z.object({ ...sent, status: z.enum(['waiting', 'changed']) }),
  z.object({ ...sent, status: z.literal('accepted'), receivedOn: z.string() }),
  z.object({ ...sent, status: z.literal('refused'), receivedOn: z.string(), reason: z.string() }),
  z.object({ ...sent, status: z.literal('failed'), message: z.string() }),
]);
const keptSchema = z.partialRecord(z.enum(['attorney', 'attorney2', 'attorney3', 'attorney4']), trackSchema);

let started = false;

/** Once per page: restores the kept papers, then keeps them in step with the box and the erasing. */
export function keepTracksOnDevice(): void {
  if (started) return;
  started = true;
  const kept = keptSchema.safeParse(readJson(localStorage.getItem(ACCEPTANCE_STORAGE_KEY)));
  if (kept.success) acceptanceTracks.set({ ...kept.data, ...acceptanceTracks.get() });
  let generation = pageStore.get().generation;
  const write = () => {
    const { keep, generation: now } = pageStore.get();
    if (now !== generation) {
      generation = now;
      forget(acceptanceTracks.get());
      return;
    }
    const tracks = acceptanceTracks.get();
    try {
      if (keep && Object.keys(tracks).length > 0) localStorage.setItem(ACCEPTANCE_STORAGE_KEY, JSON.stringify(tracks));
      else localStorage.removeItem(ACCEPTANCE_STORAGE_KEY);
    } catch {
      // A full or refused storage keeps the page working: the answer is then collected only while it stays open.
    }
  };
  acceptanceTracks.subscribe(write);
  pageStore.subscribe(write);
  write();
}

/** The page's data erased: the links still waiting are deleted on the relay, and nothing is kept. */
function forget(tracks: AcceptanceTracks): void {
  for (const track of Object.values(tracks)) if (track.status === 'waiting') cancelExchange(track.exchangeId);
  acceptanceTracks.set({});
}

function readJson(text: string | null): unknown {
  try {
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
