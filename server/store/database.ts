/**
 * The one query layer over two engines (DESIGN.md §2): Kysely on an embedded SQLite file by
 * default, on PostgreSQL when DATABASE_URL is set. Column types are chosen so both engines store
 * and compare them the same way: text, integer and bigint only (docs/decisions/010).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type ColumnType,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { type BackgroundCheckpoints, startBackgroundCheckpoints } from './sqlite-checkpoints.ts';

/** Epoch milliseconds. PostgreSQL hands bigint back as a string, SQLite as a number. */
type Millis = ColumnType<number | string, number, number>;
type OptionalMillis = ColumnType<number | string | null, number | null, number | null>;

export interface TempPdfDataTable {
  /** A random UUID, as text. */
  id: string;
  /** The stored form as JSON text, dates as `yyyy-MM-dd`. */
  data: string;
  /** 1 for "avec signature", 0 for "sans signature". */
  include_signature: number;
  checkout_session_id: string | null;
  paid_at: OptionalMillis;
  created_at: Millis;
  expires_at: Millis;
}

export interface Database {
  temp_pdf_data: TempPdfDataTable;
}

export type DatabaseLocation = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** The SQLite file inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'procuration.sqlite';
/** A writer waits this long for another to finish instead of failing at once. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const POSTGRES_POOL_SIZE = 10;
/** The store issues a handful of fixed statements; more than this would mean a leak, so it stops caching. */
const MAX_CACHED_STATEMENTS = 64;

export function databaseLocation({ databaseUrl, dataDir }: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) };
}

export function openDatabase(location: DatabaseLocation): Kysely<Database> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: POSTGRES_POOL_SIZE });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.warn(`PostgreSQL : connexion perdue (${error.message})`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(location.file), { recursive: true });
  const sqlite = new SQLite(location.file);
  sqlite.pragma('journal_mode = WAL');
  // A commit is not synced to disk by itself, only at checkpoints: never a corrupt file, and what a
  // power cut can undo heals itself (docs/decisions/021).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const checkpoints = startBackgroundCheckpoints(sqlite, location.file, SQLITE_BUSY_TIMEOUT_MS);
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  return new Kysely<Database>({ dialect: withHeldWrites(dialect, checkpoints) });
}

/**
 * Every statement but a SELECT first waits, while the checkpoint worker holds writes, for its last
 * pass. A waiting write lets go of the one connection meanwhile, so reads go on; inside a
 * transaction it keeps it, so no other statement slips into the transaction.
 */
export function withHeldWrites(dialect: SqliteDialect, checkpoints: BackgroundCheckpoints): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      const inTransaction = new WeakSet<DatabaseConnection>();
      return {
        init: () => driver.init(),
        acquireConnection: async (): Promise<DatabaseConnection> => {
          const connection = await driver.acquireConnection();
          const held: DatabaseConnection = {
            executeQuery: async (query) => {
              const writesHeld = SelectQueryNode.is(query.query) ? undefined : checkpoints.writesHeld();
              if (writesHeld && inTransaction.has(held)) {
                await writesHeld;
              } else if (writesHeld) {
                await driver.releaseConnection(connection);
                await writesHeld;
                await driver.acquireConnection();
              }
              return connection.executeQuery(query);
            },
            streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
          };
          return held;
        },
        beginTransaction: async (connection, settings) => {
          await driver.beginTransaction(connection, settings);
          inTransaction.add(connection);
        },
        commitTransaction: async (connection) => {
          inTransaction.delete(connection);
          await driver.commitTransaction(connection);
        },
        rollbackTransaction: async (connection) => {
          inTransaction.delete(connection);
          await driver.rollbackTransaction(connection);
        },
        releaseConnection: (connection) => driver.releaseConnection(connection),
        // Closed when its worker has closed too: the folder may be deleted right after.
        destroy: async () => {
          await driver.destroy();
          await checkpoints.stop();
        },
      };
    },
  };
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused (they run synchronously,
 * one at a time), and the store's queries have fixed shapes. Preparing each once takes about a tenth
 * of the release path's CPU off (docs/decisions/020).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      if (statements.size < MAX_CACHED_STATEMENTS) statements.set(sql, statement);
      return statement;
    },
  };
}
