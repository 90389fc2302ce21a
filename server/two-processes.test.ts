/**
 * Several server instances behind a load balancer share one PostgreSQL database (DESIGN.md §2):
 * a record created through one process is paid and released through another.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';

const START = path.join(import.meta.dirname, 'start.ts');
/** The first process may have to build the page. */
const READY_TIMEOUT_MS = 180_000;

const FORM = {
  grantor: { firstName: 'Jean', lastName: 'Dupont', birthDate: '1990-05-15', address: '12 rue de la Paix', postalCode: '75002', city: 'Paris', phone: '06 12 34 56 78', email: '' },
  attorney: { firstName: 'Élodie', lastName: 'Martin', birthDate: '1985-11-02', address: '3 avenue Jean Jaurès', postalCode: '69007', city: 'Lyon', phone: '07 98 76 54 32', email: '' },
  type: 'Bancaire',
  customType: '',
  duration: '1 an',
  startDate: '2025-03-01',
  endDate: '2026-03-01',
  authorizedOperations: ['Consultation de solde'],
  customOperation: '',
  signature: null,
};

type Server = { url: string; process: ChildProcess; output: () => string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `npm start`'s entry point in simulated payment mode on `databaseUrl`; resolves once it listens. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PAYMENT_MODE: 'simulated', DATABASE_URL: databaseUrl, PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), READY_TIMEOUT_MS);
    const check = () => {
      if (output.includes(`Procuration en Ligne: ${url}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { url, process: child, output: () => output };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!TEST_DATABASE_URL)(`two server processes on one PostgreSQL database${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`, () => {
  let database: TestDatabase;
  let first: Server | undefined;
  let second: Server | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const databaseUrl = database.env.DATABASE_URL ?? '';
    first = await startServer(databaseUrl);
    second = await startServer(databaseUrl);
  }, 2 * READY_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    await database.drop();
  });

  test('a record created through one is paid and released through the other, then deleted for both', async () => {
    if (!first || !second) throw new Error('servers not started');
    const created = await postJson(`${first.url}/api/pdf-data`, { data: FORM, include_signature: false });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const checkout = await postJson(`${first.url}/api/create-checkout-session`, { pdfDataId: id });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url.startsWith(`${first.url}/paiement-simule/cs_sim_`)).toBe(true);
    const checkoutPath = new URL(url).pathname;
    const sessionId = checkoutPath.split('/').pop() ?? '';

    // The other process knows the session, shows its page and records the payment.
    const page = await fetch(`${second.url}${checkoutPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Paiement simulé');
    expect((await fetch(`${second.url}/api/pdf-data/${id}?session_id=${sessionId}`)).status).toBe(402);
    const paid = await fetch(`${second.url}${checkoutPath}/payer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${second.url}/?success=true&pdfDataId=${id}&session_id=${sessionId}`);

    const released = await fetch(`${second.url}/api/pdf-data/${id}?session_id=${sessionId}`);
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ data: FORM, include_signature: false });
    // Both see the same record.
    expect((await fetch(`${first.url}/api/pdf-data/${id}?session_id=${sessionId}`)).status).toBe(200);

    expect((await fetch(`${second.url}/api/pdf-data/${id}?session_id=${sessionId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${first.url}/api/pdf-data/${id}?session_id=${sessionId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${first.url}/api/pdf-data/${id}?session_id=${sessionId}`)).status).toBe(404);
  });
});
