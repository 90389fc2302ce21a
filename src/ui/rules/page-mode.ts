/**
 * Which delivery mode the page runs in, read from the two `<meta>` the server writes into the page
 * in payment mode (src/contract/page-meta.ts). Without them the page is in the free mode
 * (Reading A) and sends nothing anywhere.
 */
import { isPaidMode, PAYMENT_MODE_META_NAME, RECORD_TTL_META_NAME } from '../../contract/page-meta.ts';

export type PageMode = { payment: false } | { payment: true; recordTtlSeconds: number | undefined };

export function readPageMode(doc: Pick<Document, 'querySelector'> = document): PageMode {
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  if (!isPaidMode(meta(PAYMENT_MODE_META_NAME))) return { payment: false };
  const ttl = Number(meta(RECORD_TTL_META_NAME));
  return { payment: true, recordTtlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : undefined };
}
