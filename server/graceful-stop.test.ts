/**
 * Stopping a real server process under load (docs/decisions/027). SIGTERM: every request that was
 * sent gets its answer (no connection reset after a request went out), every record answered 201 is
 * in the database, and the process exits 0. kill -9: no record answered 201 is lost either, since
 * the answer leaves only after the commit. Ctrl-C in a terminal, which signals the whole process
 * group, stops it the same clean way.
 */
import http from 'node:http';
import SQLite from './store/sqlite/sqlite-driver.mjs';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { VALID_FORM } from './routes/payment-app.test-helper.ts';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { type Engine, ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';
import { SHUTDOWN_TIMEOUT_MS } from './kernel/timeouts.ts';
import { SCHEDULING_SLACK_MS } from './kernel/scheduling-slack.test-helper.ts';

/** Clients sending records one after the other, each on its own kept-alive connection. */
const CLIENTS = 16;
/** However the stop goes, the clients give up after this. */
const LOAD_LIMIT_MS = 30_000;
const BODY = JSON.stringify({ data: VALID_FORM, include_signature: false });

type Outcome =
  | { kind: 'answered'; status: number; body: string }
  /** No connection could be opened: nothing was sent. */
  | { kind: 'refused' }
  /** The connection failed after the request had gone out, or while the answer came. */
  | { kind: 'reset'; code: string };

function postRecord(port: number, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/pdf-data',
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
    });
    request.on('finish', () => (sent = true));
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body }));
      response.on('aborted', () => resolve({ kind: 'reset', code: 'aborted mid-answer' }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'reset', code: `${error.code ?? error.message} mid-answer` }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve(
        !sent && error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'reset', code: `${error.code ?? error.message}${sent ? ' after sending' : ''}` },
      );
    });
    request.end(BODY);
  });
}

/** `underLoad`: the signal went while the clients were sending (else only once they gave up, so the process still stops). */
type Load = { created: string[]; statuses: Map<number, number>; resets: string[]; underLoad: boolean };

/**
 * CLIENTS loops of POST /api/pdf-data until the server refuses connections. `signal` goes once every
 * client has been answered (an event, whatever the machine's speed): all their connections are then
 * open and accepted, and each client sends its next request at once, so the signal finds requests on
 * the way. Sooner, a connection still waiting to be accepted would be reset by the kernel when the
 * listener closes, which no server can answer.
 */
async function load(port: number, signal: () => void): Promise<Load> {
  const result: Load = { created: [], statuses: new Map(), resets: [], underLoad: false };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const giveUpAt = performance.now() + LOAD_LIMIT_MS;
  const answered = new Set<number>();
  const client = async (_: unknown, index: number) => {
    while (performance.now() < giveUpAt) {
      const outcome = await postRecord(port, agent);
      if (outcome.kind === 'refused') return;
      if (outcome.kind === 'reset') {
        result.resets.push(outcome.code);
        continue;
      }
      result.statuses.set(outcome.status, (result.statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status === 201) result.created.push((JSON.parse(outcome.body) as { id: string }).id);
      answered.add(index);
      if (!result.underLoad && answered.size === CLIENTS) {
        result.underLoad = true;
        signal();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENTS }, client));
  } finally {
    agent.destroy();
    if (!result.underLoad) signal();
  }
  return result;
}

/** Which of `ids` the database holds. */
async function storedIds(database: TestDatabase, ids: string[]): Promise<Set<string>> {
  if (database.location.engine === 'sqlite') {
    const sqlite = new SQLite(database.location.file, { readonly: true });
    try {
      const rows = sqlite.prepare('SELECT id FROM temp_pdf_data').all() as { id: string }[];
      const all = new Set(rows.map((row) => row.id));
      return new Set(ids.filter((id) => all.has(id)));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.location.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM temp_pdf_data WHERE id = ANY($1)', [ids]);
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`a server process on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    stopTests(engine);
  });
}

/**
 * Each test's server starts before it, as setup with its own limit (READY_TIMEOUT_MS: a process start on a
 * busy machine), so the test itself, the load and the stop, keeps the ordinary limit (docs/decisions/137).
 */
function stopTests(engine: Engine) {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  /** Before each test of the block: a database, and a server started on it with `env` and `options`. */
  function serveBeforeEach(env: Record<string, string>, options?: Parameters<typeof startServer>[1]) {
    beforeEach(async () => {
      database = await engine.create();
      server = await startServer({ PAYMENT_MODE: 'simulated', ...env, ...database.env }, options);
    }, READY_TIMEOUT_MS + 30_000);
  }

  /** The database and the server the block's setup started. */
  function started(): { database: TestDatabase; server: ServerProcess } {
    if (database === undefined || server === undefined) throw new Error('no server: the setup failed');
    return { database, server };
  }

  afterEach(async () => {
    await stopServer(server);
    await database?.drop();
    server = undefined;
    database = undefined;
  });

  describe('under load', () => {
    serveBeforeEach({ RATE_LIMIT_PER_MINUTE: '1000000' });

    test('SIGTERM under load: every request sent is answered, every 201 is stored, exit 0', async () => {
      const { database, server } = started();
      let signalledAt = 0;
      const result = await load(server.port, () => {
        signalledAt = performance.now();
        server.process.kill('SIGTERM');
      });
      const code = await server.exited;
      const stopMs = Math.round(performance.now() - signalledAt);

      expect(result.underLoad).toBe(true);
      expect(result.resets).toEqual([]);
      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + SCHEDULING_SLACK_MS);
      expect(result.created.length).toBeGreaterThan(0);
      const stored = await storedIds(database, result.created);
      const lost = result.created.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      console.info(
        `${engine.name}, SIGTERM under load: ${result.created.length} records answered 201, ${lost.length} lost, ${result.resets.length} resets, ` +
          `answers ${JSON.stringify(Object.fromEntries(result.statuses))}, exit ${code} ${stopMs} ms after the signal`,
      );
    });

    test('kill -9 under load: no record answered 201 is lost', async () => {
      const { database, server } = started();
      const result = await load(server.port, () => server.process.kill('SIGKILL'));
      await server.exited;

      expect(result.underLoad).toBe(true);
      expect(result.created.length).toBeGreaterThan(0);
      const stored = await storedIds(database, result.created);
      const lost = result.created.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      console.info(
        `${engine.name}, kill -9 under load: ${result.created.length} records answered 201, ${lost.length} lost ` +
          `(${result.resets.length} requests cut, as expected of kill -9)`,
      );
    });
  });

  describe('in a terminal', () => {
    serveBeforeEach({}, { ownProcessGroup: true });

    test('Ctrl-C in a terminal (SIGINT to the whole process group): exit 0, and the checkpoints stop when asked, not on the signal', async () => {
      const { server } = started();
      const pid = server.process.pid ?? 0;
      // The server and whatever it started (the SQLite checkpoint process) get the signal, as from a terminal.
      process.kill(-pid, 'SIGINT');
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain('points de contrôle en arrière-plan arrêtés');
    });
  });
}
