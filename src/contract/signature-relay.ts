/**
 * The signature relay between the page and a phone (docs/decisions/090): its addresses, its bounds
 * and the `<meta>` that tells the page a relay is there. The server only ever sees ciphertext; the
 * key stays in the link's fragment (docs/decisions/091).
 */
import * as z from 'zod/mini';
import { RECORD_ID_PATTERN } from './payment-api.ts';

export const RELAY_PATHS = {
  exchanges: '/api/signature-exchanges',
  exchange: '/api/signature-exchanges/:id',
  /** An acceptance exchange's paper, read by the mandataire as often as needed until the answer is collected. */
  paper: '/api/signature-exchanges/:id/paper',
} as const;

export const relayExchangePath = (id: string) => `${RELAY_PATHS.exchanges}/${encodeURIComponent(id)}`;
export const relayPaperPath = (id: string) => `${relayExchangePath(id)}/paper`;

/** The phone's page, served by the server beside the page itself. */
export const SIGNER_PATH = '/signer';

/** An exchange lives this long, then is deleted whatever happened. */
export const EXCHANGE_TTL_MS = 10 * 60 * 1000;

/** The mandataire's page, where a paper sent for acceptance is read, then accepted or refused (docs/decisions/218). */
export const ACCEPTANCE_PATH = '/accepter';

export { ACCEPTANCE_TTL_DAYS, ACCEPTANCE_TTL_MS } from './acceptance-keeping.ts';

/** The most ciphertext one exchange carries, in base64url characters (about 150 KB of encrypted drawing). */
export const MAX_CIPHERTEXT_CHARS = 200_000;

/** A random UUID, like a record's id: the logs tag it and never write it (server/kernel/log-tag.ts). */
export const EXCHANGE_ID_PATTERN = RECORD_ID_PATTERN;

export const exchangeParamsSchema = z.object({ id: z.string().check(z.regex(EXCHANGE_ID_PATTERN)) });

/** Base64url without padding: the IV then the AES-GCM ciphertext and its tag. */
export const CIPHERTEXT_PATTERN = /^[A-Za-z0-9_-]+$/;

export const depositSchema = z.object({ ciphertext: z.string() });

/** POST of an exchange: empty for a phone signature, the encrypted paper for an acceptance (docs/decisions/218). */
export const openingSchema = z.optional(z.object({ paper: z.optional(z.string()) }));
export type Opening = z.infer<typeof openingSchema>;

/** GET of an acceptance exchange's paper. */
export const paperSchema = z.object({ paper: z.string() });

export const createdExchangeSchema = z.object({ id: z.string().check(z.regex(EXCHANGE_ID_PATTERN)), expiresAt: z.number() });

/**
 * GET of an exchange: the ciphertext (delivered once, then deleted) with when the relay received it,
 * or still waiting for the phone.
 */
export const pickupSchema = z.union([
  z.object({ status: z.literal('waiting') }),
  z.object({ status: z.literal('delivered'), ciphertext: z.string(), receivedAt: z.optional(z.number()) }),
]);

/** The relay's French messages, shown by the page and the phone as they come. */
export const RELAY_MESSAGES = {
  expired: 'Ce lien de signature a expiré ou a déjà servi. Demandez un nouveau lien depuis le formulaire.',
  alreadySent: "Une signature a déjà été envoyée avec ce lien\u00a0: il ne sert qu'une fois.",
  tooLarge: 'La signature envoyée est trop grande. Effacez-la et dessinez-la plus simplement.',
  invalid: "La signature envoyée n'est pas lisible. Recommencez depuis le lien.",
  /** The relay holds all it may (docs/decisions/112): 503 with Retry-After. */
  full: 'Trop de signatures sont en cours de transmission en ce moment. Réessayez dans quelques minutes.',
  /** One network holds its whole share of the relay (docs/decisions/192): 429 with Retry-After. */
  networkFull: 'Trop de signatures sont en cours de transmission depuis votre réseau. Réessayez dans quelques minutes.',
  /** Acceptances hold their half of the room or of the network's share (docs/decisions/221): 429 with Retry-After; phones still may. */
  acceptancesFull: 'Trop de procurations attendent une acceptation en ce moment. Réessayez dans quelques heures.',
} as const;
