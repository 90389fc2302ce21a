/**
 * The store's write probe, behind GET /readyz: ready only when a write is taken now. A writer
 * holding the lock, or a read-only database, makes it fail within a bounded wait; it writes its own
 * row only, never a record (docs/decisions/077).
 */
import SQLite from './sqlite/sqlite-driver.mjs';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { VALID_FORM } from '../routes/payment-app.test-helper.ts';
import { migrateToLatest } from './migrations.ts';
import { openDatabase } from './open-database.ts';
import { createPdfDataStore, type PdfDataStore } from './pdf-data-store.ts';
import type { Database } from './schema.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './test-databases.test-helper.ts';

const NOW = Date.UTC(2026, 10, 24, 9);

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`the write probe on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let store: PdfDataStore;

    beforeEach(async () => {
      database = await engine.create();
      db = openDatabase(database.location);
      await migrateToLatest(db);
      store = createPdfDataStore(db, database.location.engine);
      await store.create({ data: VALID_FORM, includeSignature: false }, { now: NOW, expiresAt: NOW + 3600_000 });
    });

    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    const rows = async () => (await db.selectFrom('temp_pdf_data').select('id').execute()).length;

    /** Another connection holding the write lock until `release` is called. */
    async function holdWriteLock(): Promise<() => Promise<void>> {
      const { location } = database;
      if (location.engine === 'sqlite') {
        const other = new SQLite(location.file);
        other.exec('BEGIN IMMEDIATE');
        return async () => {
          other.exec('ROLLBACK');
          other.close();
        };
      }
      const other = new pg.Client({ connectionString: location.url });
      await other.connect();
      await other.query('BEGIN');
      await other.query('LOCK TABLE temp_pdf_data IN EXCLUSIVE MODE');
      return async () => {
        await other.query('ROLLBACK');
        await other.end();
      };
    }

    test('passes on a database that takes writes, and writes no record', async () => {
      await store.probeWrite();
      await store.probeWrite();
      expect(await rows()).toBe(1);
    });

    test('fails while another writer holds the lock, then passes once it lets go', async () => {
      const release = await holdWriteLock();
      try {
        await expect(store.probeWrite()).rejects.toThrow();
      } finally {
        await release();
      }
      await store.probeWrite();
      expect(await rows()).toBe(1);
    });

    test('fails on a read-only database', async () => {
      const { location } = database;
      let readOnly: Kysely<Database>;
      if (location.engine === 'sqlite') {
        readOnly = openDatabase(location);
        // The file cannot be written through this connection, as with a read-only mount.
        await sql`PRAGMA query_only = ON`.execute(readOnly);
      } else {
        const url = new URL(location.url);
        url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c default_transaction_read_only=on`);
        readOnly = openDatabase({ engine: 'postgres', url: url.toString() });
      }
      const readOnlyStore = createPdfDataStore(readOnly, location.engine);
      try {
        expect(
          await readOnlyStore.find((await db.selectFrom('temp_pdf_data').select('id').executeTakeFirstOrThrow()).id, NOW),
        ).toBeDefined();
        await expect(readOnlyStore.probeWrite()).rejects.toThrow();
      } finally {
        await readOnlyStore.close();
      }
    });
  });
}
