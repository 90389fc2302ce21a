import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { openPaymentRuntime, PURGE_INTERVAL_MS } from './payment-runtime.ts';
import { VALID_FORM } from './routes/payment-app.test-helper.ts';
import { SQLITE_FILE_NAME } from './store/schema.ts';
import { createSqliteDatabase, type TestDatabase } from './store/test-databases.test-helper.ts';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
let database: TestDatabase;
let now: number;
const clock = () => new Date(now);

beforeEach(async () => {
  database = await createSqliteDatabase();
  now = T0;
});

afterEach(async () => {
  vi.useRealTimers();
  await database.drop();
});

const config = (env: Record<string, string> = {}) => loadConfig({ PAYMENT_MODE: 'simulated', ...database.env, ...env });

test('simulated mode opens the SQLite file in DATA_DIR, migrated, with the simulated provider', async () => {
  const runtime = await openPaymentRuntime(config({ RECORD_TTL_SECONDS: '120', PRICE_CENTS: '990' }), clock);
  try {
    expect(existsSync(path.join(database.env.DATA_DIR ?? '', SQLITE_FILE_NAME))).toBe(true);
    expect(runtime?.options).toMatchObject({ publicUrl: 'http://127.0.0.1:3000', recordTtlSeconds: 120, priceCents: 990 });
    expect(runtime?.options.provider.name).toBe('simulated');
    const record = await runtime?.options.store.create({ data: VALID_FORM, includeSignature: false }, { now, expiresAt: now + 1 });
    expect(record?.id).toBeDefined();
  } finally {
    await runtime?.close();
  }
});

test('stripe mode gets the Stripe provider', async () => {
  const runtime = await openPaymentRuntime(
    config({ PAYMENT_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', PRICE_CENTS: '490' }),
    clock,
  );
  try {
    expect(runtime?.options.provider.name).toBe('stripe');
    expect(typeof (runtime?.options.provider.name === 'stripe' && runtime.options.provider.paidSessionFromWebhook)).toBe('function');
  } finally {
    await runtime?.close();
  }
});

test('expired records are purged at start, and then every minute', async () => {
  const first = await openPaymentRuntime(config(), clock);
  const store = first?.options.store;
  const expiring = await store?.create({ data: VALID_FORM, includeSignature: false }, { now, expiresAt: now + 1000 });
  const later = await store?.create({ data: VALID_FORM, includeSignature: false }, { now, expiresAt: now + 2 * PURGE_INTERVAL_MS });
  await first?.close();

  // A restart after the first expiry purges it before serving anything.
  now = T0 + 1000;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const second = await openPaymentRuntime(config(), clock);
  second?.startSweep({ warn: () => undefined, error: () => undefined });
  try {
    // Read "at time 0", so that only a row deleted from the table is missing.
    expect(await second?.options.store.find(later?.id ?? '', 0)).toBeDefined();
    expect(await second?.options.store.find(expiring?.id ?? '', 0)).toBeUndefined();

    // The sweep removes the second one once its time has come, without anyone reading it.
    now = T0 + 2 * PURGE_INTERVAL_MS;
    vi.advanceTimersByTime(PURGE_INTERVAL_MS);
    await vi.waitFor(async () => expect(await second?.options.store.find(later?.id ?? '', 0)).toBeUndefined());
  } finally {
    await second?.close();
  }
});
