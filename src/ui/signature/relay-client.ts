/**
 * The page's and the phone's side of the relay API (docs/decisions/090): open an exchange, send the
 * ciphertext, wait for it. Every failure is a RelayError carrying the French sentence to show.
 */
import { apiErrorSchema } from '../../contract/payment-api.ts';
import {
  createdExchangeSchema,
  type Opening,
  paperSchema,
  pickupSchema,
  RELAY_MESSAGES,
  RELAY_PATHS,
  relayExchangePath,
  relayPaperPath,
} from '../../contract/signature-relay.ts';

export class RelayError extends Error {
  override readonly name = 'RelayError';
}

export const RELAY_CLIENT_MESSAGES = {
  unreachable: 'Le serveur ne répond pas. Vérifiez la connexion puis réessayez.',
  unreadable:
    'La signature reçue ne peut pas être déchiffrée\u00a0: le lien a été modifié ou la signature abîmée en chemin. Proposez un nouveau lien.',
  brokenLink: 'Ce lien est incomplet ou a été modifié. Demandez un nouveau lien depuis le formulaire.',
} as const;

/** The first wait between two polls, how much it grows, and its ceiling: about 15 polls a minute once settled. */
const FIRST_POLL_MS = 500;
const POLL_GROWTH = 1.5;
const LONGEST_POLL_MS = 4_000;
/** After a refusal for too many requests, the rate limit's window. */
const RATE_LIMITED_PAUSE_MS = 60_000;

/** A phone signature's exchange, or with `opening.paper` an acceptance's (docs/decisions/218). */
export async function openExchange(opening?: Opening): Promise<string> {
  const response = await call(
    RELAY_PATHS.exchanges,
    opening === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(opening) },
  );
  if (response.status !== 201) throw await refusal(response);
  const created = createdExchangeSchema.safeParse(await response.json());
  if (!created.success) throw new RelayError(RELAY_CLIENT_MESSAGES.unreachable);
  return created.data.id;
}

export async function sendCiphertext(exchangeId: string, ciphertext: string): Promise<void> {
  const response = await call(relayExchangePath(exchangeId), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ciphertext }),
  });
  if (response.status !== 204) throw await refusal(response);
}

/**
 * Deletes an exchange the page no longer waits on (its dialog closed, a new link asked for), without
 * waiting for the answer: `keepalive` lets it leave even as the page closes. At worst it expires.
 */
export function cancelExchange(exchangeId: string): void {
  fetch(relayExchangePath(exchangeId), { method: 'DELETE', keepalive: true, cache: 'no-store' }).catch(() => undefined);
}

/** An acceptance exchange's encrypted paper, as the mandataire's page reads it. */
export async function fetchPaper(exchangeId: string): Promise<string> {
  const response = await call(relayPaperPath(exchangeId), {});
  if (response.status !== 200) throw await refusal(response);
  const read = paperSchema.safeParse(await response.json());
  if (!read.success) throw new RelayError(RELAY_CLIENT_MESSAGES.unreachable);
  return read.data.paper;
}

/** Polls, waiting longer each time, until the ciphertext arrives; a server down for a moment is waited for too. */
export async function waitForCiphertext(exchangeId: string, signal: AbortSignal): Promise<string> {
  return (await waitForDelivery(exchangeId, signal)).ciphertext;
}

/** As waitForCiphertext, with when the relay received it (epoch milliseconds). */
export async function waitForDelivery(exchangeId: string, signal: AbortSignal): Promise<{ ciphertext: string; receivedAt: number }> {
  let pause = FIRST_POLL_MS;
  for (;;) {
    const response = await call(relayExchangePath(exchangeId), { signal }).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return undefined;
    });
    if (response?.status === 200) {
      const picked = pickupSchema.safeParse(await response.json());
      if (picked.success && picked.data.status === 'delivered') {
        return { ciphertext: picked.data.ciphertext, receivedAt: picked.data.receivedAt ?? Date.now() };
      }
    } else if (response?.status === 404) {
      throw await refusal(response);
    }
    await sleep(response?.status === 429 ? RATE_LIMITED_PAUSE_MS : pause, signal);
    pause = Math.min(pause * POLL_GROWTH, LONGEST_POLL_MS);
  }
}

async function call(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { cache: 'no-store', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RelayError(RELAY_CLIENT_MESSAGES.unreachable);
  }
}

/** The server's own French message, or one of ours when it gave none. */
async function refusal(response: Response): Promise<RelayError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new RelayError(parsed.data.message);
  return new RelayError(response.status === 404 ? RELAY_MESSAGES.expired : RELAY_CLIENT_MESSAGES.unreachable);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}
