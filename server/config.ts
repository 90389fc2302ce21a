/**
 * The server's configuration, read from the environment once at start. A bad value stops the
 * server with a message naming the variable (DESIGN.md §7–§8); an empty variable counts as unset.
 */
import { isIP } from 'node:net';
import * as z from 'zod/mini';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
const MAX_PORT = 65_535;

/** Only the free mode exists so far; `simulated` and `stripe` (DESIGN.md §1) come with the API. */
export const PAYMENT_MODES = ['off'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export type Config = {
  port: number;
  host: string;
  /** Origin the browser uses to reach the server, no trailing slash: prefixes absolute return addresses. */
  publicUrl: string;
  paymentMode: PaymentMode;
};

export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown for any bad variable; the message lists every bad variable, one a line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const received = (input: unknown): string => ` (valeur reçue : « ${String(input)} »)`;

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

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
    z.refine(isPublicOrigin, {
      error: (issue) => `doit être une adresse http(s) sans chemin ni paramètres, par exemple https://procuration.example.fr${received(issue.input)}`,
    }),
  ),
  z.transform((value) => new URL(value).origin),
);

const paymentModeSchema = z.enum(PAYMENT_MODES, {
  error: (issue) => `doit valoir ${PAYMENT_MODES.join(' ou ')} (les modes de paiement ne sont pas encore disponibles)${received(issue.input)}`,
});

const envSchema = z.object({
  PORT: z.optional(portSchema),
  HOST: z.optional(hostSchema),
  PUBLIC_URL: z.optional(publicUrlSchema),
  PAYMENT_MODE: z.optional(paymentModeSchema),
});

/** Parses the environment into the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Env): Config {
  const raw = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const port = result.data.PORT ?? DEFAULT_PORT;
  const host = result.data.HOST ?? DEFAULT_HOST;
  return {
    port,
    host,
    publicUrl: result.data.PUBLIC_URL ?? httpUrl(host, port),
    paymentMode: result.data.PAYMENT_MODE ?? 'off',
  };
}

/** `http://host:port`, with an IPv6 address in brackets. */
export function httpUrl(host: string, port: number): string {
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

function isPublicOrigin(value: string): boolean {
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
