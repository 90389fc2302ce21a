/**
 * Where the database is and how it is opened: the embedded SQLite file by default, PostgreSQL when
 * DATABASE_URL is set (specification §12, docs/decisions/010).
 */
import type { Kysely } from 'kysely';
import { openPostgres } from './postgres/open-postgres.ts';
import type { Database, DatabaseLocation } from './schema.ts';
import { openSqlite } from './sqlite/open-sqlite.ts';

/**
 * Opens the database; answers that fail for the database's state throw StoreUnavailableError
 * (docs/decisions/027). `backgroundCheckpoints` (SQLite only, on by default): the checkpoint worker
 * process that keeps heavy write loads off the event loop (docs/decisions/023, 131).
 */
export function openDatabase(location: DatabaseLocation, options: { backgroundCheckpoints?: boolean } = {}): Kysely<Database> {
  return location.engine === 'postgres' ? openPostgres(location.url) : openSqlite(location.file, options);
}
