/**
 * The payment-mode API under load (autocannon on 127.0.0.1): creating a record, creating a
 * simulated checkout session, releasing a paid record (GET), and the release path as the page
 * walks it (GET then DELETE of each paid record), at each concurrency, on each engine, with the
 * server's CPU and memory; then a long release run to show whether memory stays flat.
 */
import autocannon from 'autocannon';
import type { DatabaseLocation } from '../../server/store/schema.ts';
import type { EngineName } from './options.ts';
import { CREATE_BODY, type SeededRecord, seedRecords } from './api-records.ts';
import type { ServerProcess } from './server-process.ts';
import { round } from './stats.ts';

export const ROUTES = ['create', 'checkout', 'release', 'release+delete'] as const;
export type RouteName = (typeof ROUTES)[number];

export const ROUTE_REQUESTS: Record<RouteName, string> = {
  create: 'POST /api/pdf-data',
  checkout: 'POST /api/create-checkout-session',
  release: 'GET /api/pdf-data/:id?session_id=…',
  'release+delete': 'GET then DELETE /api/pdf-data/:id?session_id=…',
};

export type LoadRun = {
  engine: EngineName;
  route: RouteName;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses other than 2xx, and connection errors: 0 in a sound run. */
  non2xx: number;
  errors: number;
  /** Server CPU over the run, % of one core. */
  serverCpuPercent: number;
};

export type SoakFigures = {
  engine: EngineName;
  route: RouteName;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Server resident memory, sampled every second. */
  rssStartBytes: number;
  rssMiddleBytes: number;
  rssEndBytes: number;
  rssMaxBytes: number;
  /** Lowest sample of each half of the run: the floor the garbage collector comes back to. */
  rssFirstHalfMinBytes: number;
  rssSecondHalfMinBytes: number;
  rssSamplesBytes: number[];
};

/** Pools the repeatable runs cycle through: paid records to release, unpaid ones to send to checkout. */
export type Pools = { paid: SeededRecord[]; unpaid: SeededRecord[] };

type Target = { server: ServerProcess; engine: EngineName; location: DatabaseLocation; pools: Pools };
type Context = { record?: SeededRecord };

const JSON_HEADERS = { 'content-type': 'application/json' };
const SAMPLE_EVERY_MS = 1000;
/** Release-and-delete consumes records: enough for the GET rate seen, plus a margin; a run that empties the pool stops early. */
const CONSUMED_SAFETY = 1.5;
const MAX_CONSUMED_RECORDS = 60_000;

export async function loadRoute(target: Target, route: RouteName, connections: number, seconds: number, getRate?: number): Promise<LoadRun> {
  const consumable =
    route === 'release+delete'
      ? await seedRecords(target.location, Math.min(MAX_CONSUMED_RECORDS, Math.ceil(((getRate ?? 2000) * seconds * CONSUMED_SAFETY) / 2) + 500), { paid: true })
      : [];
  const cpuBefore = target.server.cpuSeconds() ?? 0;
  const startedAt = performance.now();
  const result = await run(target, route, connections, seconds, consumable);
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpuSeconds = (target.server.cpuSeconds() ?? Number.NaN) - cpuBefore;
  return {
    engine: target.engine,
    route,
    connections,
    ...summary(result),
    serverCpuPercent: round((cpuSeconds / elapsedSeconds) * 100, 0),
  };
}

export async function soak(target: Target, connections: number, seconds: number): Promise<SoakFigures> {
  const samples: number[] = [];
  const sample = () => {
    const rss = target.server.memory()?.rssBytes;
    if (rss !== undefined) samples.push(rss);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  let result: autocannon.Result;
  try {
    result = await run(target, 'release', connections, seconds, []);
  } finally {
    clearInterval(timer);
  }
  sample();
  const { requestsPerSecond, p99Ms, non2xx } = summary(result);
  const half = Math.floor(samples.length / 2);
  return {
    engine: target.engine,
    route: 'release',
    connections,
    seconds,
    requestsPerSecond,
    p99Ms,
    non2xx,
    rssStartBytes: samples[0] ?? Number.NaN,
    rssMiddleBytes: samples[Math.floor(samples.length / 2)] ?? Number.NaN,
    rssEndBytes: samples.at(-1) ?? Number.NaN,
    rssMaxBytes: Math.max(...samples),
    rssFirstHalfMinBytes: Math.min(...samples.slice(0, half)),
    rssSecondHalfMinBytes: Math.min(...samples.slice(half)),
    rssSamplesBytes: samples,
  };
}

function summary(result: autocannon.Result) {
  return {
    seconds: round(result.duration, 1),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function run(target: Target, route: RouteName, connections: number, seconds: number, consumable: SeededRecord[]): Promise<autocannon.Result> {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url: target.server.url, connections, duration: seconds, requests: requestsFor(route, target.pools, consumable, () => instance?.stop()) },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
  });
  return result;
}

/** The owner's checkout of a seeded record (docs/decisions/110). */
const checkoutOf = (record: SeededRecord) => ({ pdfDataId: record.id, ownerToken: record.ownerToken });

function requestsFor(route: RouteName, pools: Pools, consumable: SeededRecord[], stop: () => void): autocannon.Request[] {
  const recordPath = (record: SeededRecord) => `/api/pdf-data/${record.id}?session_id=${record.sessionId ?? ''}`;
  switch (route) {
    case 'create':
      return [{ method: 'POST', path: '/api/pdf-data', headers: JSON_HEADERS, body: CREATE_BODY }];
    case 'checkout': {
      const next = cycle(pools.unpaid);
      return [
        {
          method: 'POST',
          path: '/api/create-checkout-session',
          headers: JSON_HEADERS,
          setupRequest: (request) => ({ ...request, body: JSON.stringify(checkoutOf(next())) }),
        },
      ];
    }
    case 'release': {
      const next = cycle(pools.paid);
      return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: recordPath(next()) }) }];
    }
    case 'release+delete': {
      let taken = 0;
      return [
        {
          method: 'GET',
          setupRequest: (request, context: Context) => {
            const record = consumable[taken++];
            if (!record) stop(); // the last few requests in flight find a deleted record: counted in non2xx
            context.record = record ?? consumable[0];
            return { ...request, path: recordPath(context.record as SeededRecord) };
          },
        },
        { method: 'DELETE', setupRequest: (request, context: Context) => ({ ...request, path: recordPath(context.record as SeededRecord) }) },
      ];
    }
  }
}

function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('empty pool');
  let index = 0;
  return () => items[index++ % items.length] as T;
}
