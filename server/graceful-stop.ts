/**
 * Stopping without dropping an answer (docs/decisions/027). On SIGTERM the server stops accepting
 * connections, answers every request in flight, and answers the next request arriving on each
 * kept-alive connection too, with `Connection: close`. Only connections left idle after that are
 * closed: closing an idle kept-alive connection at once, as `http.Server.close()` does, resets a
 * client that has just sent its next request on it. The grace ends as soon as the last connection
 * closes, so it costs nothing when every client has had its answer; only a connection left idle
 * (a browser keeping one open) makes the stop wait for the whole grace.
 */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { SHUTDOWN_IDLE_GRACE_MS } from './kernel/timeouts.ts';

export type Drain = {
  /** Resolves once nothing is in flight and the kept-alive connections, if any is open, are closed or have had their grace. */
  drain: () => Promise<void>;
};

/** Counts the requests in flight on `server` from now on; call before it serves anything. */
export function trackRequests(server: Server): Drain {
  let connections = 0;
  let whenNoConnections: (() => void) | undefined;
  server.on('connection', (socket) => {
    connections += 1;
    socket.once('close', () => {
      connections -= 1;
      if (connections === 0) whenNoConnections?.();
    });
  });
  let inFlight = 0;
  let draining = false;
  let whenNoneInFlight: (() => void) | undefined;
  server.prependListener('request', (_request, response) => {
    inFlight += 1;
    if (draining) response.setHeader('connection', 'close');
    // `close` comes once the answer is sent, or when the connection is lost before: never twice.
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) whenNoneInFlight?.();
    });
  });
  const noneInFlight = () =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          whenNoneInFlight = () => {
            whenNoneInFlight = undefined;
            resolve();
          };
        });

  return {
    async drain() {
      draining = true;
      // The listening socket only: the open connections stay, each answered then closed.
      NetServer.prototype.close.call(server);
      await noneInFlight();
      // No connection left open: no one can send a next request, so no grace to give.
      if (connections === 0) return;
      let graceTimer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        whenNoConnections = resolve;
        graceTimer = setTimeout(resolve, SHUTDOWN_IDLE_GRACE_MS);
      });
      clearTimeout(graceTimer);
      whenNoConnections = undefined;
      await noneInFlight();
    },
  };
}
