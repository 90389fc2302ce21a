/**
 * REDIS_URL (docs/decisions/028): two instances behind one load balancer share one limit, and a
 * Redis that goes down or stalls leaves the service up, each process then counting alone. Runs on
 * the machine's Redis at TEST_REDIS_URL (.ci/run sets it), through a TCP relay the tests can cut or
 * stall, and each run under a key prefix of its own.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';
import { closeSharedCounters, connectSharedCounters, type SharedCounters } from './rate-limit-counters.ts';
import { createPaymentTestApp, type PaymentTestApp, VALID_FORM } from './routes/payment-app.test-helper.ts';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from './kernel/timeouts.ts';
import { SCHEDULING_SLACK_MS } from './kernel/scheduling-slack.test-helper.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const REDIS_SKIP_REASON = 'Redis tests skipped: TEST_REDIS_URL is not set (.ci/run sets it)';
const LIMIT = DEFAULT_RATE_LIMIT_PER_MINUTE;
const VISITOR = '203.0.113.7';

const opened: { close: () => Promise<unknown> }[] = [];

afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

/** A key prefix no other run uses: parallel runs never count each other's calls. */
function keyPrefix(): string {
  return `procuration-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
}

/**
 * Bounds for the tests that count rather than time Redis: on two cores loaded twenty deep, a count took
 * longer than the promised 250 ms and was made in memory, where the limit had already been reached.
 */
const PATIENT = { commandTimeoutMs: 10_000, socketTimeoutMs: 20_000 };

/** Counters on `url`; `bounds` as the server has them (the promised ones) unless a test passes its own. */
async function counters(url: string, prefix: string, bounds?: typeof PATIENT): Promise<SharedCounters> {
  const shared = await connectSharedCounters(url, prefix, bounds);
  opened.push({ close: () => closeSharedCounters(shared) });
  return shared;
}

/** An instance of the server: its own process state and database, the shared counters. */
async function instance(shared: SharedCounters): Promise<PaymentTestApp> {
  const app = await createPaymentTestApp({ rateLimit: undefined, counters: shared });
  opened.push(app);
  return app;
}

const createForm = (app: PaymentTestApp) =>
  app.app.inject({ method: 'POST', url: '/api/pdf-data', remoteAddress: VISITOR, payload: { data: VALID_FORM, include_signature: false } });

/**
 * Redis as the app reaches it, through a relay on a port of its own: `cut()` closes every
 * connection and refuses new ones (Redis down), `stall()` holds what the app sends (Redis not
 * answering), `restore()` brings it back (and delivers what was held, in order, as Redis would).
 */
async function relay(target: string) {
  const { hostname, port } = new URL(target);
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let stalled = false;
  const held: { upstream: Socket; chunk: Buffer }[] = [];
  const accept = (client: Socket) => {
    const upstream = connect(Number(port || 6379), hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => (stalled ? held.push({ upstream, chunk }) : upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop).on('error', drop);
    upstream.on('close', drop).on('error', drop);
  };
  let server: Server = createServer(accept);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const listen = () => new Promise<void>((resolve) => server.listen(address.port, '127.0.0.1', resolve));
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const control = {
    url: `redis://127.0.0.1:${address.port}`,
    cut: async () => {
      const closing = closeServer();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await closing;
    },
    stall: () => {
      stalled = true;
    },
    /** How many of the chunks held since the stall carry `text` (a key prefix: a counting command, not a handshake). */
    heldChunks: (text: string) => held.filter(({ chunk }) => chunk.includes(text)).length,
    restore: async () => {
      stalled = false;
      for (const { upstream, chunk } of held.splice(0)) upstream.write(chunk);
      if (!server.listening) {
        server = createServer(accept);
        await listen();
      }
    },
    close: async () => {
      stalled = false;
      if (server.listening) await control.cut();
    },
  };
  opened.push(control);
  return control;
}

/** How many creations one visitor gets before a 429, at most LIMIT + 5 tries, alternating between `apps`. */
async function servedBeforeRefusal(apps: PaymentTestApp[]): Promise<number> {
  for (let served = 0; served <= LIMIT + 5; served += 1) {
    const app = apps[served % apps.length] ?? apps[0];
    if (!app) throw new Error('no app');
    const response = await createForm(app);
    if (response.statusCode === 429) return served;
    expect(response.statusCode).toBe(201);
  }
  return Number.POSITIVE_INFINITY;
}

/** The events ioredis emits as its connection's status changes, each once the status is set. */
const STATUS_EVENTS = ['wait', 'connecting', 'connect', 'ready', 'close', 'reconnecting', 'end'];

/** Settles once `redis` is in a status `wanted` accepts, told by the client's own events: no polling, no clock. */
function untilStatus({ redis }: SharedCounters, wanted: (status: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!wanted(redis.status)) return;
      for (const event of STATUS_EVENTS) redis.off(event, check);
      resolve();
    };
    for (const event of STATUS_EVENTS) redis.on(event, check);
    check();
  });
}

const warnings = (app: PaymentTestApp) => app.logs.filter((line) => line.level === 40).map((line) => String(line.msg));

test('a Redis that does not answer at start stops it, naming REDIS_URL and not its password', async () => {
  const started = Date.now();
  const failure = connectSharedCounters('redis://:s3cret@127.0.0.1:1/0');
  await expect(failure).rejects.toThrow(/^REDIS_URL\s: le serveur Redis 127\.0\.0\.1:1 ne répond pas/);
  await expect(failure).rejects.not.toThrow(/s3cret/);
  expect(Date.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + SCHEDULING_SLACK_MS);
});

describe.skipIf(!TEST_REDIS_URL)(`with Redis${TEST_REDIS_URL ? '' : ` (${REDIS_SKIP_REASON})`}`, () => {
  const redisUrl = TEST_REDIS_URL ?? '';

  test('two instances sharing Redis share one limit: the 31st creation from one client, whichever instance gets it, is refused', async () => {
    const prefix = keyPrefix();
    const first = await instance(await counters(redisUrl, prefix, PATIENT));
    const second = await instance(await counters(redisUrl, prefix, PATIENT));
    expect(await servedBeforeRefusal([first, second])).toBe(LIMIT);
    expect((await createForm(first)).statusCode).toBe(429);
    expect((await createForm(second)).statusCode).toBe(429);
    // The counts are in Redis, under this run's prefix only, and expire with the window.
    const { redis } = await counters(redisUrl, prefix);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toEqual([`${prefix}POST/api/pdf-data-${VISITOR}`]);
    expect(Number(await redis.get(keys[0] ?? ''))).toBe(LIMIT + 3);
    expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(0);
  });

  test('Redis down: the service stays up, each process limits alone, one warning; Redis back: the counts are shared again', async () => {
    const relayed = await relay(redisUrl);
    const prefix = keyPrefix();
    const shared = [await counters(relayed.url, prefix, PATIENT), await counters(relayed.url, prefix, PATIENT)] as const;
    const first = await instance(shared[0]);
    const second = await instance(shared[1]);
    expect((await createForm(first)).statusCode).toBe(201);

    await relayed.cut();
    // Each process now counts on its own: 30 each, so 60 across the two.
    const started = Date.now();
    expect(await servedBeforeRefusal([first])).toBe(LIMIT);
    expect(await servedBeforeRefusal([second])).toBe(LIMIT);
    // A cut Redis refuses at once (no offline queue): no count waited for a command's bound.
    expect(Date.now() - started).toBeLessThan(PATIENT.commandTimeoutMs);
    for (const app of [first, second]) {
      expect(warnings(app)).toEqual(['Redis (REDIS_URL) ne répond pas : chaque processus limite les demandes seul']);
    }

    await relayed.restore();
    await Promise.all(shared.map((counters) => untilStatus(counters, (status) => status === 'ready')));
    // Back in Redis: the one creation counted there before the cut, then on until 30.
    expect(await servedBeforeRefusal([first, second])).toBe(LIMIT - 1);
    for (const app of [first, second]) {
      expect(warnings(app)).toContain('Redis (REDIS_URL) répond de nouveau : les limites de demandes sont de nouveau partagées');
    }
  });

  test('Redis stalled: a request waits at most the command timeout, then is counted in the process; after a second, none waits', async () => {
    const relayed = await relay(redisUrl);
    const prefix = keyPrefix();
    const shared = await counters(relayed.url, prefix);
    const app = await instance(shared);
    expect((await createForm(app)).statusCode).toBe(201);

    relayed.stall();
    const started = Date.now();
    const response = await createForm(app);
    const waited = Date.now() - started;
    expect(response.statusCode).toBe(201);
    expect(waited).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 20);
    expect(waited).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + SCHEDULING_SLACK_MS);
    expect(warnings(app)).toEqual(['Redis (REDIS_URL) ne répond pas : chaque processus limite les demandes seul']);
    const warning = app.logs.find((line) => line.level === 40);
    expect(warning?.err).toMatchObject({ message: 'Command timed out' });

    // The silent connection is dropped after the socket timeout: counting in the process no longer
    // waits for Redis, so the next request sends it nothing at all.
    await untilStatus(shared, (status) => status !== 'ready');
    const heldBefore = relayed.heldChunks(prefix);
    expect((await createForm(app)).statusCode).toBe(201);
    expect(relayed.heldChunks(prefix)).toBe(heldBefore);
  });
});
