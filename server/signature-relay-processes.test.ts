/**
 * The signature relay across server processes sharing one PostgreSQL database, in the free mode
 * (docs/decisions/090): the phone's deposit reaches one process, the page picks it up from the other.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';

const CIPHERTEXT = 'Z'.repeat(64);

describe.skipIf(!TEST_DATABASE_URL)(
  `the signature relay on two server processes${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`,
  () => {
    let database: TestDatabase;
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const env = { PAYMENT_MODE: 'off', DATABASE_URL: database.env.DATABASE_URL ?? '' };
      first = await startServer(env);
      second = await startServer(env);
    }, 2 * READY_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all([stopServer(first), stopServer(second)]);
      await database.drop();
    });

    test('an exchange opened on one is sent to it and received from the other, once', async () => {
      if (!first || !second) throw new Error('servers not started');
      const created = await fetch(`${first.url}/api/signature-exchanges`, { method: 'POST' });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const sent = await fetch(`${first.url}/api/signature-exchanges/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ciphertext: CIPHERTEXT }),
      });
      expect(sent.status).toBe(204);
      const received = await fetch(`${second.url}/api/signature-exchanges/${id}`);
      expect(await received.json()).toMatchObject({ status: 'delivered', ciphertext: CIPHERTEXT });
      expect((await fetch(`${first.url}/api/signature-exchanges/${id}`)).status).toBe(404);
      // Both serve the phone's page and tell the page a relay is there.
      expect((await fetch(`${second.url}/signer`)).status).toBe(200);
      expect(await (await fetch(`${first.url}/`)).text()).toContain('name="signature-relay"');
    });
  },
);
