/**
 * The API section of `npm run bench`: each engine in its own throw-away database (a temporary
 * SQLite folder, a PostgreSQL schema of its own), served by `server/start.ts` in the simulated
 * payment mode. The runs come from one address: RATE_LIMIT_PER_MINUTE is set to its maximum, which
 * no run reaches, and the rate-limit plugin still runs on every request.
 */
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from '../../server/store/test-databases.test-helper.ts';
import { checkRealFlow, seedRecords } from './api-records.ts';
import { type LoadRun, loadRoute, type SoakFigures, soak } from './api-load.ts';
import type { BenchOptions, EngineName } from './options.ts';
import { startServer } from './server-process.ts';

const POOL_SIZE = 2000;
const WARM_UP_SECONDS = 2;
const WARM_UP_CONNECTIONS = 16;
const SOAK_CONNECTIONS = 64;
/** The highest value server/config.ts accepts. */
const RATE_LIMIT_PER_MINUTE = '1000000';

export type EngineFigures = {
  engine: EngineName;
  runs: LoadRun[];
  idleRssBytes: number;
  peakRssBytes: number;
  soak: SoakFigures | undefined;
};

export type ApiFigures = {
  engines: EngineFigures[];
  /** Engines that could not run, with the reason. */
  skipped: string[];
};

export async function measureApi(options: BenchOptions, log: (line: string) => void): Promise<ApiFigures> {
  const engines: EngineFigures[] = [];
  const skipped: string[] = [];
  for (const engine of options.engines) {
    let database: TestDatabase;
    try {
      database = engine === 'sqlite' ? await createSqliteDatabase() : await createPostgresDatabase(options.databaseUrl);
    } catch (error) {
      const reason = `${engine}: ${error instanceof Error ? error.message : String(error)}`;
      log(`api: skipped ${reason}`);
      skipped.push(reason);
      continue;
    }
    try {
      engines.push(await measureEngine(engine, database, options, log));
    } finally {
      await database.drop();
    }
  }
  return { engines, skipped };
}

async function measureEngine(engine: EngineName, database: TestDatabase, options: BenchOptions, log: (line: string) => void): Promise<EngineFigures> {
  const server = await startServer({
    env: { PAYMENT_MODE: 'simulated', RATE_LIMIT_PER_MINUTE, DATABASE_URL: '', ...database.env },
  });
  try {
    const idleRssBytes = server.memory()?.rssBytes ?? Number.NaN;
    const pools = {
      paid: await seedRecords(database.location, POOL_SIZE, { paid: true }),
      unpaid: await seedRecords(database.location, POOL_SIZE, { paid: false }),
    };
    const [forFlowCheck] = pools.paid.splice(0, 1);
    if (forFlowCheck) await checkRealFlow(server.url, forFlowCheck);
    const target = { server, engine, location: database.location, pools };
    for (const route of ['create', 'release'] as const) await loadRoute(target, route, WARM_UP_CONNECTIONS, WARM_UP_SECONDS);

    const runs: LoadRun[] = [];
    for (const connections of options.concurrencies) {
      for (const route of ['create', 'checkout', 'release'] as const) {
        log(`api ${engine}: ${route}, ${connections} connections`);
        runs.push(await loadRoute(target, route, connections, options.apiSeconds));
      }
      log(`api ${engine}: release+delete, ${connections} connections`);
      const getRate = runs.at(-1)?.requestsPerSecond;
      runs.push(await loadRoute(target, 'release+delete', connections, options.apiSeconds, getRate));
    }
    let soakFigures: SoakFigures | undefined;
    if (engine === 'sqlite' && options.soakSeconds > 0) {
      log(`api ${engine}: release for ${options.soakSeconds} s, ${SOAK_CONNECTIONS} connections (memory)`);
      soakFigures = await soak(target, SOAK_CONNECTIONS, options.soakSeconds);
    }
    return { engine, runs, idleRssBytes, peakRssBytes: server.memory()?.peakRssBytes ?? Number.NaN, soak: soakFigures };
  } finally {
    await server.stop();
  }
}
