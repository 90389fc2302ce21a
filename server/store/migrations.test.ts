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
