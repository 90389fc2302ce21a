/**
 * The drain of graceful-stop.ts on a real HTTP server: a kept-alive connection gets its grace
 * (SHUTDOWN_IDLE_GRACE_MS) to send a next request, answered with `Connection: close`; with no
 * connection open there is no one to wait for, and the stop goes on at once. Timers are Vitest's, so
 * "at once" means "before any timer fires", whatever the machine's speed.
 */
import http from 'node:http';
import { afterEach, expect, test, vi } from 'vitest';
import { trackRequests } from './graceful-stop.ts';
import { SHUTDOWN_IDLE_GRACE_MS } from './kernel/timeouts.ts';

afterEach(() => {
  vi.useRealTimers();
});

async function listeningServer() {
  const server = http.createServer((_request, response) => response.end('ok'));
  const requests = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, requests, port: address.port };
}

/** Lets the event loop turn a few times (sockets, promises), never a timer. */
async function turns(count = 5): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

test('with no connection open, the drain ends without waiting for the grace', async () => {
  const { server, requests } = await listeningServer();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let drained = false;
  void requests.drain().then(() => (drained = true));
  await turns();
  expect(drained).toBe(true);
  server.close();
});

test('a kept-alive connection keeps the drain waiting for the grace, and its next request is answered with Connection: close', async () => {
  const { server, requests, port } = await listeningServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        response.resume();
        response.once('end', () => resolve(response));
      });
      request.once('error', reject);
    });
  expect((await get()).headers.connection).toBe('keep-alive');

  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let drained = false;
  void requests.drain().then(() => (drained = true));
  await turns();
  expect(drained).toBe(false);
  // The client's next request on the same connection, within the grace.
  const next = await get();
  expect(next.headers.connection).toBe('close');
  await vi.advanceTimersByTimeAsync(SHUTDOWN_IDLE_GRACE_MS);
  await turns();
  expect(drained).toBe(true);
  agent.destroy();
  server.close();
});
