/**
 * Several server instances behind a load balancer share one PostgreSQL database (specification §12):
 * a record created through one process is paid and released through another.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';

const FORM = aStoredForm({ duration: '1 an', endDate: '2031-03-01', authorizedOperations: ['Consultation de solde'] });

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!TEST_DATABASE_URL)(
  `two server processes on one PostgreSQL database${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`,
  () => {
    let database: TestDatabase;
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const databaseUrl = database.env.DATABASE_URL ?? '';
      first = await startServer({ PAYMENT_MODE: 'simulated', DATABASE_URL: databaseUrl });
      second = await startServer({ PAYMENT_MODE: 'simulated', DATABASE_URL: databaseUrl });
    }, 2 * READY_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all([stopServer(first), stopServer(second)]);
      await database.drop();
    });

    test('a record created through one is paid and released through the other, then deleted for both', async () => {
      if (!first || !second) throw new Error('servers not started');
      const created = await postJson(`${first.url}/api/pdf-data`, { data: FORM, include_signature: false });
      expect(created.status).toBe(201);
      const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
      const checkout = await postJson(`${first.url}/api/create-checkout-session`, { pdfDataId: id, ownerToken });
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
  },
);
