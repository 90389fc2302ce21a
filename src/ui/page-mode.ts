/**
 * Which delivery mode the page runs in. In payment mode the server writes two `<meta>` into the
 * page (server/index-page.ts): the mode, and how long it keeps a record. Without them the page is
 * in the free mode (Reading A) and sends nothing anywhere.
 */
export const PAYMENT_MODE_META_NAME = 'payment-mode';
export const RECORD_TTL_META_NAME = 'payment-record-ttl-seconds';

const PAYMENT_MODES = new Set(['simulated', 'stripe']);

export type PageMode = { payment: false } | { payment: true; recordTtlSeconds: number | undefined };

export function readPageMode(doc: Pick<Document, 'querySelector'> = document): PageMode {
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  const mode = meta(PAYMENT_MODE_META_NAME);
  if (mode === undefined || !PAYMENT_MODES.has(mode)) return { payment: false };
  const ttl = Number(meta(RECORD_TTL_META_NAME));
  return { payment: true, recordTtlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : undefined };
}
