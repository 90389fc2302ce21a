/**
 * An acceptance exchange on the relay (docs/decisions/218, 219), on SQLite always and PostgreSQL when
 * TEST_DATABASE_URL is set: the mandant's encrypted paper is read as often as needed, one answer is
 * deposited, collected once with the day the relay received it, then the row is gone; it lives seven
 * days at most, and the table and the log hold ciphertext only, never an exchange id.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ACCEPTANCE_TTL_MS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { buildApp } from '../app.ts';
import { perMinute } from '../rate-limit.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import type { Database } from '../store/schema.ts';
import { createSignatureExchangeStore } from '../store/signature-exchange-store.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from '../store/test-databases.test-helper.ts';

/** What the server sees of a paper and an answer: base64url noise. */
const PAPER = 'p'.repeat(4_000) + '-_0123456789';
const ANSWER = 'a'.repeat(40) + '-_0123456789';

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`an acceptance exchange on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let app: FastifyInstance;
    let distDir: string;
    let logs: string[];
    const clock = { now: new Date('2026-12-06T09:00:00Z') };

    beforeEach(async () => {
      clock.now = new Date('2026-12-06T09:00:00Z');
      database = await engine.create();
      db = openDatabase(database.location);
      await migrateToLatest(db);
      distDir = await mkdtemp(path.join(tmpdir(), 'procuration-acceptance-dist-'));
      await writeFile(
        path.join(distDir, 'index.html'),
        '<!doctype html><html lang="fr"><head><title>Page</title></head><body></body></html>',
      );
      logs = [];
      app = buildApp({
        distDir,
        logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
        relay: { store: createSignatureExchangeStore(db), rateLimit: perMinute(1000), clock: () => clock.now },
      });
    });

    afterEach(async () => {
      await app.close();
      await db.destroy();
      await database.drop();
      await rm(distDir, { recursive: true, force: true });
    });

    const open = async () => {
      const created = await app.inject({ method: 'POST', url: '/api/signature-exchanges', payload: { paper: PAPER } });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: string; expiresAt: number }>();
    };
    const readPaper = (id: string) => app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}/paper` });
    const rows = () => db.selectFrom('signature_exchanges').selectAll().execute();

    test('the paper is read twice, one answer is collected once with the relay’s day, then nothing is left', async () => {
      const { id, expiresAt } = await open();
      expect(expiresAt).toBe(clock.now.getTime() + ACCEPTANCE_TTL_MS);
      expect((await readPaper(id)).json()).toEqual({ paper: PAPER });
      expect((await readPaper(id)).json()).toEqual({ paper: PAPER });
      clock.now = new Date('2026-12-07T10:00:00Z');
      const deposited = await app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext: ANSWER } });
      expect(deposited.statusCode).toBe(204);
      // A replayed answer is refused.
      const replayed = await app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext: ANSWER } });
      expect(replayed.statusCode).toBe(409);
      const stored = await rows();
      expect(stored.map((row) => [row.paper, row.ciphertext])).toEqual([[PAPER, ANSWER]]);
      const collected = await app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}` });
      expect(collected.json()).toEqual({ status: 'delivered', ciphertext: ANSWER, receivedAt: Date.parse('2026-12-07T10:00:00Z') });
      expect(await rows()).toEqual([]);
      expect((await readPaper(id)).statusCode).toBe(404);
      expect(logs.join('\n')).not.toContain(id);
    });

    test('an acceptance exchange is gone after seven days', async () => {
      const { id } = await open();
      clock.now = new Date(clock.now.getTime() + ACCEPTANCE_TTL_MS - 1);
      expect((await readPaper(id)).statusCode).toBe(200);
      clock.now = new Date(clock.now.getTime() + 1);
      const gone = await readPaper(id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
    });

    test('a paper that is not ciphertext is refused, and nothing is stored', async () => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/signature-exchanges',
        payload: { paper: 'Jean Dupont donne procuration' },
      });
      expect(refused.statusCode).toBe(400);
      expect(await rows()).toEqual([]);
    });
  });
}
