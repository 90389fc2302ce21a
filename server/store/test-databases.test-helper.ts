/**
 * The engines the store tests run on: SQLite always (a fresh file), PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh schema, dropped afterwards, so parallel runs never collide).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseLocation, SQLITE_FILE_NAME } from './schema.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const POSTGRES_SKIP_REASON = 'PostgreSQL tests skipped: TEST_DATABASE_URL is not set (.ci/run sets it)';

export type TestDatabase = {
  location: DatabaseLocation;
  /** DATA_DIR or DATABASE_URL for a server process using the same database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

export type Engine = { name: 'SQLite' | 'PostgreSQL'; create: () => Promise<TestDatabase> };

export async function createSqliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'procuration-store-'));
  return {
    location: { engine: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) },
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A schema of its own in the test database; every connection of the returned URL uses it. */
export async function createPostgresDatabase(baseUrl: string = requiredTestDatabaseUrl()): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`CREATE SCHEMA "${schema}"`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    location: { engine: 'postgres', url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: () => withClient(baseUrl, (client) => client.query(`DROP SCHEMA "${schema}" CASCADE`)).then(() => undefined),
  };
}

export const ENGINES: Engine[] = [
  { name: 'SQLite', create: createSqliteDatabase },
  { name: 'PostgreSQL', create: () => createPostgresDatabase() },
];

function requiredTestDatabaseUrl(): string {
  if (!TEST_DATABASE_URL) throw new Error(POSTGRES_SKIP_REASON);
  return TEST_DATABASE_URL;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
