/**
 * Where the database is and how it is opened: the embedded SQLite file by default, PostgreSQL when
 * DATABASE_URL is set (specification §12, docs/decisions/010).
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openPostgres } from './postgres/open-postgres.ts';
import { type Database, type DatabaseLocation, SQLITE_FILE_NAME } from './schema.ts';
import { openSqlite } from './sqlite/open-sqlite.ts';

export function databaseLocation({ databaseUrl, dataDir }: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) };
}

/**
 * Opens the database; answers that fail for the database's state throw StoreUnavailableError
 * (docs/decisions/027). `backgroundCheckpoints` (SQLite only, on by default): the checkpoint worker
 * process that keeps heavy write loads off the event loop (docs/decisions/023, 131).
 */
export function openDatabase(location: DatabaseLocation, options: { backgroundCheckpoints?: boolean } = {}): Kysely<Database> {
  return location.engine === 'postgres' ? openPostgres(location.url) : openSqlite(location.file, options);
}
