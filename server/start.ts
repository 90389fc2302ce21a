/**
 * `npm start`: read the configuration, build the page if needed, serve it on HOST:PORT, and close
 * gracefully on SIGTERM/SIGINT: every request in flight answered, the store closed, exit 0
 * (graceful-stop.ts). Any start-up failure prints one readable message and exits 1.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, httpUrl, loadConfig } from './config.ts';
import { ensureBuild } from './build/ensure-build.ts';
import { type Drain, trackRequests } from './graceful-stop.ts';
import { openPaymentRuntime } from './payment-runtime.ts';
import { withDeadline } from './kernel/deadline.ts';
import { SHUTDOWN_TIMEOUT_MS } from './kernel/timeouts.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  // Payment mode: the database is opened and migrated first, so a bad DATABASE_URL stops the start before any build.
  const payment = await openPaymentRuntime(config);
  try {
    await ensureBuild({ root: PROJECT_ROOT, onBuild: () => console.log('Procuration en Ligne: construction de la page…') });
  } catch (error) {
    await payment?.close();
    throw error;
  }
  // Info: one JSON line per answered request, with its reqId and never form data (logging.ts, docs/decisions/028).
  const app = buildApp({
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logger: { level: 'info' },
    trustProxy: config.trustProxy,
    payment: payment?.options,
    publisher: config.publisher,
  });
  if (payment) {
    payment.startSweep(app.log);
    app.addHook('onClose', payment.close);
  }
  const requests = trackRequests(app.server);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Bounded, and by a timer that keeps the process alive until then: the message is always printed.
    await withDeadline(app.close(), SHUTDOWN_TIMEOUT_MS, 'fermeture').catch(() => undefined);
    throw new Error(describeListenError(error, config), { cause: error });
  }
  closeOnSignals(app, requests);
  console.log(`Procuration en Ligne: ${httpUrl(config.host, config.port)}`);
  if (payment) console.log(`Mode de paiement : ${config.payment.mode}`);
}

/** Names the variable to change when the address cannot be used. */
function describeListenError(error: unknown, { host, port }: Config): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'EADDRINUSE':
      return `Le port ${port} est déjà utilisé sur ${host} : choisissez-en un autre avec PORT.`;
    case 'EACCES':
      return `Le port ${port} est réservé à l'administrateur : choisissez-en un autre avec PORT.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `L'adresse ${host} n'est pas disponible sur cette machine : corrigez HOST.`;
    default:
      return `Impossible d'écouter sur ${host}:${port} : ${error instanceof Error ? error.message : String(error)}`;
  }
}

function closeOnSignals(app: FastifyInstance, requests: Drain): void {
  let closing = false;
  const close = (): void => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    requests
      .drain()
      .then(() => app.close())
      .then(
        () => {
          process.exitCode = 0;
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

try {
  await start();
} catch (error) {
  // The message says what to fix (a ConfigError names each bad variable); Vite has already printed its own details.
  console.error(error instanceof Error ? error.message : String(error));
  // Now, even if a stalled connection is still open somewhere.
  process.exit(1);
}
