/**
 * The drain of graceful-stop.ts on a real HTTP server: a kept-alive connection gets its grace
 * (SHUTDOWN_IDLE_GRACE_MS) to send a next request, answered with `Connection: close`; with no
 * connection open there is no one to wait for, and the stop goes on at once; once the last
 * connection closes, the rest of the grace is not waited for. Timers are Vitest's, so
 * "at once" means "before any timer fires", whatever the machine's speed.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';
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

/** GET / on `agent`'s kept-alive connection, its answer read whole. */
function getOn(port: number, agent: http.Agent): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response));
    });
    request.once('error', reject);
  });
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
  const get = () => getOn(port, agent);
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

test('once the last kept-alive connection has had its answer and closed, the drain ends before the grace is over', async () => {
  const { server, requests, port } = await listeningServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const serverSockets: Socket[] = [];
  server.on('connection', (socket) => serverSockets.push(socket));
  const get = () => getOn(port, agent);
  await get();
  const [socket] = serverSockets;
  if (socket === undefined) throw new Error('no connection');

  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let drained = false;
  void requests.drain().then(() => (drained = true));
  await turns();
  expect(drained).toBe(false);
  expect((await get()).headers.connection).toBe('close');
  if (!socket.closed) await once(socket, 'close');
  await turns();
  // No timer was moved: the grace is not over, the stop goes on because no one is left to answer.
  expect(drained).toBe(true);
  agent.destroy();
  server.close();
});
