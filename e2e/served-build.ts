/**
 * For the offline and update tests (docs/decisions/036): a build served by the real application
 * (server/app.ts, free mode) inside the test's own process, on a port of its own, so a test can stop
 * it ("the network is gone", "a new version is deployed") without touching the shared server; a
 * second, slightly different build made with Vite's API; and waits on the page's service worker.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { registerLegalContent } from '../server/legal-content-loader.ts';
import { expect } from './fixtures.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
/** The build the shared server serves: playwright.config.ts's webServer makes it before any test runs. */
export const PROJECT_DIST = path.join(PROJECT_ROOT, 'dist');

export interface ServedBuild {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves `distDir` on 127.0.0.1:`port` (a free port when 0) until `close()`. */
export async function serveBuild(distDir: string, port = 0): Promise<ServedBuild> {
  const app: FastifyInstance = (await loadServer()).buildApp({ distDir });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, port: address.port, close: () => goAway(app) };
}

/**
 * "The network is gone": every connection is cut at once, a response still being sent included. A
 * graceful close would wait for that response, and a reader that stopped reading it (the service worker
 * of a page on a busy machine) kept the offline test waiting until its limit.
 */
async function goAway(app: FastifyInstance): Promise<void> {
  const closed = app.close();
  app.server.closeAllConnections();
  await closed;
}

/**
 * A second production build of the same sources into `outDir`, whose page carries
 * `<meta name="build" content="{marker}">`: a new index.html, hence a new precache list and a new sw.js.
 */
export async function buildVariant(outDir: string, marker: string): Promise<void> {
  const markPage: Plugin = {
    name: 'e2e:mark-build',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('</head>', `<meta name="build" content="${marker}" /></head>`),
  };
  // As `npm start` builds (server/build/ensure-build.ts): a production build, whatever this process inherited.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      root: PROJECT_ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [markPage],
    });
  } finally {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
}

/** The page's service worker has installed (the whole precache is stored) and activated. */
export async function expectServiceWorkerActivated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
}

let server: Promise<typeof import('../server/app.ts')> | undefined;

/**
 * The server's app, loaded as `server/start.ts` loads it: the legal content's modules registered
 * first, since the domain it checks forms with imports them (docs/decisions/106).
 */
function loadServer(): Promise<typeof import('../server/app.ts')> {
  server ??= (() => {
    registerLegalContent();
    return import('../server/app.ts');
  })();
  return server;
}
