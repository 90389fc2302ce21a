/**
 * The relay's one lane (docs/decisions/190) on PostgreSQL: a statement that hangs does not hold the
 * lane for ever. Another session locks the relay's table, so the next relay statement waits on it;
 * the server's statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS) cancels it, it fails as the store
 * unavailable (a French 503), and the statement queued behind it runs. Every wait is on an outcome.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_STATEMENT_TIMEOUT_MS } from '../kernel/timeouts.ts';
import { migrateToLatest } from './migrations.ts';
import { openDatabase } from './open-database.ts';
import type { Database } from './schema.ts';
import { createSignatureExchangeStore } from './signature-exchange-store.ts';
import { StoreUnavailableError } from './store-unavailable.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './test-databases.test-helper.ts';

/** The statement timeout, then as long again for a busy machine to answer. */
const HUNG_STATEMENT_DEADLINE_MS = 4 * DATABASE_STATEMENT_TIMEOUT_MS + 10_000;

describe.skipIf(!TEST_DATABASE_URL)(`the relay's lane on PostgreSQL${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    db = openDatabase(database.location);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  test(
    'a statement hung on a lock is cancelled by the statement timeout, and the one queued behind it then runs',
    async () => {
      const store = createSignatureExchangeStore(db);
      const now = Date.now();
      const times = { now, expiresAt: now + 600_000 };
      const holder = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE signature_exchanges IN ACCESS EXCLUSIVE MODE');
        const hung = store.create(times);
        const queued = store.create(times);
        await expect(hung).rejects.toBeInstanceOf(StoreUnavailableError);
        // The hung statement has let go of the lane: once the table is free, the next one is served.
        await holder.query('COMMIT');
        expect((await queued).kind).toBe('created');
      } finally {
        await holder.end();
      }
    },
    HUNG_STATEMENT_DEADLINE_MS,
  );
});
