/**
 * What the server holds while it runs (docs/decisions/131): ONE database per process, opened and
 * migrated once, shared by the paid records (payment mode) and the phone relay (every mode), ONE
 * purge loop for both, and, in payment mode, the provider and the shared rate-limit counters. On
 * SQLite the checkpoint worker process runs in payment mode only. In the free mode a database that
 * cannot be opened turns the relay off, with one warning; in payment mode it stops the start.
 */
import type { PaymentOptions } from './app.ts';
import { type Clock, systemClock } from './kernel/clock.ts';
import type { Config } from './config.ts';
import { PURGE_INTERVAL_MS } from './kernel/timeouts.ts';
import { NO_INSTRUMENTS } from './observability/instruments.ts';
import { type PaymentInstruments, type PaymentParts, paymentParts } from './payment-runtime.ts';
import { closeSharedCounters, connectSharedCounters, type SharedCounters } from './rate-limit-counters.ts';
import type { RecordLog } from './record/paid-record.ts';
import { relayOptions } from './relay-runtime.ts';
import type { SignatureRelayOptions } from './routes/signature-relay-routes.ts';
import { openServerDatabase, type ServerDatabase } from './store/server-database.ts';

export { PURGE_INTERVAL_MS };

export type ServerRuntime = {
  /** Absent in the free mode. */
  payment?: PaymentOptions | undefined;
  /** Absent when the free mode could not open its database. */
  relay?: SignatureRelayOptions | undefined;
  /** Why the relay is off, to print once. */
  relayOff?: string | undefined;
  /** The one purge loop: every PURGE_INTERVAL_MS, expired records and exchanges go, unconfirmed refunds are asked again. */
  startPurges: (log: RecordLog) => void;
  /** Stops the loop, then closes the counters and the database, once. */
  close: () => Promise<void>;
};

type Parts = { relay: SignatureRelayOptions; payment: PaymentParts | undefined };

export async function openServerRuntime(
  config: Config,
  clock: Clock = systemClock,
  instruments: PaymentInstruments = NO_INSTRUMENTS,
): Promise<ServerRuntime> {
  const { payment } = config;
  const paying = payment.mode !== 'off';
  let parts: Parts | undefined;
  let database: ServerDatabase;
  try {
    // Opened, migrated and swept of what expired while the server was stopped, within DATABASE_START_TIMEOUT_MS.
    database = await openServerDatabase(config.relay.database, { backgroundCheckpoints: paying }, async (db) => {
      parts = {
        relay: relayOptions(config.relay, db, clock),
        payment: payment.mode === 'off' ? undefined : await paymentParts(payment, config.publicUrl, db, clock, instruments),
      };
      await purgeExpired(parts, clock);
    });
  } catch (error) {
    if (paying) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return { relayOff: `Signature sur un téléphone désactivée : ${reason}`, startPurges: () => undefined, close: async () => undefined };
  }
  if (!parts) throw new Error('base ouverte sans ses magasins');
  const opened = parts;
  // REDIS_URL: the rate-limit counters shared with the other instances; Redis must answer at start.
  let counters: SharedCounters | undefined;
  try {
    counters = payment.mode === 'off' || payment.redisUrl === undefined ? undefined : await connectSharedCounters(payment.redisUrl);
  } catch (error) {
    await database.close();
    throw error;
  }
  let loop: ReturnType<typeof setInterval> | undefined;
  let closing: Promise<void> | undefined;
  return {
    payment: opened.payment && { ...opened.payment.options, counters },
    relay: opened.relay,
    startPurges: (log) => {
      loop ??= setInterval(() => purgeOnce(opened, clock, log), PURGE_INTERVAL_MS).unref();
    },
    close: () => {
      clearInterval(loop);
      closing ??= Promise.all([database.close(), counters && closeSharedCounters(counters)]).then(() => undefined);
      return closing;
    },
  };
}

/** The start's pass: what expired goes before anything is served; a failure fails the start. */
async function purgeExpired({ relay, payment }: Parts, clock: Clock): Promise<void> {
  const now = clock().getTime();
  await payment?.options.store.purgeExpired(now);
  await relay.store.purgeExpired(now);
}

/** One tick of the loop; each part's failure is logged on its own and the others still run. */
function purgeOnce({ relay, payment }: Parts, clock: Clock, log: RecordLog): void {
  const now = clock().getTime();
  if (payment) {
    payment.options.store.purgeExpired(now).catch((error: unknown) => {
      log.warn({ err: error }, 'Purge des procurations expirées impossible');
    });
    payment.records.retryUnfinishedRefunds(log).catch((error: unknown) => {
      log.error({ err: error }, 'Reprise des remboursements impossible');
    });
  }
  relay.store.purgeExpired(now).catch((error: unknown) => {
    log.warn({ err: error }, 'Relais de signature : purge impossible');
  });
}
