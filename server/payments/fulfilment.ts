/**
 * The one fulfilment function (Stripe's "Fulfill orders" rule): marks a record paid by a session
 * the server has verified. The webhook, the return call and the simulated checkout all use it, and
 * calling it again with the same session changes nothing.
 */
import type { PdfDataStore } from '../store/pdf-data-store.ts';
import type { PaidSession } from './payment-provider.ts';

/** True when the record is now paid by this session, whether this call or an earlier one recorded it. */
export async function fulfilCheckout(store: PdfDataStore, { recordId, sessionId }: PaidSession, now: Date): Promise<boolean> {
  const outcome = await store.markPaid(recordId, sessionId, now.getTime());
  return outcome === 'paid' || outcome === 'already-paid';
}
