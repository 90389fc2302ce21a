/**
 * A payment-mode app for tests: a built page in a temporary folder, a SQLite store in another, a
 * clock the test moves, and the simulated provider unless the test passes its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { type CheckoutRequest, createdRecordSchema } from '../../src/contract/payment-api.ts';
import { buildApp, type PaymentOptions } from '../app.ts';
import type { TrustProxy } from '../config.ts';
import type { ConfiguredProvider } from '../payments/payment-provider.ts';
import { createSimulatedProvider } from '../payments/simulated-provider.ts';
import { openDatabase } from '../store/open-database.ts';
import { migrateToLatest } from '../store/migrations.ts';
import { createPdfDataStore, type PdfDataStore } from '../store/pdf-data-store.ts';
import { createSqliteDatabase, type TestDatabase } from '../store/test-databases.test-helper.ts';
import type { Instruments } from '../observability/instruments.ts';
import type { LoadSheddingConfig } from '../observability/load-shedding.ts';
import { aStoredForm, ONE_PIXEL_PNG } from '../../src/domain/test-factory.test-helper.ts';

export const TEST_PUBLIC_URL = 'https://procuration.example.fr';
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>Générateur de Procuration</title></head><body><div id="root"></div></body></html>';
export const START = new Date('2026-11-22T09:00:00Z');

export const VALID_FORM: StoredForm = aStoredForm({
  grantor: { email: 'jean.dupont@example.fr' },
  authorizedOperations: ["Retrait d'argent", 'Consultation de solde'],
  signature: ONE_PIXEL_PNG,
});

export type PaymentTestApp = {
  app: FastifyInstance;
  /** Where the store lives: a fresh SQLite file unless the test passed its own database. */
  database: TestDatabase;
  /** What the server logged (warn and above, or from `logLevel`), one JSON object a line. */
  logs: Record<string, unknown>[];
  store: PdfDataStore;
  clock: { now: Date; advance: (ms: number) => void };
  /** The built page's folder the app serves (a bare index.html). */
  distDir: string;
  close: () => Promise<void>;
};

export async function createPaymentTestApp(
  overrides: Partial<Pick<PaymentOptions, 'recordTtlSeconds' | 'rateLimit' | 'priceCents' | 'counters' | 'bounds'>> & {
    provider?: ConfiguredProvider;
    /**
     * SQLite's checkpoint worker, a process of its own that a paid-mode server always runs (docs/decisions/023,
     * 131): off unless asked. The routes' rules do not depend on it, and forking and stopping a process for every
     * test cost most of a test's time; its own tests are in store/sqlite/ and every test that starts a real server
     * process runs it.
     */
    backgroundCheckpoints?: boolean;
    /** Dropped on close like the default one. */
    database?: TestDatabase;
    trustProxy?: TrustProxy;
    /** 'info' also keeps the one line per request. */
    logLevel?: 'info' | 'warn';
    /** What the routes get in place of the real store (a store that fails, say); `store` stays the real one. */
    wrapStore?: (store: PdfDataStore) => PdfDataStore;
    /** Metrics or traces around the store, the provider and the record's rules, as start.ts puts them. */
    instruments?: Required<Instruments>;
    loadShedding?: LoadSheddingConfig;
  } = {},
): Promise<PaymentTestApp> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'procuration-dist-'));
  await writeFile(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
  const database = overrides.database ?? (await createSqliteDatabase());
  const db = openDatabase(database.location, { backgroundCheckpoints: overrides.backgroundCheckpoints ?? false });
  await migrateToLatest(db);
  const store = createPdfDataStore(db, database.location.engine);
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const logs: Record<string, unknown>[] = [];
  const instrumented = overrides.instruments;
  const routeStore = overrides.wrapStore ? overrides.wrapStore(store) : store;
  const provider = overrides.provider ?? createSimulatedProvider({ publicUrl: TEST_PUBLIC_URL });
  const app = buildApp({
    distDir,
    logger: {
      level: overrides.logLevel ?? 'warn',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
    trustProxy: overrides.trustProxy ?? false,
    ...(instrumented && { instruments: instrumented }),
    loadShedding: overrides.loadShedding,
    payment: {
      store: instrumented ? instrumented.store(routeStore) : routeStore,
      counters: overrides.counters,
      provider: instrumented ? instrumented.provider(provider) : provider,
      publicUrl: TEST_PUBLIC_URL,
      recordTtlSeconds: overrides.recordTtlSeconds ?? 3600,
      priceCents: overrides.priceCents,
      // A generous limit unless the test asks for one (or, passing undefined, for the default).
      rateLimit: 'rateLimit' in overrides ? overrides.rateLimit : { max: 1000, timeWindowMs: 60_000 },
      clock: () => clock.now,
      ...(overrides.bounds && { bounds: overrides.bounds }),
    },
  });
  return {
    app,
    database,
    logs,
    store,
    clock,
    distDir,
    close: async () => {
      await app.close();
      await store.close();
      await database.drop();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

/** The owner's secret of every record `createRecord` made, as the page keeps it in its tab (docs/decisions/110). */
const ownerTokens = new Map<string, string>();

/** POST /api/pdf-data with a valid form; returns the new id, and keeps its owner's secret for `checkoutBody`. */
export async function createRecord(app: FastifyInstance, includeSignature = true, form: StoredForm = VALID_FORM): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: form, include_signature: includeSignature } });
  if (response.statusCode !== 201) throw new Error(`POST /api/pdf-data: ${response.statusCode} ${response.body}`);
  const created = createdRecordSchema.parse(response.json());
  ownerTokens.set(created.id, created.ownerToken);
  return created.id;
}

/** The body of POST /api/create-checkout-session for a record `createRecord` made (or whose token is given), as its owner sends it. */
export function checkoutBody(pdfDataId: string, ownerToken = ownerTokens.get(pdfDataId)): CheckoutRequest {
  if (ownerToken === undefined) throw new Error('checkoutBody: a record createRecord did not make');
  return { pdfDataId, ownerToken };
}

/** POST /api/create-checkout-session; returns the checkout url and its session id (the url's last segment for the simulated page). */
export async function createSession(
  app: FastifyInstance,
  pdfDataId: string,
  ownerToken?: string,
): Promise<{ url: string; sessionId: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(pdfDataId, ownerToken) });
  if (response.statusCode !== 200) throw new Error(`POST /api/create-checkout-session: ${response.statusCode} ${response.body}`);
  const { url } = response.json<{ url: string }>();
  return { url, sessionId: new URL(url).pathname.split('/').pop() ?? '' };
}
