/**
 * What payment mode needs while the server runs, on the process's one database (server-runtime.ts,
 * docs/decisions/131): the paid records' store and the configured provider (specification §11–§12).
 */
import type { Kysely } from 'kysely';
import type { PaymentOptions } from './app.ts';
import type { Clock } from './kernel/clock.ts';
import type { PaidPaymentConfig } from './config.ts';
import type { ConfiguredProvider } from './payments/payment-provider.ts';
import { createSimulatedProvider } from './payments/simulated-provider.ts';
import { perMinute } from './rate-limit.ts';
import { type PaidRecords, paidRecords } from './record/paid-record.ts';
import { createPdfDataStore } from './store/pdf-data-store.ts';
import type { Database } from './store/schema.ts';
import type { Instruments } from './observability/instruments.ts';

export type PaymentParts = {
  /** The routes' options but the shared counters, which the runtime connects once the database is open. */
  options: Omit<PaymentOptions, 'counters'>;
  /** The records' rules, whose unconfirmed refunds the purge loop asks for again. */
  records: PaidRecords;
};

/** Metrics and traces see every store and provider call, the purge loop's included (server/observability). */
export type PaymentInstruments = Pick<Required<Instruments>, 'store' | 'provider'>;

export async function paymentParts(
  payment: PaidPaymentConfig,
  publicUrl: string,
  db: Kysely<Database>,
  clock: Clock,
  instruments: PaymentInstruments,
): Promise<PaymentParts> {
  const provider = instruments.provider(await createProvider(payment, publicUrl));
  const store = instruments.store(createPdfDataStore(db, payment.database.engine));
  return {
    options: {
      store,
      provider,
      publicUrl,
      recordTtlSeconds: payment.recordTtlSeconds,
      priceCents: payment.priceCents,
      rateLimit: perMinute(payment.rateLimitPerMinute),
      clock,
    },
    records: paidRecords({ store, provider, clock, recordTtlMs: payment.recordTtlSeconds * 1000 }),
  };
}

/** Stripe's SDK is loaded only in stripe mode: the other modes start without its cost (docs/decisions/243). */
async function createProvider(payment: PaidPaymentConfig, publicUrl: string): Promise<ConfiguredProvider> {
  switch (payment.mode) {
    case 'simulated':
      return createSimulatedProvider({ publicUrl });
    case 'stripe': {
      const { createStripeProvider } = await import('./payments/stripe-provider.ts');
      return createStripeProvider({ ...payment.stripe, priceCents: payment.priceCents, publicUrl });
    }
  }
}
