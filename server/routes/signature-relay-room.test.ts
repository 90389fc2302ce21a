/**
 * The relay's own bounded room (docs/decisions/112), on SQLite always and PostgreSQL when
 * TEST_DATABASE_URL is set: however many addresses open and deposit, the exchanges hold at most their
 * caps together, the next write is refused in French with Retry-After before anything is written, and
 * the space kept for paid records is never taken.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MAX_CIPHERTEXT_CHARS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { buildApp } from '../app.ts';
import { perMinute } from '../rate-limit.ts';
import {
  RELAY_CAPACITY,
  RELAY_MAX_CIPHERTEXT_CHARS,
  RELAY_MAX_EXCHANGES,
  RELAY_NETWORK_SHARE,
  type RelayCapacity,
} from '../kernel/relay-capacity.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { openDatabase } from '../store/open-database.ts';
import type { Database } from '../store/schema.ts';
import { createSignatureExchangeStore, type SignatureExchangeStoreOptions } from '../store/signature-exchange-store.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from '../store/test-databases.test-helper.ts';
import { RELAY_FULL_RETRY_AFTER_SECONDS } from './signature-relay-routes.ts';

/** Base64url of the largest deposit the relay takes from one exchange. */
const LARGEST = 'A'.repeat(MAX_CIPHERTEXT_CHARS);
const SMALL = 'q'.repeat(60);
/** Large enough that no answer here waits on the disk's speed to pass. */
const FILLING_TIMEOUT_MS = 120_000;

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`the relay's room on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let distDir: string;
    const apps: FastifyInstance[] = [];

    beforeEach(async () => {
      database = await engine.create();
      db = openDatabase(database.location);
      await migrateToLatest(db);
      distDir = await mkdtemp(path.join(tmpdir(), 'procuration-relay-room-'));
      await writeFile(
        path.join(distDir, 'index.html'),
        '<!doctype html><html lang="fr"><head><title>Page</title></head><body></body></html>',
      );
    });

    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await db.destroy();
      await database.drop();
      await rm(distDir, { recursive: true, force: true });
    });

    /** A server process on the test's database; two of them share it as two processes would. */
    const relayApp = (options: SignatureExchangeStoreOptions = {}, { trustProxy = false }: { trustProxy?: number | false } = {}) => {
      const app = buildApp({
        distDir,
        trustProxy,
        relay: { store: createSignatureExchangeStore(db, options), rateLimit: perMinute(1000) },
      });
      apps.push(app);
      return app;
    };
    const open = (app: FastifyInstance, from: string) =>
      app.inject({ method: 'POST', url: '/api/signature-exchanges', remoteAddress: from });
    const deposit = (app: FastifyInstance, id: string, ciphertext: string, from: string) =>
      app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext }, remoteAddress: from });
    const held = async () => {
      const rows = await db.selectFrom('signature_exchanges').select(['ciphertext']).execute();
      return { exchanges: rows.length, chars: rows.reduce((sum, row) => sum + (row.ciphertext?.length ?? 0), 0) };
    };
    const expectFull = (answer: Awaited<ReturnType<typeof open>>) => {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(RELAY_FULL_RETRY_AFTER_SECONDS));
      expect(answer.json<{ message: string }>().message).toBe(RELAY_MESSAGES.full);
    };
    /** Each on a network of its own (one /24 each): no share of one network is reached. */
    const address = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.7`;

    test(
      `deposits from many addresses stop at ${RELAY_MAX_CIPHERTEXT_CHARS.toLocaleString('en')} characters in all, refused in French before writing`,
      async () => {
        const app = relayApp();
        let stored = 0;
        let refused: Awaited<ReturnType<typeof open>> | undefined;
        for (let index = 0; refused === undefined && index < 200; index += 1) {
          const opened = await open(app, address(index));
          expect(opened.statusCode).toBe(201);
          const answer = await deposit(app, opened.json<{ id: string }>().id, LARGEST, address(index));
          if (answer.statusCode === 204) stored += 1;
          else refused = answer;
        }
        if (!refused) throw new Error('the relay never refused');
        expectFull(refused);
        expect(stored).toBe(Math.floor(RELAY_MAX_CIPHERTEXT_CHARS / MAX_CIPHERTEXT_CHARS));
        expect((await held()).chars).toBeLessThanOrEqual(RELAY_MAX_CIPHERTEXT_CHARS);
      },
      FILLING_TIMEOUT_MS,
    );

    test(
      `at most ${RELAY_MAX_EXCHANGES} exchanges live at once, whoever opens them`,
      async () => {
        const app = relayApp();
        for (let index = 0; index < RELAY_MAX_EXCHANGES; index += 1) expect((await open(app, address(index))).statusCode).toBe(201);
        expectFull(await open(app, address(RELAY_MAX_EXCHANGES)));
        expect((await held()).exchanges).toBe(RELAY_MAX_EXCHANGES);
      },
      FILLING_TIMEOUT_MS,
    );

    test('openings racing on two processes never pass the cap', async () => {
      const capacity: RelayCapacity = { ...RELAY_CAPACITY, maxExchanges: 5, maxCiphertextChars: 10_000, reserveBytes: 0 };
      const processes = [relayApp({ capacity }), relayApp({ capacity })];
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) => open(processes[index % 2] as FastifyInstance, address(index))),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
      for (const answer of answers.filter((each) => each.statusCode !== 201)) expectFull(answer);
      expect((await held()).exchanges).toBe(5);
    });

    test('deposits racing on two processes never pass the cap on characters', async () => {
      const capacity: RelayCapacity = { ...RELAY_CAPACITY, maxExchanges: 50, maxCiphertextChars: 3 * SMALL.length, reserveBytes: 0 };
      const processes = [relayApp({ capacity }), relayApp({ capacity })];
      const ids = [];
      for (let index = 0; index < 8; index += 1)
        ids.push((await open(processes[0] as FastifyInstance, address(index))).json<{ id: string }>().id);
      const answers = await Promise.all(
        ids.map((id, index) => deposit(processes[index % 2] as FastifyInstance, id, SMALL, address(index))),
      );
      expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(3);
      expect((await held()).chars).toBe(3 * SMALL.length);
    });

    test('the space kept for paid records is never taken: with little free space left, the relay refuses and writes nothing', async () => {
      const reserveBytes = 64 * 1024 * 1024;
      let free = reserveBytes + 1000;
      const app = relayApp({
        freeBytes: async () => free,
        capacity: { ...RELAY_CAPACITY, maxExchanges: 50, maxCiphertextChars: 10_000_000, reserveBytes },
      });
      const opened = await open(app, address(1));
      expect(opened.statusCode).toBe(201);
      const { id } = opened.json<{ id: string }>();
      expectFull(await deposit(app, id, LARGEST, address(1)));
      expect((await held()).chars).toBe(0);
      // A small drawing still fits above the reserve.
      expect((await deposit(app, id, SMALL, address(1))).statusCode).toBe(204);
      free = reserveBytes - 1;
      expectFull(await open(app, address(2)));
      expect((await held()).exchanges).toBe(1);
    });

    const expectNetworkFull = (answer: Awaited<ReturnType<typeof open>>) => {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe(String(RELAY_FULL_RETRY_AFTER_SECONDS));
      expect(answer.json<{ message: string }>().message).toBe(RELAY_MESSAGES.networkFull);
    };

    test(
      `one network opens ${RELAY_NETWORK_SHARE.maxExchanges} exchanges and deposits ${RELAY_NETWORK_SHARE.maxCiphertextChars.toLocaleString('en')} characters at most; refused in French, it leaves the others their room`,
      async () => {
        const app = relayApp();
        // Two addresses of one /24 are one network.
        const sameNetwork = (index: number) => `203.0.113.${index % 2 === 0 ? 10 : 200}`;
        const ids: string[] = [];
        for (let index = 0; index < RELAY_NETWORK_SHARE.maxExchanges; index += 1) {
          const opened = await open(app, sameNetwork(index));
          expect(opened.statusCode).toBe(201);
          ids.push(opened.json<{ id: string }>().id);
        }
        expectNetworkFull(await open(app, sameNetwork(0)));
        expect((await held()).exchanges).toBe(RELAY_NETWORK_SHARE.maxExchanges);

        // Its phones deposit into its exchanges up to its share of characters: four of the largest drawings.
        const statuses = [];
        for (const [index, id] of ids.entries()) statuses.push((await deposit(app, id, LARGEST, sameNetwork(index))).statusCode);
        const fits = Math.floor(RELAY_NETWORK_SHARE.maxCiphertextChars / MAX_CIPHERTEXT_CHARS);
        expect(statuses.slice(0, fits)).toEqual(Array(fits).fill(204));
        expectNetworkFull(await deposit(app, ids[fits] ?? '', LARGEST, sameNetwork(fits)));
        expect((await held()).chars).toBe(fits * MAX_CIPHERTEXT_CHARS);

        // Fifteen people on other networks still open and deposit, each their largest drawing.
        for (let index = 0; index < 15; index += 1) {
          const opened = await open(app, address(index));
          expect(opened.statusCode).toBe(201);
          expect((await deposit(app, opened.json<{ id: string }>().id, LARGEST, address(index))).statusCode).toBe(204);
        }
        // A phone on another network may still deposit into the full network's exchange.
        expect((await deposit(app, ids[fits] ?? '', SMALL, '2001:db8:1:2::9')).statusCode).toBe(204);
      },
      FILLING_TIMEOUT_MS,
    );

    test("behind the trusted proxy the network is the forwarded address's, and an IPv6 network is its /64", async () => {
      const app = relayApp({}, { trustProxy: 1 });
      const viaProxy = (forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/signature-exchanges',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let index = 0; index < RELAY_NETWORK_SHARE.maxExchanges; index += 1) {
        expect((await viaProxy(`2001:db8:aa:bb::${index + 1}`)).statusCode).toBe(201);
      }
      expectNetworkFull(await viaProxy('2001:db8:aa:bb:ffff::1'));
      // The next /64, and the proxy's other clients, are other networks.
      expect((await viaProxy('2001:db8:aa:bc::1')).statusCode).toBe(201);
      expect((await viaProxy('192.0.2.1')).statusCode).toBe(201);
    });
  });
}
