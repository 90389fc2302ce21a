/**
 * The one database a server process holds (docs/decisions/131): opened once, migrated once, shared by
 * the paid records and the phone relay, closed once. On SQLite the checkpoint worker process runs
 * only when asked for (payment mode); the free mode's relay writes too little to need it.
 */
import type { Kysely } from 'kysely';
import { withDeadline } from '../kernel/deadline.ts';
import { DATABASE_START_TIMEOUT_MS } from '../kernel/timeouts.ts';
import { migrateToLatest } from './migrations.ts';
import { openDatabase } from './open-database.ts';
import type { Database, DatabaseLocation } from './schema.ts';
import { DataDirError } from './sqlite/data-dir.ts';
import { StoreUnavailableError } from './store-unavailable.ts';

export type ServerDatabase = {
  db: Kysely<Database>;
  location: DatabaseLocation;
  /** Closes the connection (and the checkpoint worker, if any); a second call waits for the first. */
  close: () => Promise<void>;
};

/**
 * The database opened and migrated, then `prepare` run on it (the first purge), all within
 * DATABASE_START_TIMEOUT_MS. Any failure is one message naming the variable to fix (DATA_DIR or
 * DATABASE_URL, never its password), and leaves nothing open.
 */
export async function openServerDatabase(
  location: DatabaseLocation,
  { backgroundCheckpoints }: { backgroundCheckpoints: boolean },
  prepare: (db: Kysely<Database>) => Promise<void> = async () => undefined,
): Promise<ServerDatabase> {
  let db: Kysely<Database> | undefined;
  const open = async () => {
    db = openDatabase(location, { backgroundCheckpoints });
    await migrateToLatest(db);
    await prepare(db);
    return db;
  };
  let opened: Kysely<Database>;
  try {
    opened = await withDeadline(open(), DATABASE_START_TIMEOUT_MS, 'ouverture de la base');
  } catch (error) {
    // Not awaited: a database that stalls could hold the stop as well.
    void db?.destroy().catch(() => undefined);
    throw new Error(describeOpenFailure(location, error), { cause: error });
  }
  let closing: Promise<void> | undefined;
  return { db: opened, location, close: () => (closing ??= opened.destroy()) };
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
