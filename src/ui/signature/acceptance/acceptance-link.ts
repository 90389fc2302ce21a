/**
 * The link a mandataire opens: `/accepter#<exchange>.<key>` (docs/decisions/218). As for the phone's
 * signature (docs/decisions/091), everything after `#` stays in the browser: the server sees only
 * `GET /accepter` and the API calls, never the key.
 */
import { ACCEPTANCE_PATH } from '../../../contract/signature-relay.ts';
import { isRelayKey } from '../relay-crypto.ts';
import { isExchangeId } from '../signer-link.ts';

/** The additional data the paper is sealed with: its key is fresh for each link, so it cannot serve another. */
export const PAPER_ADDITIONAL_DATA = 'procuration-a-accepter';

export type AcceptanceLink = { exchangeId: string; key: string };

export function acceptanceUrl(origin: string, { exchangeId, key }: AcceptanceLink): string {
  return `${origin}${ACCEPTANCE_PATH}#${exchangeId}.${key}`;
}

/** The link's parts from `location.hash`, or undefined when it is cut or changed. */
export function parseAcceptanceFragment(hash: string): AcceptanceLink | undefined {
  const [exchangeId = '', key = '', ...rest] = hash.replace(/^#/, '').split('.');
  if (rest.length > 0 || !isExchangeId(exchangeId) || !isRelayKey(key)) return undefined;
  return { exchangeId, key };
}
