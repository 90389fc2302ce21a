/**
 * Whether this page was served by a server that relays signatures (docs/decisions/092): the server
 * writes a `<meta>` into the page; a static copy (nginx alone, a file) has none and shows no
 * "Signer sur un téléphone". Read after hydration, so the prerendered page matches.
 */
import { useSyncExternalStore } from 'react';
import { SIGNATURE_RELAY_META_NAME } from '../../contract/page-meta.ts';

const subscribe = () => () => undefined;
/** The server's `<meta>` never changes once the page is served: read once. */
let relayMeta: boolean | undefined;
const hasRelayMeta = () =>
  (relayMeta ??= document.querySelector(`meta[name="${SIGNATURE_RELAY_META_NAME}"]`)?.getAttribute('content') === 'on');

export function useRelayAvailable(): boolean {
  return useSyncExternalStore(subscribe, hasRelayMeta, () => false);
}
