/**
 * A trace collector that hangs (docs/decisions/113): it takes the connection and never answers. The
 * server keeps answering every request, the export never holds more than one connection at a time,
 * and each one is given up within the export's bound, so the spans are dropped rather than held.
 */
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TRACE_EXPORT_TIMEOUT_MS } from '../kernel/timeouts.ts';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from '../server-process.test-helper.ts';
import { TRACE_EXPORT_BOUNDS } from './tracing.ts';

const REQUESTS = 400;
const CLIENTS = 8;
/** How long the test waits for the export's connections to be given up: the bound, with room for a loaded machine. */
const GIVE_UP_WAIT_MS = 5 * TRACE_EXPORT_TIMEOUT_MS;

let server: ServerProcess | undefined;
const sockets = new Set<Socket>();
let connections = 0;
let mostOpenAtOnce = 0;
const collector = createServer((socket) => {
  // Read everything, answer nothing: a collector that hangs.
  connections += 1;
  sockets.add(socket);
  mostOpenAtOnce = Math.max(mostOpenAtOnce, sockets.size);
  socket.on('data', () => undefined);
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => sockets.delete(socket));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const address = collector.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  server = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${address.port}` });
}, READY_TIMEOUT_MS);

afterAll(async () => {
  await stopServer(server);
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
});

test('the server answers every request while the collector hangs, and never waits on it', async () => {
  const url = server?.url ?? '';
  let next = 0;
  const failures: string[] = [];
  const client = async () => {
    while (next < REQUESTS) {
      next += 1;
      const answer = await fetch(`${url}/healthz`);
      await answer.arrayBuffer();
      if (answer.status !== 200) failures.push(String(answer.status));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  expect(failures).toEqual([]);

  // The spans of those requests went to the collector, one connection at a time.
  const until = performance.now() + GIVE_UP_WAIT_MS;
  while (connections === 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(connections).toBeGreaterThan(0);
  // Each export is given up within its bound: the connections close, none is held.
  while (sockets.size > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sockets.size).toBe(0);
  expect(mostOpenAtOnce).toBeLessThanOrEqual(TRACE_EXPORT_BOUNDS.concurrencyLimit);
}, 60_000);

test('the stop does not wait on the collector beyond the export bound', async () => {
  const stopping = performance.now();
  await stopServer(server);
  expect(server?.process.exitCode, server?.output().slice(-3000)).toBe(0);
  console.info(`stopped ${Math.round(performance.now() - stopping)} ms after SIGTERM with the collector hung`);
});
