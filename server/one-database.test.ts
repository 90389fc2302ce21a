/**
 * A started server holds one database (docs/decisions/131): on SQLite, one checkpoint worker process
 * in payment mode (where records are written under load) and none in the free mode (the relay's few
 * rows need none); the relay and /readyz answer either way.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { createSqliteDatabase, type TestDatabase } from './store/test-databases.test-helper.ts';

/** The command lines of the server process's children, as `ps` lists them. */
function childCommands(pid: number | undefined): string[] {
  if (pid === undefined) throw new Error('no server process');
  try {
    return execFileSync('ps', ['-o', 'args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // ps exits 1 when the process has no child at all.
    if (error instanceof Error && 'status' in error && error.status === 1) return [];
    throw error;
  }
}

const checkpointWorkers = (server: ServerProcess) =>
  childCommands(server.process.pid).filter((command) => command.includes('sqlite-checkpoint-worker'));

describe.skipIf(process.platform !== 'linux')('one database per server process, on SQLite', () => {
  // The server starts before each test, as setup with its own limit: the test keeps the ordinary one (docs/decisions/137).
  describe.each([
    ['the free mode', 'off', 0],
    ['payment mode', 'simulated', 1],
  ] as const)('%s (PAYMENT_MODE=%s)', (_mode, paymentMode, workers) => {
    let database: TestDatabase | undefined;
    let server: ServerProcess | undefined;

    beforeEach(async () => {
      database = await createSqliteDatabase();
      server = await startServer({ PAYMENT_MODE: paymentMode, ...database.env });
    }, READY_TIMEOUT_MS + 30_000);

    afterEach(async () => {
      await stopServer(server);
      await database?.drop();
    });

    test(`runs ${workers} checkpoint worker, and its relay and /readyz answer`, async () => {
      if (server === undefined) throw new Error('no server: the setup failed');
      expect(checkpointWorkers(server)).toHaveLength(workers);
      expect((await fetch(`${server.url}/api/signature-exchanges`, { method: 'POST' })).status).toBe(201);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Stopped cleanly, the worker with it.
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
});
