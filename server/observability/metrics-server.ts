/**
 * METRICS_PORT: the Prometheus text at GET /metrics on a listener of its own, bound to HOST like
 * the site, so the metrics never share the public address (docs/decisions/080). Anything else: 404.
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export async function listenMetrics(registry: Registry, { port, host }: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Erreur interne du serveur\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function closeMetrics(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
