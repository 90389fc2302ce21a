/**
 * Twenty checkouts of one record asked at the same moment, through two server processes sharing
 * one database, on SQLite and on PostgreSQL, with the simulated provider and with a local server
 * that answers as Stripe does (an Idempotency-Key repeated gets the first answer again): every
 * answer is the one open session's page, no second session is opened, and nothing answers 5xx
 * (docs/decisions/037).
 */
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';
import { FakeStripe } from './payments/fake-stripe.test-helper.ts';
import { READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from './server-process.test-helper.ts';
import { openDatabase } from './store/open-database.ts';
import type { Database } from './store/schema.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from './store/test-databases.test-helper.ts';

const SIMULTANEOUS_CHECKOUTS = 20;
const RECORDS = 3;
const FORM = aStoredForm({ authorizedOperations: ['Consultation de solde'] });

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const PROVIDERS = ['simulated', 'stripe'] as const;
const CASES = ENGINES.flatMap((engine) => PROVIDERS.map((provider) => ({ engine, provider })));

describe.each(CASES)('$provider on $engine.name, two processes', ({ engine, provider }) => {
  const skip = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  const stripe = new FakeStripe();
  let database: TestDatabase;
  let db: Kysely<Database>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (skip) return;
    database = await engine.create();
    const env: Record<string, string> = { ...database.env, PAYMENT_MODE: provider, RATE_LIMIT_PER_MINUTE: '100000' };
    if (provider === 'stripe') {
      const port = await stripe.start();
      Object.assign(env, {
        STRIPE_SECRET_KEY: 'sk_test_local123',
        STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
        PRICE_CENTS: '490',
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      });
    }
    servers.push(await startServer(env), await startServer(env));
    db = openDatabase(database.location);
  }, 3 * READY_TIMEOUT_MS);

  afterAll(async () => {
    if (skip) return;
    await Promise.all(servers.map(stopServer));
    await db.destroy();
    await database.drop();
    if (provider === 'stripe') await stripe.stop();
  });

  test.skipIf(skip)(
    `${SIMULTANEOUS_CHECKOUTS} checkouts of one record at once: one session, its page for all, no 5xx${skip ? ` (${POSTGRES_SKIP_REASON})` : ''}`,
    async () => {
      const sessionsPerRecord: number[] = [];
      const answeredUrls: boolean[] = [];
      let serverErrors = 0;
      const problems: string[] = [];
      for (let record = 0; record < RECORDS; record += 1) {
        const created = await postJson(`${servers[0]?.url}/api/pdf-data`, { data: FORM, include_signature: false });
        expect(created.status).toBe(201);
        const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
        const answers = await Promise.all(
          Array.from({ length: SIMULTANEOUS_CHECKOUTS }, async (_, index) => {
            const response = await postJson(`${servers[index % 2]?.url}/api/create-checkout-session`, { pdfDataId: id, ownerToken });
            return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
          }),
        );
        const sessions = await db.selectFrom('checkout_sessions').select('url').where('record_id', '=', id).execute();
        sessionsPerRecord.push(sessions.length);
        serverErrors += answers.filter((answer) => answer.status >= 500).length;
        for (const answer of answers) if (answer.status !== 200) problems.push(`${answer.status} ${answer.body.message}`);
        answeredUrls.push(answers.every((answer) => answer.body.url === sessions[0]?.url));
      }
      const sessionsCreated = sessionsPerRecord.reduce((sum, count) => sum + count, 0);
      console.info(
        `${provider} on ${engine.name}: ${RECORDS} records × ${SIMULTANEOUS_CHECKOUTS} simultaneous checkouts → ${sessionsCreated} sessions, ${serverErrors} answers 5xx`,
      );
      expect(problems).toEqual([]);
      expect(sessionsPerRecord).toEqual(Array.from({ length: RECORDS }, () => 1));
      expect(answeredUrls).toEqual(Array.from({ length: RECORDS }, () => true));
    },
    60_000,
  );
});
