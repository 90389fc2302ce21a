/**
 * The HTTP application, built by a factory and never listening here: `start.ts` listens, tests
 * call `app.inject()`. Serves the built page at "/", Vite's hashed files under "/assets/" with a
 * long immutable cache, the other files Vite copies to the root of dist, and a French 404 page
 * for everything else (specification §12–§13). With `payment` (PAYMENT_MODE simulated or stripe) it adds
 * the payment API, the simulated checkout page and the page's payment-mode marker (specification §17);
 * without it, none of them exists. `/healthz` and `/readyz` answer in both modes (specification §19).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readAccepterHtml, readIndexHtml, readSignerHtml, withPaymentMode, withSignatureRelay } from './pages/index-page.ts';
import { ACCEPTANCE_PATH, SIGNER_PATH } from '../src/contract/signature-relay.ts';
import { type SignatureRelayOptions, signatureRelayRoutes } from './routes/signature-relay-routes.ts';
import { LEGAL_NOTICE_PATH, legalNoticeHtml } from './pages/legal-notice-page.ts';
import { SOURCES_PAGE_FILE, SOURCES_PATH } from './pages/sources-page-file.ts';
import { NOT_FOUND_CSS, NOT_FOUND_HTML, NOT_FOUND_STYLESHEET_PATH } from './pages/not-found-page.ts';
import { compressedPage } from './pages/compressed-page.ts';
import { answerClientError, answerFrameworkError, answerRequestError } from './client-errors.ts';
import { type Clock, systemClock } from './kernel/clock.ts';
import type { PublisherConfig, TrustProxy } from './config.ts';
import { RequestLines, withLogRules } from './logging.ts';
import type { ConfiguredProvider } from './payments/payment-provider.ts';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions, registerRateLimit } from './rate-limit.ts';
import type { SharedCounters } from './rate-limit-counters.ts';
import { API_MESSAGES, unavailable } from './kernel/api-messages.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { paidRecords } from './record/paid-record.ts';
import { pdfDataRoutes } from './routes/pdf-data-routes.ts';
import { simulatedCheckoutRoutes } from './routes/simulated-checkout-routes.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook-routes.ts';
import { addSecurityHeaders, inlineHashes } from './security-headers.ts';
import type { PdfDataStore } from './store/pdf-data-store.ts';
import { StoreUnavailableError } from './store/store-unavailable.ts';
import { CLIENT_REQUEST_TIMEOUT_MS, CLIENT_TIMEOUT_CHECK_INTERVAL_MS, type PaymentBounds } from './kernel/timeouts.ts';
import { type Instruments, NO_INSTRUMENTS } from './observability/instruments.ts';
import { type LoadSheddingConfig, registerLoadShedding } from './observability/load-shedding.ts';

/** Request bodies above this are refused with 413 (specification §18). */
export const BODY_LIMIT_BYTES = 512 * 1024;

/** Hashed file names change with their content: browsers may keep them for a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page and unhashed files: browsers revalidate (ETag, Last-Modified) before each use. */
export const REVALIDATE_CACHE = 'no-cache';
const NOT_FOUND_STYLESHEET_CACHE = 'public, max-age=3600';
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;
const STATIC_FILES_ROUTE = '/*';

/** Reading B (specification §11, §17): the store, the provider and what the routes need besides. */
export type PaymentOptions = {
  store: PdfDataStore;
  provider: ConfiguredProvider;
  /** Prefixes the absolute return addresses. */
  publicUrl: string;
  recordTtlSeconds: number;
  /** Shown on the simulated checkout page when set. */
  priceCents?: number | undefined;
  /** Tests pass their own clock to reach expiry without waiting. */
  clock?: Clock;
  rateLimit?: RateLimitOptions;
  /** REDIS_URL: counters shared by every instance; absent, this process counts alone. */
  counters?: SharedCounters | undefined;
  /** The promised ones unless a test that waits for them gives shorter ones (docs/decisions/242). */
  bounds?: PaymentBounds;
};

export type AppOptions = {
  /** The folder Vite built: `index.html`, `assets/`, and the files copied from `public/`. */
  distDir: string;
  /** Given options get the log rules of logging.ts (one line per request, no form data). */
  logger?: FastifyServerOptions['logger'];
  /** TRUST_PROXY: whose X-Forwarded-For gives the client's address (rate limit, logs); off by default. */
  trustProxy?: TrustProxy;
  /** Absent: the free mode, Reading A, with no API at all. */
  payment?: PaymentOptions | undefined;
  /** Shown on the mentions légales page; absent, every line says it is not given. */
  publisher?: PublisherConfig;
  /** Metrics and traces (server/observability); absent, nothing is measured. */
  instruments?: Instruments;
  /** Past these thresholds the payment API answers 503 (docs/decisions/081); absent, nothing is shed. */
  loadShedding?: LoadSheddingConfig | undefined;
  /** The signature relay to a phone, in any mode (docs/decisions/090); absent, neither its API nor /signer exists. */
  relay?: SignatureRelayOptions | undefined;
  /**
   * How long a client's request may take to arrive whole: CLIENT_REQUEST_TIMEOUT_MS, the bound the operator is
   * promised, unless a test that waits for it gives a shorter one (docs/decisions/242).
   */
  clientRequestTimeoutMs?: number;
};

const NO_PUBLISHER: PublisherConfig = { name: undefined, address: undefined, contact: undefined, hostingProvider: undefined };

export function buildApp({
  distDir,
  logger = false,
  trustProxy = false,
  payment,
  publisher = NO_PUBLISHER,
  instruments = NO_INSTRUMENTS,
  loadShedding,
  relay,
  clientRequestTimeoutMs = CLIENT_REQUEST_TIMEOUT_MS,
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: withLogRules(logger),
    logController: new RequestLines(),
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: clientRequestTimeoutMs,
    // Node looks for requests past their time every this long (its default, 30 s, doubled the bound); headers get the same bound.
    http: { connectionsCheckingInterval: CLIENT_TIMEOUT_CHECK_INTERVAL_MS, headersTimeout: clientRequestTimeoutMs },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Once, before any route: each route that costs something asks for its limit (rate-limit.ts).
  registerRateLimit(app, payment?.counters);
  if (loadShedding) registerLoadShedding(app, loadShedding);
  instruments.register?.(app);
  const assetsDir = path.join(distDir, 'assets');

  const builtPage = readIndexHtml(distDir);
  // With a relay the page is told so by a `<meta>`, in every mode (docs/decisions/092); the free mode without one serves the file untouched.
  const pageHtml = relay && builtPage !== undefined ? withSignatureRelay(builtPage) : builtPage;
  const signerHtml = relay ? readSignerHtml(distDir) : undefined;
  const accepterHtml = relay ? readAccepterHtml(distDir) : undefined;
  addSecurityHeaders(app, inlineHashes([pageHtml ?? '', signerHtml ?? '', accepterHtml ?? '']));

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

  app.register(healthRoutes, { store: payment?.store });

  if (payment) {
    registerPaymentMode(app, pageHtml, payment, instruments);
  } else if (relay) {
    const page = pageHtml === undefined ? undefined : compressedPage(pageHtml);
    app.get('/', (request, reply) => {
      if (page === undefined) return reply.callNotFound();
      return page.send(request, reply.header('cache-control', REVALIDATE_CACHE));
    });
  } else {
    // Query strings (?success=true&pdfDataId=…, ?canceled=true) reach the page unchanged.
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  }
  // The page has one address: "/"; the phone's page one too: "/signer".
  app.get('/index.html', (_request, reply) => reply.callNotFound());
  app.get('/signer.html', (_request, reply) => reply.callNotFound());
  app.get('/accepter.html', (_request, reply) => reply.callNotFound());

  if (relay) {
    app.register(signatureRelayRoutes, relay);
    const signerPage = signerHtml === undefined ? undefined : compressedPage(signerHtml);
    app.get(SIGNER_PATH, (request, reply) => {
      if (signerPage === undefined) return reply.callNotFound();
      return signerPage.send(request, reply.header('cache-control', REVALIDATE_CACHE));
    });
    // The mandataire's page (docs/decisions/218): its key stays in the fragment, never sent here.
    const accepterPage = accepterHtml === undefined ? undefined : compressedPage(accepterHtml);
    app.get(ACCEPTANCE_PATH, (request, reply) => {
      if (accepterPage === undefined) return reply.callNotFound();
      return accepterPage.send(request, reply.header('cache-control', REVALIDATE_CACHE));
    });
  }

  // Who publishes and hosts the service, from the configuration, and what is kept in this mode (docs/decisions/044, 071).
  const legalNotice = compressedPage(
    legalNoticeHtml(
      publisher,
      payment
        ? { mode: payment.provider.name, recordTtlSeconds: payment.recordTtlSeconds, signatureRelay: relay !== undefined }
        : { mode: 'free', signatureRelay: relay !== undefined },
    ),
  );
  app.get(LEGAL_NOTICE_PATH, (request, reply) => legalNotice.send(request, reply.header('cache-control', REVALIDATE_CACHE)));

  // Every rule the product applies and its sources, written at build time from the legal content files (docs/decisions/070).
  app.get(SOURCES_PATH, (_request, reply) => reply.header('cache-control', REVALIDATE_CACHE).sendFile(SOURCES_PAGE_FILE));

  app.get(NOT_FOUND_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', NOT_FOUND_STYLESHEET_CACHE).send(NOT_FOUND_CSS),
  );

  const notFound = compressedPage(NOT_FOUND_HTML);
  app.setNotFoundHandler((request, reply) => notFound.send(request, reply.code(404).header('cache-control', REVALIDATE_CACHE)));

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // The database is unreachable or stalled (the Stripe webhook, the simulated checkout page): 503, Retry-After.
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error }, 'Base de données indisponible');
      return unavailable(reply, API_MESSAGES.databaseUnavailable);
    }
    const statusCode = error.statusCode ?? 500;
    // What the static files refuse (`..`, `//`, a folder such as `/assets/`) is one more page that does not exist.
    if (statusCode === 403 && request.routeOptions.url === STATIC_FILES_ROUTE) return reply.callNotFound();
    // Reading the request failed (a form body too large or of another type), or the rate limit refused it: French, no echo.
    if (statusCode < 500) return answerRequestError(request, reply, statusCode);
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne du serveur' });
  });

  return app;
}

function registerPaymentMode(app: FastifyInstance, pageHtml: string | undefined, payment: PaymentOptions, instruments: Instruments): void {
  const { store, provider, publicUrl, clock = systemClock } = payment;

  // The page, told which mode it runs in (index-page.ts).
  const page = pageHtml === undefined ? undefined : compressedPage(withPaymentMode(pageHtml, provider.name, payment.recordTtlSeconds));
  app.get('/', (request, reply) => {
    if (page === undefined) return reply.callNotFound();
    return page.send(request, reply.header('cache-control', REVALIDATE_CACHE));
  });

  const counted = paidRecords({ store, provider, clock, recordTtlMs: payment.recordTtlSeconds * 1000, bounds: payment.bounds });
  const records = instruments.records?.(counted) ?? counted;
  app.register(pdfDataRoutes, { records, rateLimit: payment.rateLimit ?? DEFAULT_RATE_LIMIT });

  // Each provider brings its own routes: the simulated checkout page, or Stripe's webhook.
  switch (provider.name) {
    case 'simulated':
      app.register(simulatedCheckoutRoutes, {
        records,
        publicUrl,
        priceCents: payment.priceCents,
        rateLimit: payment.rateLimit ?? DEFAULT_RATE_LIMIT,
      });
      break;
    case 'stripe':
      // Not rate-limited: Stripe calls from few addresses, and the signature check refuses forgeries cheaply (docs/decisions/028).
      app.register(stripeWebhookRoutes, { records, provider });
      break;
  }
}

/**
 * TRUST_PROXY for Fastify. A hop count keeps its usual meaning (the nearest `hops` addresses are
 * proxies), which Fastify 5.12 no longer gives a number: like `true`, it is for a server that only
 * its proxies can reach (docs/decisions/028).
 */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
