/**
 * The relay never holds what payments need (docs/decisions/190): on two server processes sharing one
 * PostgreSQL database, a burst of relay deposits sent together with paid creations and checkouts
 * leaves every paid request answered.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';

const DEPOSITS = 100;
const PAID_OF_EACH_KIND = 20;
const FORM = aStoredForm({ duration: '1 an', endDate: '2031-03-01', authorizedOperations: ['Consultation de solde'] });
/** A drawing of 100,000 characters: the 100 deposits fit in the relay's room together. */
const CIPHERTEXT = 'Q'.repeat(100_000);
/** Each phone on a network of its own, as the trusted proxy reports it. */
const phone = (index: number) => ({ 'x-forwarded-for': `10.${Math.floor(index / 250)}.${index % 250}.7` });

const send = (url: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.skipIf(!TEST_DATABASE_URL)(
  `relay deposits beside paid requests on two PostgreSQL processes${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`,
  () => {
    let database: TestDatabase;
    const servers: ServerProcess[] = [];
    /** The process that serves request number `index`, alternating. */
    const server = (index: number) => servers[index % servers.length]?.url ?? '';

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const env = {
        PAYMENT_MODE: 'simulated',
        DATABASE_URL: database.env.DATABASE_URL ?? '',
        // One test address sends every paid request: the limit per address is not what is measured here.
        RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: '1',
      };
      servers.push(await startServer(env), await startServer(env));
    }, 2 * READY_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all(servers.map((each) => stopServer(each)));
      await database.drop();
    });

    const create = (index: number) => send(`${server(index)}/api/pdf-data`, 'POST', { data: FORM, include_signature: false });

    test(`${DEPOSITS} deposits sent with ${PAID_OF_EACH_KIND} checkouts and ${PAID_OF_EACH_KIND} creations: every paid request succeeds`, async () => {
      const exchanges: string[] = [];
      for (let index = 0; index < DEPOSITS; index += 1) {
        const opened = await send(`${server(index)}/api/signature-exchanges`, 'POST', {}, phone(index));
        expect(opened.status).toBe(201);
        exchanges.push(((await opened.json()) as { id: string }).id);
      }
      const records: { id: string; ownerToken: string }[] = [];
      for (let index = 0; index < PAID_OF_EACH_KIND; index += 1) {
        const created = await create(index);
        expect(created.status).toBe(201);
        records.push((await created.json()) as { id: string; ownerToken: string });
      }

      const deposits = exchanges.map((id, index) =>
        send(`${server(index)}/api/signature-exchanges/${id}`, 'PUT', { ciphertext: CIPHERTEXT }, phone(index)),
      );
      const checkouts = records.map((record, index) =>
        send(`${server(index + 1)}/api/create-checkout-session`, 'POST', { pdfDataId: record.id, ownerToken: record.ownerToken }),
      );
      const creations = Array.from({ length: PAID_OF_EACH_KIND }, (_, index) => create(index));
      const [depositStatuses, checkoutStatuses, creationStatuses] = await Promise.all(
        [deposits, checkouts, creations].map(async (requests) => (await Promise.all(requests)).map((answer) => answer.status)),
      );

      const succeeded = (statuses: number[] | undefined, status: number) => statuses?.filter((each) => each === status).length;
      expect({
        checkouts: succeeded(checkoutStatuses, 200),
        creations: succeeded(creationStatuses, 201),
        deposits: succeeded(depositStatuses, 204),
      }).toEqual({ checkouts: PAID_OF_EACH_KIND, creations: PAID_OF_EACH_KIND, deposits: DEPOSITS });
    }, 120_000);
  },
);
