/** better-sqlite3 statements prepared once and reused (docs/decisions/013). */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** The store issues a handful of fixed statements; more than this would mean a leak, so it stops caching. */
const MAX_CACHED_STATEMENTS = 64;

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused (they run synchronously,
 * one at a time), and the store's queries have fixed shapes. Preparing each once takes about a tenth
 * of the release path's CPU off (docs/decisions/020).
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
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
