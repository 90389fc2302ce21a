/**
 * What payment mode needs while the server runs: the database opened and migrated, the expired
 * records purged at start and every minute, and the configured provider (specification §11–§12).
 */
import type { Kysely } from 'kysely';
import type { PaymentOptions } from './app.ts';
import { type Clock, systemClock } from './kernel/clock.ts';
import type { Config, PaidPaymentConfig } from './config.ts';
import type { ConfiguredProvider } from './payments/payment-provider.ts';
import { createSimulatedProvider } from './payments/simulated-provider.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';
import { perMinute } from './rate-limit.ts';
import { type PaidRecords, paidRecords, type RecordLog } from './record/paid-record.ts';
import { closeSharedCounters, connectSharedCounters, type SharedCounters } from './rate-limit-counters.ts';
import { withDeadline } from './kernel/deadline.ts';
import { openDatabase } from './store/open-database.ts';
import type { Database, DatabaseLocation } from './store/schema.ts';
import { migrateToLatest } from './store/migrations.ts';
import { createPdfDataStore, type PdfDataStore } from './store/pdf-data-store.ts';
import { DataDirError } from './store/sqlite/data-dir.ts';
import { StoreUnavailableError } from './store/store-unavailable.ts';
import { DATABASE_START_TIMEOUT_MS, PURGE_INTERVAL_MS } from './kernel/timeouts.ts';
import { type Instruments, NO_INSTRUMENTS } from './observability/instruments.ts';

export { PURGE_INTERVAL_MS };

export type PaymentRuntime = {
  options: PaymentOptions;
  /** Every minute: deletes the expired records and asks again for the refunds not yet confirmed. */
  startSweep: (log: RecordLog) => void;
  /** Stops the sweep and closes the database. */
  close: () => Promise<void>;
};

/** Undefined in the free mode, which has no database and no provider. */
export async function openPaymentRuntime(
  { publicUrl, payment }: Config,
  clock: Clock = systemClock,
  instruments: Pick<Required<Instruments>, 'store' | 'provider'> = NO_INSTRUMENTS,
): Promise<PaymentRuntime | undefined> {
  if (payment.mode === 'off') return undefined;
  // Metrics and traces see every store and provider call, the sweep's included (server/observability).
  const provider = instruments.provider(createProvider(payment, publicUrl));
  const store = await openStore(payment.database, clock, instruments.store);
  // REDIS_URL: the rate-limit counters shared with the other instances; Redis must answer at start.
  let counters: SharedCounters | undefined;
  try {
    counters = payment.redisUrl === undefined ? undefined : await connectSharedCounters(payment.redisUrl);
  } catch (error) {
    await store.close();
    throw error;
  }
  let sweep: ReturnType<typeof setInterval> | undefined;
  return {
    options: {
      store,
      provider,
      publicUrl,
      recordTtlSeconds: payment.recordTtlSeconds,
      priceCents: payment.priceCents,
      rateLimit: perMinute(payment.rateLimitPerMinute),
      counters,
      clock,
    },
    startSweep: (log) => {
      sweep ??= startSweep(store, paidRecords({ store, provider, clock, recordTtlMs: payment.recordTtlSeconds * 1000 }), log, clock);
    },
    close: async () => {
      clearInterval(sweep);
      await Promise.all([store.close(), counters && closeSharedCounters(counters)]);
    },
  };
}

/**
 * The database opened, migrated and swept of expired records, within DATABASE_START_TIMEOUT_MS; any
 * failure is one message naming the variable to fix (DATA_DIR or DATABASE_URL, never its password).
 */
async function openStore(
  location: DatabaseLocation,
  clock: Clock,
  instrument: (store: PdfDataStore) => PdfDataStore,
): Promise<PdfDataStore> {
  let db: Kysely<Database> | undefined;
  const open = async () => {
    db = openDatabase(location);
    await migrateToLatest(db);
    const store = instrument(createPdfDataStore(db, location.engine));
    await store.purgeExpired(clock().getTime());
    return store;
  };
  try {
    return await withDeadline(open(), DATABASE_START_TIMEOUT_MS, 'ouverture de la base');
  } catch (error) {
    // Not awaited: a database that stalls could hold the stop as well.
    void db?.destroy().catch(() => undefined);
    throw new Error(describeOpenFailure(location, error), { cause: error });
  }
}

function describeOpenFailure(location: DatabaseLocation, error: unknown): string {
  if (error instanceof DataDirError) return error.message;
  // The driver's own words ("connect ECONNREFUSED …", "Connection terminated due to connection timeout").
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error && !(cause instanceof StoreUnavailableError)) cause = cause.cause;
  if (cause instanceof StoreUnavailableError && cause.cause instanceof Error) cause = cause.cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (location.engine === 'sqlite') {
    return `DATA_DIR : impossible d'ouvrir la base SQLite ${location.file} : ${reason}`;
  }
  return `DATABASE_URL : la base PostgreSQL ${postgresAddress(location.url)} ne répond pas (${reason}). Vérifiez l'adresse et que le serveur de base de données est joignable.`;
}

/** `host:port/database`: what identifies the server, without the user or password. */
function postgresAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function createProvider(payment: PaidPaymentConfig, publicUrl: string): ConfiguredProvider {
  switch (payment.mode) {
    case 'simulated':
      return createSimulatedProvider({ publicUrl });
    case 'stripe':
      return createStripeProvider({ ...payment.stripe, priceCents: payment.priceCents, publicUrl });
  }
}

function startSweep(store: PdfDataStore, records: PaidRecords, log: RecordLog, clock: Clock): ReturnType<typeof setInterval> {
  const timer = setInterval(() => {
    store.purgeExpired(clock().getTime()).catch((error: unknown) => {
      log.warn({ err: error }, 'Purge des procurations expirées impossible');
    });
    records.retryUnfinishedRefunds(log).catch((error: unknown) => {
      log.error({ err: error }, 'Reprise des remboursements impossible');
    });
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return timer;
}
