/**
 * The server, started by start.ts once the legal content can be imported: read the configuration, build the page if needed, serve it on HOST:PORT, and close
 * gracefully on SIGTERM/SIGINT: every request in flight answered, the store closed, exit 0
 * (graceful-stop.ts). Any start-up failure prints one readable message and exits 1.
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, httpUrl, loadConfig } from './config.ts';
import { ensureBuild } from './build/ensure-build.ts';
import { type Drain, trackRequests } from './graceful-stop.ts';
import { openServerRuntime } from './server-runtime.ts';
import { withDeadline } from './kernel/deadline.ts';
import { SHUTDOWN_TIMEOUT_MS } from './kernel/timeouts.ts';
import { combineInstruments, type Instruments } from './observability/instruments.ts';
import { createMetrics } from './observability/metrics.ts';
import { closeMetrics, listenMetrics } from './observability/metrics-server.ts';
import { loadObservabilityConfig } from './observability/observability-config.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const observability = loadObservabilityConfig(process.env);
  // METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT unset: nothing measured, and no tracing code loaded (docs/decisions/080, 082).
  const metrics = observability.metricsPort === undefined ? undefined : createMetrics();
  const tracing = observability.otlpEndpoint === undefined ? undefined : (await import('./observability/tracing.ts')).startTracing();
  const instruments = combineInstruments([metrics?.instruments, tracing?.instruments].filter((given): given is Instruments => !!given));
  // One database for the paid records and the relay, opened and migrated first, so a bad DATABASE_URL
  // stops a payment-mode start before any build; in the free mode it only turns the relay off (docs/decisions/090, 131).
  const runtime = await openServerRuntime(config, undefined, instruments);
  if (runtime.relayOff) console.warn(runtime.relayOff);
  try {
    // `npm run dev` serves the page from Vite and asks this server for its API only (scripts/dev.ts).
    if (process.env['SKIP_PAGE_BUILD'] !== '1') {
      await ensureBuild({ root: PROJECT_ROOT, onBuild: () => console.log('Procuration en Ligne: construction de la page…') });
    }
  } catch (error) {
    await runtime.close();
    throw error;
  }
  // Info: one JSON line per answered request, with its reqId and never form data (logging.ts, docs/decisions/028).
  const app = buildApp({
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logger: { level: 'info' },
    trustProxy: config.trustProxy,
    payment: runtime.payment,
    publisher: config.publisher,
    instruments,
    loadShedding: observability.loadShedding,
    relay: runtime.relay,
  });
  runtime.startPurges(app.log);
  app.addHook('onClose', runtime.close);
  // Last: the spans of the stop itself are sent too.
  if (tracing) app.addHook('onClose', tracing.shutdown);
  if (metrics && observability.metricsPort !== undefined) {
    const metricsPort = observability.metricsPort;
    const metricsServer = await listenMetrics(metrics.registry, { port: metricsPort, host: config.host }).catch(async (error: unknown) => {
      await withDeadline(app.close(), SHUTDOWN_TIMEOUT_MS, 'fermeture').catch(() => undefined);
      throw new Error(
        `METRICS_PORT : impossible d'écouter sur ${config.host}:${metricsPort} (${error instanceof Error ? error.message : String(error)}).`,
      );
    });
    app.addHook('onClose', () => closeMetrics(metricsServer));
    console.log(`Procuration en Ligne, métriques : ${httpUrl(config.host, metricsPort)}/metrics`);
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
  if (runtime.payment) console.log(`Mode de paiement : ${config.payment.mode}`);
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

/**
 * The stop sequence (docs/decisions/083): on SIGTERM or SIGINT — or an error nothing caught — every
 * request in flight is answered, then the server and its store close, then exit 0 (1 after an
 * error). `close-with-grace` handles the signals: a second one, or a stop longer than
 * SHUTDOWN_TIMEOUT_MS, exits 1 at once.
 */
function closeOnSignals(app: FastifyInstance, requests: Drain): void {
  closeWithGrace(
    {
      delay: SHUTDOWN_TIMEOUT_MS,
      onSecondSignal: (signal) => console.error(`Procuration en Ligne : second ${signal}, arrêt immédiat`),
      onTimeout: (delay) => console.error(`Procuration en Ligne : arrêt forcé après ${delay} ms`),
    },
    async ({ err }) => {
      if (err) console.error(err);
      await requests.drain();
      await app.close();
    },
  );
}

try {
  await start();
} catch (error) {
  // The message says what to fix (a ConfigError names each bad variable); Vite has already printed its own details.
  console.error(error instanceof Error ? error.message : String(error));
  // Now, even if a stalled connection is still open somewhere.
  process.exit(1);
}
