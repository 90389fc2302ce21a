/**
 * What payment mode needs while the server runs: the database opened and migrated, the expired
 * records purged at start and every minute, and the configured provider (DESIGN.md §1–§2).
 */
import type { PaymentOptions } from './app.ts';
import type { Config } from './config.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createSimulatedProvider } from './payments/simulated-provider.ts';
import { createStripeProvider, type StripeProvider } from './payments/stripe-provider.ts';
import { databaseLocation, openDatabase } from './store/database.ts';
import { migrateToLatest } from './store/migrations.ts';
import { createPdfDataStore, type PdfDataStore } from './store/pdf-data-store.ts';

export const PURGE_INTERVAL_MS = 60_000;

export type PaymentRuntime = {
  options: PaymentOptions;
  /** Stops the sweep and closes the database. */
  close: () => Promise<void>;
};

/** Undefined in the free mode, which has no database and no provider. */
export async function openPaymentRuntime(config: Config, clock: () => Date = () => new Date()): Promise<PaymentRuntime | undefined> {
  if (config.paymentMode === 'off') return undefined;
  const provider = createProvider(config);
  const location = databaseLocation(config);
  const db = openDatabase(location);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const where = location.engine === 'postgres' ? 'la base PostgreSQL de DATABASE_URL' : `le fichier ${location.file} (DATA_DIR)`;
    throw new Error(`Impossible d'ouvrir ${where} : ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const store = createPdfDataStore(db);
  await store.purgeExpired(clock().getTime());
  const sweep = startSweep(store, clock);
  return {
    options: {
      store,
      provider,
      publicUrl: config.publicUrl,
      recordTtlSeconds: config.recordTtlSeconds,
      priceCents: config.priceCents,
      rateLimit: { max: config.rateLimitPerMinute, timeWindowMs: 60_000 },
      clock,
    },
    close: async () => {
      clearInterval(sweep);
      await store.close();
    },
  };
}

function createProvider(config: Config): PaymentProvider | StripeProvider {
  if (config.paymentMode === 'simulated') return createSimulatedProvider({ publicUrl: config.publicUrl });
  // loadConfig refuses stripe mode without these; checked again so a wrong call cannot run unpaid.
  if (!config.stripe || config.priceCents === undefined) throw new Error('PAYMENT_MODE=stripe requires STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PRICE_CENTS');
  return createStripeProvider({ ...config.stripe, priceCents: config.priceCents, publicUrl: config.publicUrl });
}

function startSweep(store: PdfDataStore, clock: () => Date): ReturnType<typeof setInterval> {
  const timer = setInterval(() => {
    store.purgeExpired(clock().getTime()).catch((error: unknown) => {
      console.warn(`Purge des procurations expirées impossible : ${error instanceof Error ? error.message : String(error)}`);
    });
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return timer;
}
