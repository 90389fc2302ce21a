/** The free mode (the default, Reading A) has no API, no checkout page and no payment marker. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openServerRuntime } from './server-runtime.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><head><title>Générateur de Procuration</title></head><body></body></html>';
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'procuration-free-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  app = buildApp({ distDir });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

test('the page is served byte for byte, without the payment-mode marker', async () => {
  const response = await app.inject('/?success=true&pdfDataId=x&session_id=cs_sim_1');
  expect(response.body).toBe(INDEX_HTML);
  expect(response.body).not.toContain('payment-mode');
});

test.each([
  ['POST', '/api/pdf-data'],
  ['POST', '/api/create-checkout-session'],
  ['GET', '/api/pdf-data/00000000-0000-4000-8000-000000000000?session_id=cs_sim_1'],
  ['DELETE', '/api/pdf-data/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/stripe/webhook'],
  ['GET', '/paiement-simule/cs_sim_1'],
  ['POST', '/paiement-simule/cs_sim_1/payer'],
  ['GET', '/paiement-simule.css'],
] as const)('%s %s is the 404 page', async (method, url) => {
  const response = await app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: method === 'GET' ? undefined : '{}',
  });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('Page introuvable');
});

test('opens no provider, and a database that cannot be opened does not stop it', async () => {
  const runtime = await openServerRuntime(loadConfig({ PAYMENT_MODE: 'off', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }));
  expect(runtime.payment).toBeUndefined();
  expect(runtime.relay).toBeUndefined();
});
