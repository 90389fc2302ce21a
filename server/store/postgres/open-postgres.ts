/**
 * PostgreSQL (DATABASE_URL) through a pg pool with a deadline on everything it waits for
 * (docs/decisions/027): opening a connection or waiting for a free one, each statement on the
 * server (statement_timeout) and its answer on the wire (query_timeout). A connection whose
 * statement stalled or failed on the wire is dropped rather than handed out again, so the pool
 * heals itself when the database returns; every such failure is a StoreUnavailableError (503).
 */
import { Kysely, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS } from '../../kernel/timeouts.ts';
import type { Database } from '../schema.ts';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.ts';
import { asStoreUnavailable, StoreUnavailableError } from '../store-unavailable.ts';

const POSTGRES_POOL_SIZE = 10;
/**
 * SQLSTATE classes that say the server cannot serve now rather than that a statement is wrong:
 * 08 connection exception, 53 insufficient resources, 57 operator intervention (a shutdown, or the
 * statement_timeout's cancel), 58 system error.
 */
const OUTAGE_SQLSTATE_CLASSES = new Set(['08', '53', '57', '58']);

export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    query_timeout: DATABASE_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL : connexion perdue (${error.message})`));
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: reportingOutages(pool) }) });
}

/** A failure that is the database's state (unreachable, stalled, shutting down), not a wrong statement. */
export function isPostgresOutage(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return OUTAGE_SQLSTATE_CLASSES.has(error.code?.slice(0, 2) ?? '');
  // Not an answer of the server: the connection failed, or the answer did not come in time.
  return error instanceof Error && !(error instanceof TypeError);
}

function reportingOutages(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new StoreUnavailableError(`PostgreSQL : connexion impossible (${error instanceof Error ? error.message : String(error)})`, {
          cause: error,
        });
      }
      const known = clients.get(client);
      if (known) return known;
      const reporting = reportingClient(client);
      try {
        // Set on each new connection rather than as a startup parameter, which PgBouncer and the
        // poolers of hosted PostgreSQL refuse by default.
        await reporting.query(`SET statement_timeout = ${DATABASE_STATEMENT_TIMEOUT_MS}`, []);
      } catch (error) {
        // Given back (destroyed when the connection failed): the pool must not lose the slot.
        reporting.release();
        throw error;
      }
      clients.set(client, reporting);
      return reporting;
    },
    end: () => pool.end(),
  };
}

/** The commands Kysely reads a row count from; any other is reported as a SELECT, whose count it ignores. */
const COUNTED_COMMANDS = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'] as const;

function toKysely<R>({ command, rowCount, rows }: pg.QueryResult<R & pg.QueryResultRow>): PostgresQueryResult<R> {
  return { command: COUNTED_COMMANDS.find((counted) => counted === command) ?? 'SELECT', rowCount: rowCount ?? 0, rows };
}

function reportingClient(client: pg.PoolClient): PostgresPoolClient {
  let failed: Error | undefined;
  // The pool listens for errors only while a connection is idle: one lost while checked out would
  // otherwise be an uncaught exception and stop the process. Its statement fails on its own.
  client.on('error', (error) => {
    failed = error;
  });
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given one; this one is not.
    if (typeof sql !== 'string') throw new Error('PostgreSQL : lecture par curseur non prévue');
    return client.query<R & pg.QueryResultRow>(sql, [...parameters]).then(toKysely, (error: unknown) => {
      if (!isPostgresOutage(error)) throw error;
      // Its statement may still be on the wire: the pool must not hand this connection out again.
      failed = error instanceof Error ? error : new Error(String(error));
      throw asStoreUnavailable(error, isPostgresOutage);
    });
  }
  return {
    query,
    release: () => {
      client.release(failed);
      failed = undefined;
    },
  };
}
