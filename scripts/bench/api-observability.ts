/**
 * What watching the server costs (docs/decisions/089): the same payment-mode server under the same
 * load with metrics and tracing off, then on (METRICS_PORT scraped every second, as a strict
 * Prometheus would; OTEL_EXPORTER_OTLP_ENDPOINT pointed at a local receiver that takes each export
 * and drops it, as a collector would). Off and on alternate over several rounds, each server on a
 * fresh SQLite database of its own, so a machine that slows down mid-run weighs on both alike; the
 * median of the rounds is compared. The servers inherit the bench's environment, so
 * OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG set there choose the sampler measured.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSqliteDatabase } from '../../server/store/test-databases.test-helper.ts';
import { seedRecords } from './api-records.ts';
import { loadRoute, type RouteName } from './api-load.ts';
import type { BenchOptions } from './options.ts';
import { startServer } from './server-process.ts';
import { median, round } from './stats.ts';

const ROUNDS = 3;
const CONNECTIONS = 16;
const POOL_SIZE = 2000;
const WARM_UP_SECONDS = 2;
const SCRAPE_EVERY_MS = 1000;
const ROUTES: RouteName[] = ['create', 'release'];
/** The highest value server/config.ts accepts: no run reaches it, and the plugin still runs on every request. */
const RATE_LIMIT_PER_MINUTE = '1000000';

/** Nothing watched; metrics alone; metrics and traces: the cost of each is told apart. */
export const MODES = ['off', 'metrics', 'metrics+traces'] as const;
export type ObservabilityMode = (typeof MODES)[number];

/** `serverCpuMicrosPerRequest`: the server's own CPU time per answer, which the load generator and the receiver sharing the machine do not move. */
export type ObservabilityRun = {
  mode: ObservabilityMode;
  route: RouteName;
  requestsPerSecond: number;
  p99Ms: number;
  serverCpuMicrosPerRequest: number;
  non2xx: number;
};

export type ObservabilityFigures = {
  connections: number;
  seconds: number;
  rounds: number;
  runs: ObservabilityRun[];
  /** Per route and mode: the median rate and p99, and the rate as a share of the median with everything off. */
  compared: {
    route: RouteName;
    mode: ObservabilityMode;
    requestsPerSecond: number;
    p99Ms: number;
    shareOfOff: number;
    serverCpuMicrosPerRequest: number;
  }[];
  spansExported: number;
  scrapes: number;
  /** The trace sampler the traced servers ran with: OTEL_TRACES_SAMPLER(_ARG) from the bench's environment, else the SDK's default. */
  sampler: string;
};

export async function measureObservabilityCost(options: BenchOptions, log: (line: string) => void): Promise<ObservabilityFigures> {
  const receiver = await startDiscardingReceiver();
  const runs: ObservabilityRun[] = [];
  let scrapes = 0;
  try {
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      // Each round starts with another mode, so no mode always runs first (or last) in a round.
      const order = MODES.map((_, index) => MODES[(index + roundIndex) % MODES.length] ?? 'off');
      for (const mode of order) {
        log(`observability: round ${roundIndex + 1}/${ROUNDS}, ${mode}`);
        const measured = await measureOnce(mode, receiver.url, options.apiSeconds);
        runs.push(...measured.runs);
        scrapes += measured.scrapes;
      }
    }
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
  const compared = ROUTES.flatMap((route) => {
    const of = (mode: ObservabilityMode) => runs.filter((run) => run.route === route && run.mode === mode);
    const off = median(of('off').map((run) => run.requestsPerSecond));
    return MODES.map((mode) => {
      const rate = median(of(mode).map((run) => run.requestsPerSecond));
      return {
        route,
        mode,
        requestsPerSecond: Math.round(rate),
        p99Ms: median(of(mode).map((run) => run.p99Ms)),
        shareOfOff: round(rate / off, 3),
        serverCpuMicrosPerRequest: Math.round(median(of(mode).map((run) => run.serverCpuMicrosPerRequest))),
      };
    });
  });
  const sampler = process.env.OTEL_TRACES_SAMPLER
    ? `${process.env.OTEL_TRACES_SAMPLER}${process.env.OTEL_TRACES_SAMPLER_ARG ? ` ${process.env.OTEL_TRACES_SAMPLER_ARG}` : ''}`
    : 'parentbased_always_on (the SDK default)';
  return { connections: CONNECTIONS, seconds: options.apiSeconds, rounds: ROUNDS, runs, compared, spansExported: receiver.spans(), scrapes, sampler };
}

async function measureOnce(mode: ObservabilityMode, otlpUrl: string, seconds: number) {
  const database = await createSqliteDatabase();
  const metricsPort = mode === 'off' ? undefined : await freePort();
  const server = await startServer({
    env: {
      PAYMENT_MODE: 'simulated',
      RATE_LIMIT_PER_MINUTE,
      DATABASE_URL: '',
      METRICS_PORT: metricsPort === undefined ? '' : String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: mode === 'metrics+traces' ? otlpUrl : '',
      ...database.env,
    },
  });
  let scrapes = 0;
  const scraper =
    metricsPort === undefined
      ? undefined
      : setInterval(() => {
          void fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) })
            .then((response) => response.text())
            .then(() => (scrapes += 1), () => undefined);
        }, SCRAPE_EVERY_MS);
  try {
    const pools = {
      paid: await seedRecords(database.location, POOL_SIZE, { paid: true }),
      unpaid: await seedRecords(database.location, POOL_SIZE, { paid: false }),
    };
    const target = { server, engine: 'sqlite' as const, location: database.location, pools };
    for (const route of ROUTES) await loadRoute(target, route, CONNECTIONS, WARM_UP_SECONDS);
    const runs: ObservabilityRun[] = [];
    for (const route of ROUTES) {
      const run = await loadRoute(target, route, CONNECTIONS, seconds);
      runs.push({
        mode,
        route,
        requestsPerSecond: run.requestsPerSecond,
        p99Ms: run.p99Ms,
        serverCpuMicrosPerRequest: ((run.serverCpuPercent / 100) * 1e6) / run.requestsPerSecond,
        non2xx: run.non2xx + run.errors,
      });
    }
    return { runs, scrapes };
  } finally {
    if (scraper) clearInterval(scraper);
    await server.stop();
    await database.drop();
  }
}

/** An OTLP/HTTP receiver that answers every export at once and keeps only a count of the bytes' spans. */
async function startDiscardingReceiver(): Promise<{ server: Server; url: string; spans: () => number }> {
  let spans = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      // The exporter sends JSON: each span carries one "spanId".
      spans += body.split('"spanId"').length - 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, spans: () => spans };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
