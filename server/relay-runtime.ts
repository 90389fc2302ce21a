/**
 * The signature relay's store, opened in every mode where the server runs (docs/decisions/090): the
 * SQLite file in DATA_DIR by default, PostgreSQL when DATABASE_URL is set, migrated like payment
 * mode's. In the free mode a database that cannot be opened turns the relay off, with one warning:
 * the page then shows no "Signer sur un téléphone", and everything else works as before.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RelayConfig } from './config.ts';
import { withDeadline } from './kernel/deadline.ts';
import { DATABASE_START_TIMEOUT_MS, FREE_SPACE_READ_TIMEOUT_MS } from './kernel/timeouts.ts';
import { perMinute } from './rate-limit.ts';
import type { SignatureRelayOptions } from './routes/signature-relay-routes.ts';
import { migrateToLatest } from './store/migrations.ts';
import { openDatabase } from './store/open-database.ts';
import type { Database } from './store/schema.ts';
import { createSignatureExchangeStore } from './store/signature-exchange-store.ts';

export type RelayRuntime = { options: SignatureRelayOptions; close: () => Promise<void> };

/** The relay, or the reason it is off (to print once). */
export async function openRelayRuntime(relay: RelayConfig): Promise<RelayRuntime | { off: string }> {
  let db: Kysely<Database> | undefined;
  const open = async () => {
    db = openDatabase(relay.database);
    await migrateToLatest(db);
    const store = createSignatureExchangeStore(db, { freeBytes: freeBytesOf(relay.database) });
    await store.purgeExpired(Date.now());
    return store;
  };
  try {
    const store = await withDeadline(open(), DATABASE_START_TIMEOUT_MS, 'ouverture de la base du relais de signature');
    return { options: { store, rateLimit: perMinute(relay.rateLimitPerMinute) }, close: () => store.close() };
  } catch (error) {
    void db?.destroy().catch(() => undefined);
    const variable = relay.database.engine === 'sqlite' ? 'DATA_DIR' : 'DATABASE_URL';
    return {
      off: `Signature sur un téléphone désactivée : la base (${variable}) ne peut pas être ouverte (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}

/**
 * The free space of SQLite's folder, read before each relay write so paid records keep their reserve
 * (docs/decisions/112); unknown on PostgreSQL, whose disk is not this process's to read.
 */
function freeBytesOf(database: RelayConfig['database']) {
  if (database.engine !== 'sqlite') return undefined;
  const folder = path.dirname(database.file);
  return async () => {
    const { bavail, bsize } = await withDeadline(statfs(folder), FREE_SPACE_READ_TIMEOUT_MS, 'espace libre du relais');
    return bavail * bsize;
  };
}
