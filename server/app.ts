/**
 * The HTTP application, built by a factory and never listening here: `start.ts` listens, tests
 * call `app.inject()`. Serves the built page at "/", Vite's hashed files under "/assets/" with a
 * long immutable cache, the other files Vite copies to the root of dist, and a French 404 page
 * for everything else (DESIGN.md §2–§3). With `payment` (PAYMENT_MODE simulated or stripe) it adds
 * the payment API, the simulated checkout page and the page's payment-mode marker (DESIGN.md §7);
 * without it, none of them exists.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readIndexHtml, withPaymentMode } from './index-page.ts';
import { NOT_FOUND_CSS, NOT_FOUND_HTML, NOT_FOUND_STYLESHEET_PATH } from './not-found-page.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { StripeProvider } from './payments/stripe-provider.ts';
import { type Clock, DEFAULT_RATE_LIMIT, pdfDataRoutes, type RateLimitOptions } from './routes/pdf-data-routes.ts';
import { simulatedCheckoutRoutes } from './routes/simulated-checkout-routes.ts';
import { addSecurityHeaders, inlineStyleHashes } from './security-headers.ts';
import type { PdfDataStore } from './store/pdf-data-store.ts';

/** Request bodies above this are refused with 413 (DESIGN.md §8). */
export const BODY_LIMIT_BYTES = 512 * 1024;
/** A request must arrive whole within this time, so slow clients cannot hold connections open. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Hashed file names change with their content: browsers may keep them for a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page and unhashed files: browsers revalidate (ETag, Last-Modified) before each use. */
export const REVALIDATE_CACHE = 'no-cache';
const NOT_FOUND_STYLESHEET_CACHE = 'public, max-age=3600';
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;
const STATIC_FILES_ROUTE = '/*';

/** Reading B (DESIGN.md §1, §7): the store, the provider and what the routes need besides. */
export type PaymentOptions = {
  store: PdfDataStore;
  provider: PaymentProvider | StripeProvider;
  /** Prefixes the absolute return addresses. */
  publicUrl: string;
  recordTtlSeconds: number;
  /** Shown on the simulated checkout page when set. */
  priceCents?: number | undefined;
  /** Tests pass their own clock to reach expiry without waiting. */
  clock?: Clock;
  rateLimit?: RateLimitOptions;
};

export type AppOptions = {
  /** The folder Vite built: `index.html`, `assets/`, and the files copied from `public/`. */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Absent: the free mode, Reading A, with no API at all. */
  payment?: PaymentOptions | undefined;
};

export function buildApp({ distDir, logger = false, payment }: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, requestTimeout: REQUEST_TIMEOUT_MS });
  const assetsDir = path.join(distDir, 'assets');

  const pageHtml = readIndexHtml(distDir);
  addSecurityHeaders(app, inlineStyleHashes(pageHtml ?? ''));

  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    redirect: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    // The `.br`/`.gz` copies are sent in place of their original, never under their own name.
    allowedPath: (pathname) => !PRECOMPRESSED_COPY.test(pathname),
    setHeaders(reply, filePath) {
      reply.header('cache-control', isInside(assetsDir, filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });

  if (payment) {
    registerPaymentMode(app, pageHtml, payment);
  } else {
    // Query strings (?success=true&pdfDataId=…, ?canceled=true) reach the page unchanged.
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  }
  // The page has one address: "/".
  app.get('/index.html', (_request, reply) => reply.callNotFound());

  app.get(NOT_FOUND_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', NOT_FOUND_STYLESHEET_CACHE).send(NOT_FOUND_CSS),
  );

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/html; charset=utf-8').header('cache-control', REVALIDATE_CACHE).send(NOT_FOUND_HTML),
  );

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    // What the static files refuse (`..`, `//`, a folder such as `/assets/`) is one more page that does not exist.
    if (statusCode === 403 && request.routeOptions.url === STATIC_FILES_ROUTE) return reply.callNotFound();
    if (statusCode < 500) return reply.send(error);
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne du serveur' });
  });

  return app;
}

function registerPaymentMode(app: FastifyInstance, pageHtml: string | undefined, payment: PaymentOptions): void {
  const { store, provider, publicUrl, clock = () => new Date() } = payment;
  const mode = provider.name;

  // The page, told which mode it runs in (index-page.ts).
  const page = pageHtml === undefined ? undefined : withPaymentMode(pageHtml, mode, payment.recordTtlSeconds);
  app.get('/', (_request, reply) => {
    if (page === undefined) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE_CACHE).send(page);
  });

  app.register(pdfDataRoutes, {
    store,
    provider,
    clock,
    recordTtlMs: payment.recordTtlSeconds * 1000,
    rateLimit: payment.rateLimit ?? DEFAULT_RATE_LIMIT,
  });

  if (mode === 'simulated') {
    app.register(simulatedCheckoutRoutes, { store, clock, publicUrl, priceCents: payment.priceCents });
  }
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
