/**
 * Bursts of relay writes on SQLite, with the checkpoint worker and the free-space probe the server
 * runs (docs/decisions/191): 120 deposits sent together never answer 500, and every deposit
 * acknowledged is delivered back, on a disk and on a tmpfs.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { MAX_CIPHERTEXT_CHARS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { buildApp } from '../app.ts';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { systemClock } from '../kernel/clock.ts';
import { relayOptions } from '../relay-runtime.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import { type Database, SQLITE_FILE_NAME } from '../store/schema.ts';

const DEPOSITS = 120;
/** A disk, and a tmpfs where one is mounted (Linux). */
const FOLDERS = [tmpdir(), ...(existsSync('/dev/shm') ? ['/dev/shm'] : [])];
/** The largest deposits: the log passes the checkpoint worker's hold many times over. */
const ciphertext = (index: number) => `${String(index).padStart(4, '0')}${'A'.repeat(MAX_CIPHERTEXT_CHARS - 4)}`;
/** Each deposit from a network of its own, so no share per address refuses it. */
const address = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.7`;

describe.each(FOLDERS)('relay bursts on SQLite in %s', (folder) => {
  let dataDir: string;
  let db: Kysely<Database>;
  let app: FastifyInstance;

  afterEach(async () => {
    await app.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  test(`${DEPOSITS} deposits sent together: no 500, each acknowledged one delivered back`, async () => {
    dataDir = await mkdtemp(path.join(folder, 'procuration-relay-burst-'));
    await writeFile(
      path.join(dataDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Page</title></head><body></body></html>',
    );
    const location = { engine: 'sqlite', file: path.join(dataDir, SQLITE_FILE_NAME) } as const;
    db = openDatabase(location);
    await migrateToLatest(db);
    app = buildApp({ distDir: dataDir, relay: relayOptions({ database: location, rateLimitPerMinute: 1000 }, db, systemClock) });

    const ids: string[] = [];
    for (let index = 0; index < DEPOSITS; index += 1) {
      const opened = await app.inject({ method: 'POST', url: '/api/signature-exchanges', remoteAddress: address(index) });
      expect(opened.statusCode).toBe(201);
      ids.push(opened.json<{ id: string }>().id);
    }
    const answers = await Promise.all(
      ids.map((id, index) =>
        app.inject({
          method: 'PUT',
          url: `/api/signature-exchanges/${id}`,
          payload: { ciphertext: ciphertext(index) },
          remoteAddress: address(index),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    // Past the relay's room (16,000,000 characters) a deposit is refused in French, before writing; a store
    // slower than its deadline is a French 503 too.
    for (const refused of answers.filter((answer) => answer.statusCode === 503)) {
      expect([RELAY_MESSAGES.full, API_MESSAGES.databaseUnavailable]).toContain(refused.json<{ message: string }>().message);
    }
    const acknowledged = ids.flatMap((id, index) => (statuses[index] === 204 ? [{ id, index }] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { id, index } of acknowledged) {
      const picked = await app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}`, remoteAddress: address(index) });
      expect(picked.json()).toMatchObject({ status: 'delivered', ciphertext: ciphertext(index) });
    }
  }, 120_000);
});
