/**
 * The server's runtime (docs/decisions/131): one database per process, shared by the paid records
 * and the relay, and one purge loop that sweeps both, on SQLite and PostgreSQL.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EXCHANGE_TTL_MS } from '../src/contract/signature-relay.ts';
import { loadConfig } from './config.ts';
import { VALID_FORM } from './routes/payment-app.test-helper.ts';
import { openServerRuntime, PURGE_INTERVAL_MS, type ServerRuntime } from './server-runtime.ts';
import { SQLITE_FILE_NAME } from './store/schema.ts';
import {
  createSqliteDatabase,
  ENGINES,
  POSTGRES_SKIP_REASON,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './store/test-databases.test-helper.ts';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const QUIET = { warn: () => undefined, error: () => undefined };
let now = T0;
const clock = () => new Date(now);
let database: TestDatabase | undefined;
let runtime: ServerRuntime | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await runtime?.close();
  await database?.drop();
  runtime = undefined;
  database = undefined;
  now = T0;
});

const configFor = (env: Record<string, string>) => loadConfig({ ...database?.env, ...env });

test('simulated mode opens the SQLite file in DATA_DIR, migrated, with the simulated provider and the relay', async () => {
  database = await createSqliteDatabase();
  runtime = await openServerRuntime(configFor({ PAYMENT_MODE: 'simulated', RECORD_TTL_SECONDS: '120', PRICE_CENTS: '990' }), clock);
  expect(existsSync(path.join(database.env.DATA_DIR ?? '', SQLITE_FILE_NAME))).toBe(true);
  expect(runtime.payment).toMatchObject({ publicUrl: 'http://127.0.0.1:3000', recordTtlSeconds: 120, priceCents: 990 });
  expect(runtime.payment?.provider.name).toBe('simulated');
  expect(await runtime.payment?.store.create({ data: VALID_FORM, includeSignature: false }, { now, expiresAt: now + 1 })).toHaveProperty(
    'id',
  );
  expect(await runtime.relay?.store.create({ now, expiresAt: now + 1 })).toMatchObject({ kind: 'created' });
  expect(runtime.relayOff).toBeUndefined();
});

test('stripe mode gets the Stripe provider', async () => {
  database = await createSqliteDatabase();
  runtime = await openServerRuntime(
    configFor({ PAYMENT_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PRICE_CENTS: '490' }),
    clock,
  );
  expect(runtime.payment?.provider.name).toBe('stripe');
  expect(typeof (runtime.payment?.provider.name === 'stripe' && runtime.payment.provider.paidSessionFromWebhook)).toBe('function');
});

test('the free mode opens the relay alone; closing twice closes once', async () => {
  database = await createSqliteDatabase();
  runtime = await openServerRuntime(configFor({ PAYMENT_MODE: 'off' }), clock);
  expect(runtime.payment).toBeUndefined();
  expect(await runtime.relay?.store.create({ now, expiresAt: now + 1 })).toMatchObject({ kind: 'created' });
  await Promise.all([runtime.close(), runtime.close()]);
  await expect(runtime.relay?.store.create({ now, expiresAt: now + 1 })).rejects.toThrow();
});

test('the free mode with a database that cannot be opened turns the relay off, in French, naming DATABASE_URL', async () => {
  runtime = await openServerRuntime(loadConfig({ PAYMENT_MODE: 'off', DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' }), clock);
  expect(runtime.payment).toBeUndefined();
  expect(runtime.relay).toBeUndefined();
  expect(runtime.relayOff).toMatch(
    /^Signature sur un téléphone désactivée\u00a0: DATABASE_URL\u00a0: la base PostgreSQL 127\.0\.0\.1:1\/none ne répond pas/,
  );
  expect(runtime.relayOff).not.toContain('secret');
});

test('payment mode with a database that cannot be opened stops the start, naming DATABASE_URL', async () => {
  await expect(
    openServerRuntime(loadConfig({ PAYMENT_MODE: 'simulated', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }), clock),
  ).rejects.toThrow(/^DATABASE_URL\u00a0: la base PostgreSQL 127\.0\.0\.1:1\/none ne répond pas/);
});

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    test('expired records and exchanges are purged at start, and then both by one tick of one loop', async () => {
      database = await engine.create();
      const first = await openServerRuntime(configFor({ PAYMENT_MODE: 'simulated' }), clock);
      const records = first.payment?.store;
      const exchanges = first.relay?.store;
      const expiringRecord = await records?.create({ data: VALID_FORM, includeSignature: false }, { now, expiresAt: now + 1000 });
      const laterRecord = await records?.create(
        { data: VALID_FORM, includeSignature: false },
        { now, expiresAt: now + 2 * PURGE_INTERVAL_MS },
      );
      const expiringExchange = await exchanges?.create({ now, expiresAt: now + 1000 });
      const laterExchange = await exchanges?.create({ now, expiresAt: now + 2 * PURGE_INTERVAL_MS });
      await first.close();
      const exchangeIds = async () => {
        const found = [];
        for (const exchange of [expiringExchange, laterExchange]) {
          if (exchange?.kind !== 'created') throw new Error('exchange not created');
          // A cancelled exchange answers the same; pickUp "at time 0" tells a waiting row from a gone one.
          if ((await runtime?.relay?.store.pickUp(exchange.id, 0))?.kind === 'waiting') found.push(exchange.id);
        }
        return found;
      };

      // A restart after the first expiries purges both before serving anything.
      now = T0 + 1000;
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      runtime = await openServerRuntime(configFor({ PAYMENT_MODE: 'simulated' }), clock);
      runtime.startPurges(QUIET);
      runtime.startPurges(QUIET);
      // Read "at time 0", so that only a row deleted from its table is missing.
      expect(await runtime.payment?.store.find(laterRecord?.id ?? '', 0)).toBeDefined();
      expect(await runtime.payment?.store.find(expiringRecord?.id ?? '', 0)).toBeUndefined();
      expect(await exchangeIds()).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(1);

      // One tick of the one loop removes the later record and the later exchange, without anyone reading them.
      now = T0 + Math.max(2 * PURGE_INTERVAL_MS, EXCHANGE_TTL_MS);
      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await vi.waitFor(async () => {
        expect(await runtime?.payment?.store.find(laterRecord?.id ?? '', 0)).toBeUndefined();
        expect(await exchangeIds()).toEqual([]);
      });

      await runtime.close();
      expect(vi.getTimerCount()).toBe(0);
    });

    test('in the free mode the loop sweeps an exchange never picked up within a minute of its expiry', async () => {
      database = await engine.create();
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      runtime = await openServerRuntime(configFor({ PAYMENT_MODE: 'off' }), clock);
      runtime.startPurges(QUIET);
      const created = await runtime.relay?.store.create({ now, expiresAt: now + EXCHANGE_TTL_MS });
      if (created?.kind !== 'created') throw new Error('exchange not created');
      now += EXCHANGE_TTL_MS;
      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await vi.waitFor(async () => expect((await runtime?.relay?.store.pickUp(created.id, 0))?.kind).toBe('not-found'));
    });
  });
}
