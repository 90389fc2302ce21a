/**
 * The database stalls or stops (docs/decisions/027): every API call answers 503 with Retry-After and
 * a French message within 6 s, instead of waiting as long as the database does; the process stays
 * up and serves again by itself once the database is back. PostgreSQL is reached through a TCP proxy
 * of the test's own that can freeze (connections kept, nothing forwarded) or stop (connections cut);
 * SQLite is locked by a second connection, as another process would.
 */
import SQLite from '../store/sqlite/sqlite-driver.mjs';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe, type ExpectStatic, type TestContext, test } from 'vitest';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  createSession,
  type PaymentTestApp,
  VALID_FORM,
} from './payment-app.test-helper.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../store/postgres/tcp-proxy.test-helper.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from '../store/test-databases.test-helper.ts';
import { SCHEDULING_SLACK_MS } from '../kernel/scheduling-slack.test-helper.ts';

/** Specification §19: the database's answer, 503 included, within this. */
const DATABASE_ANSWER_BOUND_MS = 6_000;
const RECOVERY_BOUND_MS = 10_000;

type Call = { name: string; send: (t: PaymentTestApp) => Promise<LightMyRequestResponse> };

/** One call of each kind the page, Stripe and a load balancer make, for a record that exists. */
function everyCall(id: string, sessionId: string): Call[] {
  const form = { data: VALID_FORM, include_signature: false };
  return [
    { name: 'POST /api/pdf-data', send: (t) => t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: form }) },
    {
      name: 'POST /api/create-checkout-session',
      send: (t) => t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) }),
    },
    { name: 'GET /api/pdf-data/:id', send: (t) => t.app.inject(`/api/pdf-data/${id}?session_id=${sessionId}`) },
    {
      name: 'DELETE /api/pdf-data/:id',
      send: (t) => t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${sessionId}` }),
    },
    { name: 'GET /paiement-simule/:session', send: (t) => t.app.inject(`/paiement-simule/${sessionId}`) },
    { name: 'GET /readyz', send: (t) => t.app.inject('/readyz') },
  ];
}

/** Sends the calls at once; each must be a 503 with Retry-After and the French message. Returns the slowest answer's time. */
async function expectAllUnavailable(expect: ExpectStatic, t: PaymentTestApp, calls: Call[]): Promise<number> {
  const started = performance.now();
  const answers = await Promise.all(
    calls.map(async ({ name, send }) => {
      const response = await send(t);
      return { name, response, ms: performance.now() - started };
    }),
  );
  for (const { name, response } of answers) {
    expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<{ message: string }>().message).toBe(API_MESSAGES.databaseUnavailable);
  }
  const slowest = Math.max(...answers.map(({ ms }) => ms));
  expect(slowest).toBeLessThan(DATABASE_ANSWER_BOUND_MS + SCHEDULING_SLACK_MS);
  return Math.round(slowest);
}

/** Polls until the store answers again, then checks a record can be created. Returns how long it took. */
async function expectRecovered(t: PaymentTestApp): Promise<number> {
  const started = performance.now();
  while ((await t.app.inject('/readyz')).statusCode !== 200) {
    if (performance.now() - started > RECOVERY_BOUND_MS) throw new Error('the store did not answer again');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await createRecord(t.app);
  return Math.round(performance.now() - started);
}

/**
 * Each case waits on its own clock (a bound, a recovery) with its own database, proxy and server: they run
 * side by side, each checked with its own context's `expect` and cleaned up by its own hooks.
 */
describe.skipIf(!TEST_DATABASE_URL)(
  `PostgreSQL that stalls or stops${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`,
  { concurrent: true },
  () => {
    /** A server on a database of its own, reached through a proxy of the test's own. */
    async function setUp({
      onTestFinished,
    }: Pick<TestContext, 'onTestFinished'>): Promise<{ database: TestDatabase; proxy: TcpProxy; t: PaymentTestApp }> {
      const database = await createPostgresDatabase();
      if (database.location.engine !== 'postgres') throw new Error('PostgreSQL expected');
      const url = new URL(database.location.url);
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const proxied = throughProxy(database.location.url, proxy);
      const t = await createPaymentTestApp({
        database: { location: { engine: 'postgres', url: proxied }, env: { DATABASE_URL: proxied }, drop: database.drop },
      });
      onTestFinished(async () => {
        proxy.resume();
        await t.close();
        await proxy.close();
      });
      return { database, proxy, t };
    }

    test('frozen: every call answers 503 within 6 s, again and again; back: it serves by itself', async ({ expect, onTestFinished }) => {
      const { proxy, t } = await setUp({ onTestFinished });
      const id = await createRecord(t.app);
      const { sessionId } = await createSession(t.app, id);
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);

      proxy.freeze();
      // First the connections the pool holds (their statements stall), then new ones (they never open).
      const first = await expectAllUnavailable(expect, t, everyCall(id, sessionId));
      const second = await expectAllUnavailable(expect, t, everyCall(id, sessionId));
      proxy.resume();
      const recovery = await expectRecovered(t);
      console.info(
        `PostgreSQL frozen: 503 after ${first} ms (pooled connections), ${second} ms (new ones); serving again ${recovery} ms after it came back`,
      );
    });

    test('stopped: every call answers 503 at once; restarted: it serves by itself', async ({ expect, onTestFinished }) => {
      const { proxy, t } = await setUp({ onTestFinished });
      const id = await createRecord(t.app);
      const { sessionId } = await createSession(t.app, id);

      proxy.stop();
      const slowest = await expectAllUnavailable(expect, t, everyCall(id, sessionId));
      expect(slowest).toBeLessThan(DATABASE_ANSWER_BOUND_MS + SCHEDULING_SLACK_MS);
      proxy.resume();
      const recovery = await expectRecovered(t);
      console.info(`PostgreSQL stopped: 503 after ${slowest} ms; serving again ${recovery} ms after it came back`);
    });

    test('a table locked by another session: the server cancels the statement, 503 within 6 s, then serves again', async ({
      expect,
      onTestFinished,
    }) => {
      const { database, t } = await setUp({ onTestFinished });
      const id = await createRecord(t.app);
      const { sessionId } = await createSession(t.app, id);
      if (database.location.engine !== 'postgres') throw new Error('PostgreSQL expected');
      const locker = new pg.Client({ connectionString: database.location.url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE temp_pdf_data, checkout_sessions IN ACCESS EXCLUSIVE MODE');
        const slowest = await expectAllUnavailable(expect, t, everyCall(id, sessionId));
        await locker.query('ROLLBACK');
        const recovery = await expectRecovered(t);
        console.info(`PostgreSQL tables locked: 503 after ${slowest} ms; serving again ${recovery} ms after the lock was released`);
      } finally {
        await locker.end();
      }
    });
  },
);

describe.concurrent('SQLite locked by another connection', () => {
  /** A server on a SQLite file of its own, and a second connection to that file, as another process would hold. */
  async function setUp({ onTestFinished }: Pick<TestContext, 'onTestFinished'>): Promise<{ t: PaymentTestApp; other: SQLite.Database }> {
    const t = await createPaymentTestApp();
    if (t.database.location.engine !== 'sqlite') throw new Error('SQLite expected');
    const other = new SQLite(t.database.location.file);
    onTestFinished(async () => {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await t.close();
    });
    return { t, other };
  }

  /** A record paid on the simulated page: the release path. */
  async function paidRecord(expect: ExpectStatic, t: PaymentTestApp) {
    const id = await createRecord(t.app);
    const { sessionId } = await createSession(t.app, id);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/paiement-simule/${sessionId}/payer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    return { id, sessionId };
  }

  test('writes answer 503 within 6 s, each on its own clock, while reads go on; unlocked, it serves again', async ({
    expect,
    onTestFinished,
  }) => {
    const { t, other } = await setUp({ onTestFinished });
    const { id, sessionId } = await paidRecord(expect, t);
    other.exec('BEGIN IMMEDIATE');

    const started = performance.now();
    const writes = Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/pdf-data',
          payload: { data: VALID_FORM, include_signature: false },
        });
        return { response, ms: performance.now() - started };
      }),
    );
    // Meanwhile the event loop is free: the release path answers while every write still waits.
    let writesAnswered = false;
    void writes.then(() => (writesAnswered = true));
    const readStarted = performance.now();
    const read = await t.app.inject(`/api/pdf-data/${id}?session_id=${sessionId}`);
    const readMs = performance.now() - readStarted;
    expect(read.statusCode).toBe(200);
    expect(writesAnswered).toBe(false);
    // Not ready: a write would wait for the lock, so the balancer is told (the probe itself writes nothing).
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);

    const answers = await writes;
    for (const { response } of answers) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json<{ message: string }>().message).toBe(API_MESSAGES.databaseUnavailable);
    }
    const slowest = Math.round(Math.max(...answers.map(({ ms }) => ms)));
    expect(slowest).toBeLessThan(DATABASE_ANSWER_BOUND_MS + SCHEDULING_SLACK_MS);

    other.exec('ROLLBACK');
    const recovery = await expectRecovered(t);
    console.info(
      `SQLite locked: 503 after ${slowest} ms for 5 writes at once, a read meanwhile in ${Math.round(readMs)} ms; serving again after ${recovery} ms`,
    );
  });

  test('a lock released within the wait costs a short delay, not an error', async ({ expect, onTestFinished }) => {
    const { t, other } = await setUp({ onTestFinished });
    other.exec('BEGIN IMMEDIATE');
    setTimeout(() => other.exec('COMMIT'), 300);
    const started = performance.now();
    await createRecord(t.app);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});
