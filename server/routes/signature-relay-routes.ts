/**
 * The signature relay's API (docs/decisions/090): the page opens an exchange, the phone deposits
 * ciphertext once, the page picks it up once, or closes the dialog and deletes the exchange at once. Every route is limited per client address; refusals
 * are French; no body, key or exchange id is ever logged (the request line tags the id).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UNAVAILABLE_STATUS } from '../../src/contract/payment-api.ts';
import { depositSchema, exchangeParamsSchema, openingSchema, RELAY_MESSAGES, RELAY_PATHS } from '../../src/contract/signature-relay.ts';
import { type Clock, systemClock } from '../kernel/clock.ts';
import { API_MESSAGES, apiError, refuse } from '../kernel/api-messages.ts';
import { setUpJsonApi } from './json-api.ts';
import { limitedRoute, type RateLimitOptions } from '../rate-limit.ts';
import { networkBlockOf } from '../kernel/network-block.ts';
import { acceptanceExpiry, exchangeExpiry, judgeCiphertext } from '../relay/signature-exchange.ts';
import type { SignatureExchangeStore } from '../store/signature-exchange-store.ts';

/** When a full relay asks the phone or the page to try again: a minute, as exchanges leave within ten. */
export const RELAY_FULL_RETRY_AFTER_SECONDS = 60;
/** When acceptances hold their half of the room: an hour, as they live a week and leave once their answer is collected. */
export const ACCEPTANCES_FULL_RETRY_AFTER_SECONDS = 3600;

export type SignatureRelayOptions = {
  store: SignatureExchangeStore;
  rateLimit: RateLimitOptions;
  /** Tests pass their own clock to reach expiry without waiting. */
  clock?: Clock;
};

export async function signatureRelayRoutes(api: FastifyInstance, options: SignatureRelayOptions): Promise<void> {
  const { store, clock = systemClock } = options;
  const limit = limitedRoute(options.rateLimit);
  const now = () => clock().getTime();

  setUpJsonApi(api, { tooLarge: RELAY_MESSAGES.tooLarge, otherRefusal: API_MESSAGES.invalidRequest });

  api.post(RELAY_PATHS.exchanges, { config: limit }, async (request, reply) => {
    const opening = openingSchema.safeParse(request.body ?? undefined);
    if (!opening.success) return refuse(reply, 400, RELAY_MESSAGES.invalid);
    // An acceptance brings its encrypted paper and lives seven days; a phone signature, nothing, ten minutes (docs/decisions/218, 219).
    const paper = opening.data?.paper === undefined ? undefined : judgeCiphertext(opening.data.paper);
    if (paper?.kind === 'too-large') return refuse(reply, 413, RELAY_MESSAGES.tooLarge);
    if (paper?.kind === 'invalid') return refuse(reply, 400, RELAY_MESSAGES.invalid);
    const at = now();
    // Each opening also sweeps what has expired, besides the server's purge loop every minute (server-runtime.ts).
    await store.purgeExpired(at);
    const expiresAt = paper ? acceptanceExpiry(at) : exchangeExpiry(at);
    // The network as the rate limit sees the address: the forwarded one behind a trusted proxy (docs/decisions/192).
    const created = await store.create({ now: at, expiresAt }, networkBlockOf(request.ip), paper?.ciphertext);
    if (created.kind !== 'created') return noRoom(reply, created.kind);
    return reply.code(201).send({ id: created.id, expiresAt: created.expiresAt });
  });

  api.put(RELAY_PATHS.exchange, { config: limit }, async (request, reply) => {
    const params = exchangeParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, RELAY_MESSAGES.expired);
    const body = depositSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, RELAY_MESSAGES.invalid);
    const verdict = judgeCiphertext(body.data.ciphertext);
    if (verdict.kind === 'too-large') return refuse(reply, 413, RELAY_MESSAGES.tooLarge);
    if (verdict.kind === 'invalid') return refuse(reply, 400, RELAY_MESSAGES.invalid);
    const deposited = await store.deposit(params.data.id, verdict.ciphertext, now(), networkBlockOf(request.ip));
    switch (deposited) {
      case 'stored':
        return reply.code(204).send();
      case 'already-sent':
        return refuse(reply, 409, RELAY_MESSAGES.alreadySent);
      case 'not-found':
        return refuse(reply, 404, RELAY_MESSAGES.expired);
      default:
        return noRoom(reply, deposited);
    }
  });

  api.get(RELAY_PATHS.exchange, { config: limit }, async (request, reply) => {
    const params = exchangeParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, RELAY_MESSAGES.expired);
    // HEAD would deliver and delete without handing anything: it is refused.
    if (request.method === 'HEAD') return reply.code(405).header('allow', 'GET').send();
    const picked = await store.pickUp(params.data.id, now());
    if (picked.kind === 'not-found') return refuse(reply, 404, RELAY_MESSAGES.expired);
    return reply
      .code(200)
      .send(
        picked.kind === 'waiting'
          ? { status: 'waiting' }
          : { status: 'delivered', ciphertext: picked.ciphertext, receivedAt: picked.receivedAt },
      );
  });

  // The mandataire reads the encrypted paper as often as needed, until the answer is collected or the week is over.
  api.get(RELAY_PATHS.paper, { config: limit }, async (request, reply) => {
    const params = exchangeParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, RELAY_MESSAGES.expired);
    const paper = await store.readPaper(params.data.id, now());
    if (paper === undefined) return refuse(reply, 404, RELAY_MESSAGES.expired);
    return reply.code(200).send({ paper });
  });

  // The page closed its dialog: the exchange goes now rather than at its expiry. The answer is the
  // same whether it still existed or not, so it tells nothing about an id.
  api.delete(RELAY_PATHS.exchange, { config: limit }, async (request, reply) => {
    const params = exchangeParamsSchema.safeParse(request.params);
    if (params.success) await store.cancel(params.data.id);
    return reply.code(204).send();
  });
}

/**
 * Nothing was written, for want of room: the relay's (docs/decisions/112, 503), the caller's network's
 * share (docs/decisions/192, 429: others still may), or acceptances' half of either (docs/decisions/221,
 * 429: phones still may).
 */
function noRoom(reply: FastifyReply, why: keyof typeof NO_ROOM) {
  const { status, retryAfter, message } = NO_ROOM[why];
  return reply.code(status).header('retry-after', String(retryAfter)).send(apiError(status, message));
}

const NO_ROOM = {
  full: { status: UNAVAILABLE_STATUS, retryAfter: RELAY_FULL_RETRY_AFTER_SECONDS, message: RELAY_MESSAGES.full },
  'network-full': { status: 429, retryAfter: RELAY_FULL_RETRY_AFTER_SECONDS, message: RELAY_MESSAGES.networkFull },
  'acceptances-full': { status: 429, retryAfter: ACCEPTANCES_FULL_RETRY_AFTER_SECONDS, message: RELAY_MESSAGES.acceptancesFull },
};
