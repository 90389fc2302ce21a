/**
 * What watching the server costs (docs/decisions/089, 095): the same payment-mode server under the
 * same load with nothing watched, metrics alone (METRICS_PORT scraped every second, as a strict
 * Prometheus would), traces alone (OTEL_EXPORTER_OTLP_ENDPOINT pointed at a local receiver that takes
 * each export and drops it, as a collector would), and both. The receiver is a process of its own
 * (otlp-sink.ts), not a listener on the load generator's thread. The modes rotate over several
 * rounds, each server on a fresh SQLite database of its own, so a machine that slows down mid-run
 * weighs on all alike; the median of the rounds is compared. The servers inherit the bench's
 * environment, so OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG set there choose the sampler measured.
 */
import { createSqliteDatabase } from '../../server/store/test-databases.test-helper.ts';
import { seedRecords } from './api-records.ts';
import { loadRoute, type RouteName } from './api-load.ts';
import type { BenchOptions } from './options.ts';
import { type ChildProcessHandle, CPU_SPLIT_PARTS, type CpuSplit, freePort, startChild, startServer } from './server-process.ts';
import { median, round } from './stats.ts';

/** As many rounds as modes: each mode opens one round. */
const ROUNDS = 4;
const CONNECTIONS = 16;
const POOL_SIZE = 2000;
const WARM_UP_SECONDS = 2;
const SCRAPE_EVERY_MS = 1000;
const ROUTES: RouteName[] = ['create', 'release'];
/** The highest value server/config.ts accepts: no run reaches it, and the plugin still runs on every request. */
const RATE_LIMIT_PER_MINUTE = '1000000';

/** Nothing watched; metrics alone; traces alone; both: the cost of each is told apart. */
export const MODES = ['off', 'metrics', 'traces', 'metrics+traces'] as const;
export type ObservabilityMode = (typeof MODES)[number];

/** `serverCpuMicrosPerRequest`: the server's own CPU time per answer, which the load generator and the receiver sharing the machine do not move. */
export type ObservabilityRun = {
  mode: ObservabilityMode;
  route: RouteName;
  requestsPerSecond: number;
  p99Ms: number;
  serverCpuMicrosPerRequest: number;
  /** The same, told apart by thread and by user and kernel time: where watching costs what a main-thread profile does not show. */
  cpuSplitMicrosPerRequest: CpuSplit;
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
    cpuSplitMicrosPerRequest: CpuSplit;
  }[];
  spansExported: number;
  /** The receiver's own CPU time over the whole section, in seconds: what it took from the two cores the server shares. */
  receiverCpuSeconds: number;
  scrapes: number;
  /** The trace sampler the traced servers ran with: OTEL_TRACES_SAMPLER(_ARG) from the bench's environment, else the SDK's default. */
  sampler: string;
};

export async function measureObservabilityCost(options: BenchOptions, log: (line: string) => void): Promise<ObservabilityFigures> {
  const receiver = await startChild('scripts/bench/otlp-sink.ts', /OTLP sink: (http:\/\/\S+)/, () => ({}));
  const runs: ObservabilityRun[] = [];
  let scrapes = 0;
  let spansExported = 0;
  let receiverCpuSeconds = 0;
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
    spansExported = await countSpans(receiver);
    receiverCpuSeconds = receiver.cpuSeconds() ?? Number.NaN;
  } finally {
    await receiver.stop();
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
        cpuSplitMicrosPerRequest: mapSplit((part) => Math.round(median(of(mode).map((run) => run.cpuSplitMicrosPerRequest[part])))),
      };
    });
  });
  const sampler = process.env.OTEL_TRACES_SAMPLER
    ? `${process.env.OTEL_TRACES_SAMPLER}${process.env.OTEL_TRACES_SAMPLER_ARG ? ` ${process.env.OTEL_TRACES_SAMPLER_ARG}` : ''}`
    : 'parentbased_always_on (the SDK default)';
  return { connections: CONNECTIONS, seconds: options.apiSeconds, rounds: ROUNDS, runs, compared, spansExported, receiverCpuSeconds: round(receiverCpuSeconds, 1), scrapes, sampler };
}

async function measureOnce(mode: ObservabilityMode, otlpUrl: string, seconds: number) {
  const database = await createSqliteDatabase();
  const metricsPort = mode === 'metrics' || mode === 'metrics+traces' ? await freePort() : undefined;
  const server = await startServer({
    avoidPorts: metricsPort === undefined ? [] : [metricsPort],
    env: {
      PAYMENT_MODE: 'simulated',
      RATE_LIMIT_PER_MINUTE,
      DATABASE_URL: '',
      METRICS_PORT: metricsPort === undefined ? '' : String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: mode === 'traces' || mode === 'metrics+traces' ? otlpUrl : '',
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
      const splitBefore = server.cpuSplit();
      const run = await loadRoute(target, route, CONNECTIONS, seconds);
      const splitAfter = server.cpuSplit();
      const requests = run.requestsPerSecond * seconds;
      runs.push({
        mode,
        route,
        requestsPerSecond: run.requestsPerSecond,
        p99Ms: run.p99Ms,
        serverCpuMicrosPerRequest: ((run.serverCpuPercent / 100) * 1e6) / run.requestsPerSecond,
        cpuSplitMicrosPerRequest: mapSplit((part) => (((splitAfter?.[part] ?? Number.NaN) - (splitBefore?.[part] ?? Number.NaN)) * 1e6) / requests),
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

function mapSplit(value: (part: keyof CpuSplit) => number): CpuSplit {
  return Object.fromEntries(CPU_SPLIT_PARTS.map((part) => [part, value(part)])) as CpuSplit;
}

/** The spans the receiver has counted so far. */
async function countSpans(receiver: ChildProcessHandle): Promise<number> {
  const response = await fetch(`${receiver.url}/count`, { signal: AbortSignal.timeout(5000) });
  return ((await response.json()) as { spans: number }).spans;
}
