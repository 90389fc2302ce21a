/**
 * How the server tells the page which delivery mode it runs in (specification §11, docs/decisions/012):
 * in payment mode it writes two `<meta>` into index.html, the mode and how long it keeps a record.
 * Without them the page is in the free mode and sends nothing anywhere.
 */
export const PAYMENT_MODE_META_NAME = 'payment-mode';
export const RECORD_TTL_META_NAME = 'payment-record-ttl-seconds';

/** The two modes that take a payment (Reading B); `off` is the free mode and writes no meta. */
export const PAID_MODES = ['simulated', 'stripe'] as const;
export type PaidMode = (typeof PAID_MODES)[number];

export function isPaidMode(value: string | undefined): value is PaidMode {
  return (PAID_MODES as readonly (string | undefined)[]).includes(value);
}

/** Written into the page by a server that relays signatures from a phone; absent (a static copy), the button is not shown (docs/decisions/092). */
export const SIGNATURE_RELAY_META_NAME = 'signature-relay';
