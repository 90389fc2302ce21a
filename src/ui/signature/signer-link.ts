/**
 * The link the phone opens: `/signer#<exchange>.<key>.<first name>` (docs/decisions/091). Everything
 * after `#` stays in the browser: the key and the first name never reach the server, which sees
 * only `GET /signer`.
 */
import { SIGNER_PATH } from '../../contract/signature-relay.ts';
import { fromBase64Url, isRelayKey, toBase64Url } from './relay-crypto.ts';

export type SignerLink = { exchangeId: string; key: string; firstName: string };

const EXCHANGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An exchange's id as the server makes them: a random UUID. */
export const isExchangeId = (text: string) => EXCHANGE_ID.test(text);

export function signerUrl(origin: string, { exchangeId, key, firstName }: SignerLink): string {
  return `${origin}${SIGNER_PATH}#${exchangeId}.${key}.${toBase64Url(new TextEncoder().encode(firstName))}`;
}

/** The link's parts from `location.hash`, or undefined when it is cut or changed. */
export function parseSignerFragment(hash: string): SignerLink | undefined {
  const [exchangeId = '', key = '', name = '', ...rest] = hash.replace(/^#/, '').split('.');
  if (rest.length > 0 || !isExchangeId(exchangeId) || !isRelayKey(key)) return undefined;
  const nameBytes = fromBase64Url(name);
  if (!nameBytes) return undefined;
  try {
    return { exchangeId, key, firstName: new TextDecoder('utf-8', { fatal: true }).decode(nameBytes) };
  } catch {
    return undefined;
  }
}
