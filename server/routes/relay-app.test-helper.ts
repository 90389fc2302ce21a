/**
 * The relay's routes on a fresh database of one engine, for each test of the `describe` that calls
 * it (signature-relay-routes.test.ts, acceptance-exchange.test.ts): the app, its database, the log
 * lines it wrote and a clock the test moves; everything closed and removed after each test.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import { perMinute } from '../rate-limit.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import type { Database } from '../store/schema.ts';
import { createSignatureExchangeStore } from '../store/signature-exchange-store.ts';
import type { Engine, TestDatabase } from '../store/test-databases.test-helper.ts';

export interface RelayApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: TestDatabase;
  /** The built pages' folder: `index.html` and those asked for. */
  distDir: string;
  logs: string[];
  /** The relay's clock: back at the start before each test. */
  clock: { now: Date };
}

/** `pages`: the other built pages by file name (`signer`), each with its `<title>`. */
export function relayAppForEachTest(engine: Engine, startsAt: string, pages: Record<string, string> = {}): RelayApp {
  const relay = { logs: [], clock: { now: new Date(startsAt) } } as unknown as RelayApp;
  beforeEach(async () => {
    relay.clock.now = new Date(startsAt);
    relay.database = await engine.create();
    relay.db = openDatabase(relay.database.location);
    await migrateToLatest(relay.db);
    relay.distDir = await mkdtemp(path.join(tmpdir(), 'procuration-relay-dist-'));
    for (const [name, title] of Object.entries({ index: 'Page', ...pages })) {
      await writeFile(
        path.join(relay.distDir, `${name}.html`),
        `<!doctype html><html lang="fr"><head><title>${title}</title></head><body></body></html>`,
      );
    }
    relay.logs = [];
    relay.app = buildApp({
      distDir: relay.distDir,
      logger: { level: 'info', stream: { write: (line: string) => relay.logs.push(line) } },
      relay: { store: createSignatureExchangeStore(relay.db), rateLimit: perMinute(1000), clock: () => relay.clock.now },
    });
  });
  afterEach(async () => {
    await relay.app.close();
    await relay.db.destroy();
    await relay.database.drop();
    await rm(relay.distDir, { recursive: true, force: true });
  });
  return relay;
}
