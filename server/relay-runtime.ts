/**
 * The signature relay's options, in every mode where the server runs (docs/decisions/090), on the
 * process's one database (server-runtime.ts, docs/decisions/131): the SQLite file in DATA_DIR by
 * default, PostgreSQL when DATABASE_URL is set.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RelayConfig } from './config.ts';
import type { Clock } from './kernel/clock.ts';
import { withDeadline } from './kernel/deadline.ts';
import { FREE_SPACE_READ_TIMEOUT_MS } from './kernel/timeouts.ts';
import { perMinute } from './rate-limit.ts';
import type { SignatureRelayOptions } from './routes/signature-relay-routes.ts';
import type { Database } from './store/schema.ts';
import { createSignatureExchangeStore } from './store/signature-exchange-store.ts';
import { StoreUnavailableError } from './store/store-unavailable.ts';

export function relayOptions(relay: RelayConfig, db: Kysely<Database>, clock: Clock): SignatureRelayOptions {
  const store = createSignatureExchangeStore(db, { freeBytes: freeBytesOf(relay.database) });
  return { store, rateLimit: perMinute(relay.rateLimitPerMinute), clock };
}

/**
 * The free space of SQLite's folder, read before each relay write so paid records keep their reserve
 * (docs/decisions/112); unknown on PostgreSQL, whose disk is not this process's to read.
 */
function freeBytesOf(database: RelayConfig['database']) {
  if (database.engine !== 'sqlite') return undefined;
  const folder = path.dirname(database.file);
  return async () => {
    try {
      const { bavail, bsize } = await withDeadline(statfs(folder), FREE_SPACE_READ_TIMEOUT_MS, 'espace libre du relais');
      return bavail * bsize;
    } catch (error) {
      // A folder that does not say its free space in time is a store that does not answer: 503, never 500 (docs/decisions/191).
      throw new StoreUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };
}
