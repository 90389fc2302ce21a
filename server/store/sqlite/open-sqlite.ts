/**
 * The embedded SQLite file (DATA_DIR), opened for speed with what that needs: write-ahead log,
 * commits synced at checkpoints (docs/decisions/021), checkpoints in a worker process
 * (docs/decisions/023), statements prepared once (docs/decisions/013), and locks waited for
 * without blocking the event loop (docs/decisions/027).
 */
import path from 'node:path';
import SQLite from './sqlite-driver.mjs';
import { Kysely, SqliteDialect } from 'kysely';
import { SQLITE_WORKER_BUSY_TIMEOUT_MS } from '../../kernel/timeouts.ts';
import type { Database } from '../schema.ts';
import { prepareDataDir } from './data-dir.ts';
import { withHeldWrites } from './held-writes.ts';
import { type BackgroundCheckpoints, startBackgroundCheckpoints } from './sqlite-checkpoints.ts';
import { withStatementCache } from './statement-cache.ts';

/** No worker: writes never wait for one, and there is nothing to stop. */
const NO_CHECKPOINTS: BackgroundCheckpoints = { writesHeld: () => undefined, stop: async () => undefined };

/**
 * Throws a DataDirError when DATA_DIR cannot hold the file. Without `backgroundCheckpoints` no worker
 * is forked: SQLite's own automatic checkpoint keeps the log bounded, enough for a few small writes a
 * minute, as the free mode's relay makes (docs/decisions/131).
 */
export function openSqlite(file: string, { backgroundCheckpoints = true }: { backgroundCheckpoints?: boolean } = {}): Kysely<Database> {
  prepareDataDir(path.dirname(file));
  const sqlite = new SQLite(file, { timeout: SQLITE_WORKER_BUSY_TIMEOUT_MS });
  try {
    sqlite.pragma('journal_mode = WAL');
    // A commit is not synced to disk by itself, only at checkpoints: never a corrupt file, and what a
    // power cut can undo heals itself (docs/decisions/021).
    sqlite.pragma('synchronous = NORMAL');
    // The database file is read with read(), never mapped: a file the file system stops backing is an
    // error SQLite reports, not a bus error (docs/decisions/077). Said here, whatever the build's default.
    sqlite.pragma('mmap_size = 0');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const checkpoints = backgroundCheckpoints ? startBackgroundCheckpoints(sqlite, file, SQLITE_WORKER_BUSY_TIMEOUT_MS) : NO_CHECKPOINTS;
  // SQLite's busy handler would sleep on the event loop: statements refused as busy are tried again asynchronously instead.
  sqlite.pragma('busy_timeout = 0');
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  return new Kysely<Database>({
    dialect: withHeldWrites(dialect, checkpoints, { file, isInTransaction: () => sqlite.inTransaction }),
  });
}
