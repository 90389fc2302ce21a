/**
 * Statements that wait without holding up the others: writes wait for the checkpoint worker's last
 * pass (sqlite-checkpoints.ts, docs/decisions/023), and any statement refused because another
 * connection holds the lock waits and tries again (busy-wait.ts, docs/decisions/027).
 */
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, SelectQueryNode, type SqliteDialect } from 'kysely';
import { SQLITE_LOCK_WAIT_MS } from '../../kernel/timeouts.ts';
import { asStoreUnavailable, StoreUnavailableError } from '../store-unavailable.ts';
import { busyPause, isSqliteBusy, isSqliteOutage } from './busy-wait.ts';
import { sharedMemoryProblem } from './shared-memory-guard.mjs';
import type { BackgroundCheckpoints } from './sqlite-checkpoints.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every statement but a SELECT first waits, while the checkpoint worker holds writes, for its last
 * pass; a statement SQLite refuses as busy is tried again until SQLITE_LOCK_WAIT_MS has passed. A
 * waiting statement lets go of the one connection meanwhile, so the others go on; inside a
 * transaction it keeps it, so no other statement slips into the transaction.
 */
export function withHeldWrites(
  dialect: SqliteDialect,
  checkpoints: BackgroundCheckpoints,
  /** The database file, whose shared-memory index is guarded (none for an in-memory database), and its connection's state. */
  { file, isInTransaction = () => false }: { file?: string; isInTransaction?: () => boolean } = {},
): Dialect {
  /** No statement touches the shared-memory index the file system no longer backs: a 503, not a bus error (docs/decisions/077). */
  const guardSharedMemory = () => {
    const problem = file === undefined ? undefined : sharedMemoryProblem(file);
    if (problem) throw new StoreUnavailableError(problem);
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      const inTransaction = new WeakSet<DatabaseConnection>();
      /** Transactions begun and not yet ended: at most one, the driver's one connection being theirs meanwhile. */
      let liveTransactions = 0;
      /**
       * Runs the COMMIT or ROLLBACK, the connection still the transaction's. Ownership ends once it has
       * completed, or once a rollback has been tried (a failed commit is followed by one).
       */
      const endTransaction = async (connection: DatabaseConnection, end: 'commit' | 'rollback') => {
        try {
          guardSharedMemory();
          await (end === 'commit' ? driver.commitTransaction(connection) : driver.rollbackTransaction(connection));
        } finally {
          if ((end === 'rollback' || !isInTransaction()) && inTransaction.delete(connection)) liveTransactions -= 1;
        }
      };
      return {
        init: () => driver.init(),
        acquireConnection: async (): Promise<DatabaseConnection> => {
          const connection = await driver.acquireConnection();
          const waitFor = async (promise: Promise<void>) => {
            if (inTransaction.has(held)) return promise;
            await driver.releaseConnection(connection);
            await promise;
            await driver.acquireConnection();
          };
          const held: DatabaseConnection = {
            executeQuery: async (query) => {
              let giveUpAt: number | undefined;
              for (let attempt = 0; ; attempt += 1) {
                const writesHeld = SelectQueryNode.is(query.query) ? undefined : checkpoints.writesHeld();
                if (writesHeld) await waitFor(writesHeld);
                guardSharedMemory();
                try {
                  return await connection.executeQuery(query);
                } catch (error) {
                  if (!isSqliteBusy(error)) throw asStoreUnavailable(error, isSqliteOutage);
                  // Another connection holds the lock: try again after pauses that let the event loop run.
                  giveUpAt ??= performance.now() + SQLITE_LOCK_WAIT_MS;
                  if (performance.now() + busyPause(attempt) > giveUpAt) {
                    throw new StoreUnavailableError(`SQLite : base verrouillée par une autre connexion depuis ${SQLITE_LOCK_WAIT_MS} ms`, {
                      cause: error,
                    });
                  }
                }
                await waitFor(pause(busyPause(attempt)));
              }
            },
            streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
          };
          return held;
        },
        // BEGIN IMMEDIATE: a transaction takes the write lock at its start, so two transactions (of this
        // process or another) that read then write the same record run one after the other (docs/decisions/037).
        beginTransaction: async (connection) => {
          guardSharedMemory();
          if (isInTransaction()) {
            // A live transaction keeps the connection until its COMMIT or ROLLBACK has completed: finding
            // one here is a fault, and someone else's transaction is never rolled back (docs/decisions/191).
            if (liveTransactions > 0) throw new StoreUnavailableError('SQLite : une transaction en cours occupe encore la connexion');
            // A transaction left open by a rollback the guard refused, whose owner has given up, is ended first.
            await connection.executeQuery(CompiledQuery.raw('rollback'));
          }
          await connection.executeQuery(CompiledQuery.raw('begin immediate'));
          inTransaction.add(connection);
          liveTransactions += 1;
        },
        // The connection stays the transaction's, waits included, until its COMMIT or ROLLBACK has
        // completed: released earlier, the next request would begin inside it (docs/decisions/191).
        commitTransaction: (connection) => endTransaction(connection, 'commit'),
        rollbackTransaction: (connection) => endTransaction(connection, 'rollback'),
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
