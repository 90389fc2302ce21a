/**
 * A TCP proxy a test puts in front of PostgreSQL to play its outages. `freeze()`: every connection
 * stays open and nothing is forwarded either way, new connections are accepted and held too — a
 * stalled server. `stop()`: every connection is destroyed and new ones are cut at once — a server
 * gone. `resume()`: forwarding again, held connections included.
 */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpProxy = {
  port: number;
  freeze: () => void;
  stop: () => void;
  resume: () => void;
  close: () => Promise<void>;
};

type Pair = { client: Socket; upstream: Socket | undefined };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'freeze' | 'stop' = 'forward';
  const pairs = new Set<Pair>();

  const destroy = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const pipe = ({ client, upstream }: Pair) => {
    if (!upstream) return;
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const open = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => destroy(pair));
    pipe(pair);
  };

  const server = createServer((client) => {
    if (mode === 'stop') {
      client.destroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    client.on('error', () => destroy(pair));
    client.on('close', () => destroy(pair));
    if (mode === 'forward') open(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      mode = 'freeze';
      for (const { client, upstream } of pairs) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    stop() {
      mode = 'stop';
      for (const pair of [...pairs]) destroy(pair);
    },
    resume() {
      mode = 'forward';
      for (const pair of pairs) {
        if (pair.upstream) {
          pipe(pair);
          pair.client.resume();
          pair.upstream.resume();
        } else {
          open(pair);
        }
      }
    },
    async close() {
      mode = 'stop';
      for (const pair of [...pairs]) destroy(pair);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `url` with its host and port replaced by the proxy's: the same database, reached through the proxy. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
