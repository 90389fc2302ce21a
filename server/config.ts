/**
 * The server's configuration, read from the environment once at start. A bad value stops the
 * server with a message naming the variable (specification §17–§18); an empty variable counts as unset.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod/mini';
import { PAID_MODES, type PaidMode } from '../src/contract/page-meta.ts';
import type { StripeApiBase } from './payments/stripe-provider.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';
import { type DatabaseLocation, databaseLocation } from './store/schema.ts';
import type { PublisherConfig } from './kernel/publisher.ts';

export type { PublisherConfig };

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
const MAX_PORT = 65_535;
/** Where the embedded SQLite file lives when DATABASE_URL is unset (specification §12). */
export const DEFAULT_DATA_DIR = 'data';
/** A stored form lives one hour unless RECORD_TTL_SECONDS says otherwise (specification §11). */
export const DEFAULT_RECORD_TTL_SECONDS = 3600;
const MIN_RECORD_TTL_SECONDS = 60;
const MAX_RECORD_TTL_SECONDS = 7 * 24 * 3600;
const MAX_RATE_LIMIT_PER_MINUTE = 1_000_000;
/** More proxies than this in front of one server is a mistake, not a deployment. */
const MAX_TRUSTED_PROXY_HOPS = 20;
/** The address ranges proxy-addr (Fastify's `trustProxy`) knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** Stripe refuses a card payment below 0,50 € and above 999 999,99 €. */
const MIN_PRICE_CENTS = 50;
const MAX_PRICE_CENTS = 99_999_999;

/** `off`: Reading A, nothing leaves the browser. `simulated` and `stripe`: Reading B (specification §11). */
export const PAYMENT_MODES = ['off', ...PAID_MODES] as const;
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  apiBase: StripeApiBase | undefined;
};

/** What both paid modes need: where records are kept, for how long, and how often one address may call. */
type PaidModeConfig = {
  mode: PaidMode;
  database: DatabaseLocation;
  recordTtlSeconds: number;
  rateLimitPerMinute: number;
  /** REDIS_URL: the rate-limit counters shared by every instance; undefined, each process counts alone. */
  redisUrl: string | undefined;
};

/**
 * The delivery mode and exactly the settings it has: nothing in the free mode, a store in both
 * paid modes, a price and Stripe's keys exactly in stripe mode (specification §11).
 */
export type PaymentConfig =
  | { mode: 'off' }
  | (PaidModeConfig & {
      mode: 'simulated';
      /** Shown on the simulated checkout page when set. */
      priceCents: number | undefined;
    })
  | (PaidModeConfig & {
      mode: 'stripe';
      /** Price of one PDF in euro cents. */
      priceCents: number;
      stripe: StripeConfig;
    });

export type PaidPaymentConfig = Exclude<PaymentConfig, { mode: 'off' }>;

/**
 * TRUST_PROXY, with the meaning of Fastify's `trustProxy`: false (the connection's address is the
 * client's, forwarded headers are ignored), true (every proxy is trusted), the number of proxies in
 * front of the server, or the proxies' addresses and networks.
 */
export type TrustProxy = boolean | number | string[];

/**
 * Who publishes the service, shown on the mentions légales page (docs/decisions/044). Each is free
 * text; unset, the page says it is not given.
 */

export type Config = {
  port: number;
  host: string;
  /** Origin the browser uses to reach the server, no trailing slash: prefixes absolute return addresses. */
  publicUrl: string;
  /** Whose forwarded headers (X-Forwarded-For …) tell the client's address; false by default. */
  trustProxy: TrustProxy;
  payment: PaymentConfig;
  /**
   * The signature relay, in every mode (docs/decisions/090): the same database as payment mode
   * (DATABASE_URL, or the SQLite file in DATA_DIR), and the same limit per client address.
   */
  relay: RelayConfig;
  publisher: PublisherConfig;
};

export type RelayConfig = { database: DatabaseLocation; rateLimitPerMinute: number };

export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown for any bad variable; the message lists every bad variable, one a line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const received = (input: unknown): string => ` (valeur reçue : « ${String(input)} »)`;
/** Secrets are never echoed back, not even in an error message. */
const hidden = ' (valeur reçue masquée)';

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const integerBetween = (min: number, max: number, example: string) =>
  z.pipe(
    z.string().check(
      z.refine((value) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max, {
        error: (issue) => `doit être un nombre entier entre ${min} et ${max}, par exemple ${example}${received(issue.input)}`,
      }),
    ),
    z.transform(Number),
  );

const portSchema = z.pipe(
  z.string().check(
    z.refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PORT, {
      error: (issue) => `doit être un nombre entier entre 1 et ${MAX_PORT}${received(issue.input)}`,
    }),
  ),
  z.transform(Number),
);

const hostSchema = z.string().check(
  z.refine((value) => isIP(value) !== 0 || HOSTNAME.test(value), {
    error: (issue) => `doit être une adresse IP ou un nom d'hôte, par exemple 127.0.0.1 ou 0.0.0.0${received(issue.input)}`,
  }),
);

const publicUrlSchema = z.pipe(
  z.string().check(
    z.refine(isHttpOrigin, {
      error: (issue) =>
        `doit être une adresse http(s) sans chemin ni paramètres, par exemple https://procuration.example.fr${received(issue.input)}`,
    }),
  ),
  z.transform((value) => new URL(value).origin),
);

const paymentModeSchema = z.enum(PAYMENT_MODES, {
  error: (issue) => `doit valoir ${PAYMENT_MODES.join(', ')}${received(issue.input)}`,
});

const stripeSecretKeySchema = z.string().check(
  z.refine((value) => /^(?:sk|rk)_[A-Za-z0-9_]+$/.test(value), {
    error: () => `doit être une clé secrète Stripe commençant par sk_ ou rk_${hidden}`,
  }),
);

const stripeWebhookSecretSchema = z.string().check(
  z.refine((value) => /^whsec_[A-Za-z0-9_+/=]+$/.test(value), {
    error: () => `doit être le secret de signature du webhook Stripe, commençant par whsec_${hidden}`,
  }),
);

const stripeApiBaseSchema = z.pipe(
  z.string().check(
    z.refine(isHttpOrigin, {
      error: (issue) => `doit être une adresse http(s) sans chemin, par exemple http://127.0.0.1:12111${received(issue.input)}`,
    }),
  ),
  z.transform(parseApiBase),
);

const databaseUrlSchema = z.string().check(
  z.refine(isPostgresUrl, {
    error: () => `doit être une adresse PostgreSQL, par exemple postgres://utilisateur@127.0.0.1:5432/procuration${hidden}`,
  }),
);

const dataDirSchema = z.pipe(
  z
    .string()
    .check(z.refine((value) => !value.includes('\0'), { error: (issue) => `doit être un chemin de dossier${received(issue.input)}` })),
  z.transform((value) => path.resolve(value)),
);

const trustProxySchema = z.pipe(
  z.string().check(
    z.refine((value) => parseTrustProxy(value) !== undefined, {
      error: (issue) =>
        `doit valoir true, false, un nombre de relais entre 1 et ${MAX_TRUSTED_PROXY_HOPS}, ou des adresses IP ou réseaux CIDR séparés par des virgules, par exemple 10.0.0.0/8,192.168.1.10${received(issue.input)}`,
    }),
  ),
  z.transform((value) => parseTrustProxy(value) ?? false),
);

const redisUrlSchema = z.string().check(
  z.refine(isRedisUrl, {
    error: () => `doit être une adresse Redis, par exemple redis://127.0.0.1:6379 ou rediss://cache.example.fr:6380${hidden}`,
  }),
);

/** A line of the mentions légales page: printable text of reasonable length. */
const MAX_PUBLISHER_TEXT_LENGTH = 300;
/**
 * Characters that have no place in one line of a page: controls (line breaks, tabs…), format
 * characters (zero-width spaces and joiners, direction marks and overrides such as U+202E, the
 * byte-order mark) and the line and paragraph separators (U+2028, U+2029): invisible, or turning
 * the text around, in a legal notice (docs/decisions/079).
 */
const FORBIDDEN_IN_A_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const EVERY_FORBIDDEN = new RegExp(FORBIDDEN_IN_A_LINE.source, 'gu');
const codePointsOf = (characters: readonly string[]) =>
  [...new Set(characters)]
    .map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
const publisherTextSchema = z.string().check(
  z.refine((value) => value.length <= MAX_PUBLISHER_TEXT_LENGTH, {
    error: () => `doit être un texte d'au plus ${MAX_PUBLISHER_TEXT_LENGTH} caractères`,
  }),
  z.refine((value) => !FORBIDDEN_IN_A_LINE.test(value), {
    error: (issue) =>
      `ne doit contenir ni retour à la ligne, ni caractère invisible ou de direction du texte (reçu : ${codePointsOf(String(issue.input).match(EVERY_FORBIDDEN) ?? [])})`,
  }),
);

/**
 * What shows nothing on a page: white space, format characters, combining marks with nothing to
 * sit on, and the letters fonts draw blank (the Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** A letter or a digit: what names a publisher, an address, a contact or a host (« . » names nobody). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A value that shows nothing, or no letter nor digit, is no value: the page says "Non renseigné"
 * (docs/decisions/079, 113, 185).
 */
function givenText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || !LETTER_OR_DIGIT.test(trimmed.replace(INVISIBLE, '')) ? undefined : trimmed;
}

/** The publisher's identity and host the mentions légales name (docs/decisions/044), by variable. */
const PUBLISHER_VARIABLES = {
  name: 'PUBLISHER_NAME',
  address: 'PUBLISHER_ADDRESS',
  contact: 'PUBLISHER_CONTACT',
  hostingProvider: 'HOSTING_PROVIDER',
} as const satisfies Record<keyof PublisherConfig, string>;

/** A server reached only from this machine (development, tests) may run without its publisher. */
function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Outside loopback the law asks the publisher's identity and host to be shown (LCEN, art. 6): each one
 * missing, blank or invisible is a line of the configuration's error (docs/decisions/113).
 */
function missingPublisher(publicUrl: string, publisher: PublisherConfig): string[] {
  if (isLoopbackUrl(publicUrl)) return [];
  return (Object.keys(PUBLISHER_VARIABLES) as (keyof PublisherConfig)[])
    .filter((key) => publisher[key] === undefined)
    .map(
      (key) =>
        `- ${PUBLISHER_VARIABLES[key]} est obligatoire quand PUBLIC_URL n'est pas une adresse locale (127.0.0.1, localhost)\u00a0: les mentions légales doivent le montrer (vide, invisible ou sans lettre ni chiffre, il ne compte pas)`,
    );
}

const envSchema = z.object({
  PORT: z.optional(portSchema),
  HOST: z.optional(hostSchema),
  PUBLIC_URL: z.optional(publicUrlSchema),
  TRUST_PROXY: z.optional(trustProxySchema),
  PAYMENT_MODE: z.optional(paymentModeSchema),
  STRIPE_SECRET_KEY: z.optional(stripeSecretKeySchema),
  STRIPE_WEBHOOK_SECRET: z.optional(stripeWebhookSecretSchema),
  PRICE_CENTS: z.optional(integerBetween(MIN_PRICE_CENTS, MAX_PRICE_CENTS, '490 pour 4,90 €')),
  STRIPE_API_BASE: z.optional(stripeApiBaseSchema),
  DATABASE_URL: z.optional(databaseUrlSchema),
  REDIS_URL: z.optional(redisUrlSchema),
  DATA_DIR: z.optional(dataDirSchema),
  RECORD_TTL_SECONDS: z.optional(integerBetween(MIN_RECORD_TTL_SECONDS, MAX_RECORD_TTL_SECONDS, String(DEFAULT_RECORD_TTL_SECONDS))),
  RATE_LIMIT_PER_MINUTE: z.optional(
    integerBetween(DEFAULT_RATE_LIMIT_PER_MINUTE, MAX_RATE_LIMIT_PER_MINUTE, String(DEFAULT_RATE_LIMIT_PER_MINUTE)),
  ),
  PUBLISHER_NAME: z.optional(publisherTextSchema),
  PUBLISHER_ADDRESS: z.optional(publisherTextSchema),
  PUBLISHER_CONTACT: z.optional(publisherTextSchema),
  HOSTING_PROVIDER: z.optional(publisherTextSchema),
});

/** What stripe mode cannot run without (specification §11). */
const REQUIRED_FOR_STRIPE = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PRICE_CENTS'] as const;

/** Parses the environment into the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Env): Config {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = envSchema.safeParse(raw);
  const lines = result.success ? [] : result.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`);
  if (result.success && result.data.PAYMENT_MODE === 'stripe') {
    for (const name of REQUIRED_FOR_STRIPE) {
      if (result.data[name] === undefined) lines.push(`- ${name} est obligatoire avec PAYMENT_MODE=stripe`);
    }
  }
  if (!result.success || lines.length > 0) throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);

  const { data } = result;
  const port = data.PORT ?? DEFAULT_PORT;
  const host = data.HOST ?? DEFAULT_HOST;
  const publicUrl = data.PUBLIC_URL ?? httpUrl(host, port);
  const publisher = {
    name: givenText(data.PUBLISHER_NAME),
    address: givenText(data.PUBLISHER_ADDRESS),
    contact: givenText(data.PUBLISHER_CONTACT),
    hostingProvider: givenText(data.HOSTING_PROVIDER),
  };
  const missing = missingPublisher(publicUrl, publisher);
  if (missing.length > 0) throw new ConfigError(`Configuration invalide :\n${missing.join('\n')}`);
  const relay = {
    database: databaseLocation({ databaseUrl: data.DATABASE_URL, dataDir: data.DATA_DIR ?? path.resolve(DEFAULT_DATA_DIR) }),
    rateLimitPerMinute: data.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
  };
  return { port, host, publicUrl, trustProxy: data.TRUST_PROXY ?? false, payment: paymentConfig(data), relay, publisher };
}

function paymentConfig(data: z.infer<typeof envSchema>): PaymentConfig {
  const mode = data.PAYMENT_MODE ?? 'off';
  if (mode === 'off') return { mode };
  const paid = {
    database: databaseLocation({ databaseUrl: data.DATABASE_URL, dataDir: data.DATA_DIR ?? path.resolve(DEFAULT_DATA_DIR) }),
    recordTtlSeconds: data.RECORD_TTL_SECONDS ?? DEFAULT_RECORD_TTL_SECONDS,
    rateLimitPerMinute: data.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    redisUrl: data.REDIS_URL,
  };
  if (mode === 'simulated') return { mode, ...paid, priceCents: data.PRICE_CENTS };
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, PRICE_CENTS: priceCents } = data;
  // Checked above, with a message naming each missing variable.
  if (secretKey === undefined || webhookSecret === undefined || priceCents === undefined) throw new ConfigError('PAYMENT_MODE=stripe');
  return { mode, ...paid, priceCents, stripe: { secretKey, webhookSecret, apiBase: data.STRIPE_API_BASE } };
}

/** `http://host:port`, with an IPv6 address in brackets. */
export function httpUrl(host: string, port: number): string {
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

function isHttpOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('?') &&
    !value.includes('#')
  );
}

function parseApiBase(value: string): StripeApiBase {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { protocol, host, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port) };
}

/** `true`, `false`, a hop count, or a comma-separated list of addresses, CIDR networks and proxy-addr's range names. */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_TRUSTED_PROXY_HOPS ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}
