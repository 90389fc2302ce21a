/**
 * Migrating on a PostgreSQL shared with others (docs/decisions/167): Kysely's migrator looks at the
 * tables of every schema of the database, and a schema another client drops during that look failed
 * the migration with « schema … does not exist » (CI's tests do this, two files at a time; so would
 * another application on the same database). Here another client creates and drops schemas without a
 * pause while fresh schemas are migrated one after the other: each migration must succeed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, test } from 'vitest';
import { migrateToLatest } from './migrations.ts';
import { openDatabase } from './open-database.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from './test-databases.test-helper.ts';

const MIGRATIONS = 12;

test('migrations succeed while another client drops schemas of the same database', async (context) => {
  if (!TEST_DATABASE_URL) return context.skip(POSTGRES_SKIP_REASON);
  const other = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await other.connect();
  let churning = true;
  const churn = (async () => {
    while (churning) {
      const schema = `churn_${process.pid}_${randomBytes(4).toString('hex')}`;
      await other.query(`CREATE SCHEMA "${schema}"; CREATE TABLE "${schema}".t (a int)`);
      await other.query(`DROP SCHEMA "${schema}" CASCADE`);
    }
  })();
  const failures: string[] = [];
  try {
    for (let run = 0; run < MIGRATIONS; run += 1) {
      const database = await createPostgresDatabase();
      const db = openDatabase(database.location);
      try {
        await migrateToLatest(db);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        await db.destroy();
        await database.drop();
      }
    }
  } finally {
    churning = false;
    await churn;
    await other.end();
  }
  expect(failures).toEqual([]);
});

test("the database's introspection sees the tables of its own schema, not another client's", async (context) => {
  if (!TEST_DATABASE_URL) return context.skip(POSTGRES_SKIP_REASON);
  const ours = await createPostgresDatabase();
  const theirs = await createPostgresDatabase();
  const db = openDatabase(ours.location);
  const other = openDatabase(theirs.location);
  try {
    await migrateToLatest(db);
    await migrateToLatest(other);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(['checkout_sessions', 'signature_exchanges', 'temp_pdf_data', 'write_probe']);
    expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
    const record = tables.find((table) => table.name === 'temp_pdf_data');
    expect(record?.columns.find((column) => column.name === 'owner_token_hash')).toMatchObject({ dataType: 'text', isNullable: true });
    const withKysely = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((table) => table.name)).toContain('kysely_migration');
  } finally {
    await Promise.all([db.destroy(), other.destroy()]);
    await Promise.all([ours.drop(), theirs.drop()]);
  }
});
