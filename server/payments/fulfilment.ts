/**
 * The one fulfilment function (Stripe's "Fulfill orders" rule): records a payment the server has
 * verified. The webhook, the return call and the simulated checkout all use it, and calling it again
 * with the same session changes nothing. A record paid by a second session is served to that session
 * too, and the later payment is refunded, exactly once; so is a payment that came after its record
 * was gone. Money is never kept without a PDF (docs/decisions/026).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../kernel/clock.ts';
import type { PdfDataStore } from '../store/pdf-data-store.ts';
import type { PaidSession, PaymentProvider } from './payment-provider.ts';

export type Fulfilment = {
  store: PdfDataStore;
  provider: Pick<PaymentProvider, 'refund'>;
  /** Ids only, never personal data. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/** True when this session may be served the record: it paid it, first or not. */
export async function fulfilCheckout(fulfilment: Fulfilment, paid: PaidSession, now: Date): Promise<boolean> {
  const { recordId, sessionId } = paid;
  const outcome = await fulfilment.store.markPaid(recordId, sessionId, now.getTime(), paid.paymentRef);
  switch (outcome.kind) {
    case 'paid':
    case 'already-paid':
      return true;
    case 'paid-twice':
      fulfilment.log.warn(
        { recordId, paidSessionId: outcome.firstSessionId, refundedSessionId: sessionId },
        'Procuration payée deux fois : le second paiement est remboursé',
      );
      await refundOnce(fulfilment, { sessionId, recordId, paymentRef: paid.paymentRef ?? null }, now);
      return true;
    case 'paid-without-record':
      fulfilment.log.warn(
        { recordId, refundedSessionId: sessionId },
        'Paiement reçu pour une procuration supprimée ou expirée : remboursé',
      );
      await refundOnce(fulfilment, { sessionId, recordId, paymentRef: paid.paymentRef ?? null }, now);
      return false;
    case 'not-found':
      return false;
  }
}

/** How long a claimed refund waits for the provider's answer before another pass asks again. */
export const REFUND_RETRY_AFTER_MS = 60_000;

/**
 * Asks again, with the same idempotency key, for the refunds whose first request failed or whose
 * process stopped before the answer. Called by the sweep.
 */
export async function retryUnfinishedRefunds(fulfilment: Fulfilment, clock: Clock): Promise<void> {
  const now = clock().getTime();
  for (const session of await fulfilment.store.unfinishedRefunds(now - REFUND_RETRY_AFTER_MS)) {
    if (await fulfilment.store.claimRefund(session.sessionId, now, now - REFUND_RETRY_AFTER_MS)) {
      await askRefund(fulfilment, session, now);
    }
  }
}

type Refund = { sessionId: string; recordId: string; paymentRef: string | null };

async function refundOnce(fulfilment: Fulfilment, refund: Refund, now: Date): Promise<void> {
  if (await fulfilment.store.claimRefund(refund.sessionId, now.getTime())) await askRefund(fulfilment, refund, now.getTime());
}

async function askRefund({ store, provider, log }: Fulfilment, refund: Refund, now: number): Promise<void> {
  try {
    await provider.refund(refund);
    await store.markRefunded(refund.sessionId, now);
    log.warn({ recordId: refund.recordId, refundedSessionId: refund.sessionId }, 'Remboursement effectué');
  } catch (error) {
    // The claim stays: the sweep asks again later, with the same idempotency key.
    log.error(
      { recordId: refund.recordId, sessionId: refund.sessionId, err: error },
      'Remboursement impossible pour le moment : nouvel essai plus tard',
    );
  }
}
