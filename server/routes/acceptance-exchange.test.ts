/**
 * An acceptance exchange on the relay (docs/decisions/218, 219), on SQLite always and PostgreSQL when
 * TEST_DATABASE_URL is set: the mandant's encrypted paper is read as often as needed, one answer is
 * deposited, collected once with the day the relay received it, then the row is gone; it lives seven
 * days at most, and the table and the log hold ciphertext only, never an exchange id.
 */
import { describe, expect, test } from 'vitest';
import { ACCEPTANCE_TTL_MS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../store/test-databases.test-helper.ts';
import { relayAppForEachTest } from './relay-app.test-helper.ts';

/** What the server sees of a paper and an answer: base64url noise. */
const PAPER = 'p'.repeat(4_000) + '-_0123456789';
const ANSWER = 'a'.repeat(40) + '-_0123456789';

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`an acceptance exchange on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    const relay = relayAppForEachTest(engine, '2026-12-06T09:00:00Z');

    const open = async () => {
      const created = await relay.app.inject({ method: 'POST', url: '/api/signature-exchanges', payload: { paper: PAPER } });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: string; expiresAt: number }>();
    };
    const readPaper = (id: string) => relay.app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}/paper` });
    const rows = () => relay.db.selectFrom('signature_exchanges').selectAll().execute();

    test('the paper is read twice, one answer is collected once with the relay’s day, then nothing is left', async () => {
      const { id, expiresAt } = await open();
      expect(expiresAt).toBe(relay.clock.now.getTime() + ACCEPTANCE_TTL_MS);
      expect((await readPaper(id)).json()).toEqual({ paper: PAPER });
      expect((await readPaper(id)).json()).toEqual({ paper: PAPER });
      relay.clock.now = new Date('2026-12-07T10:00:00Z');
      const deposited = await relay.app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext: ANSWER } });
      expect(deposited.statusCode).toBe(204);
      // A replayed answer is refused.
      const replayed = await relay.app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext: ANSWER } });
      expect(replayed.statusCode).toBe(409);
      const stored = await rows();
      expect(stored.map((row) => [row.paper, row.ciphertext])).toEqual([[PAPER, ANSWER]]);
      const collected = await relay.app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}` });
      expect(collected.json()).toEqual({ status: 'delivered', ciphertext: ANSWER, receivedAt: Date.parse('2026-12-07T10:00:00Z') });
      expect(await rows()).toEqual([]);
      expect((await readPaper(id)).statusCode).toBe(404);
      expect(relay.logs.join('\n')).not.toContain(id);
    });

    test('an acceptance exchange is gone after seven days', async () => {
      const { id } = await open();
      relay.clock.now = new Date(relay.clock.now.getTime() + ACCEPTANCE_TTL_MS - 1);
      expect((await readPaper(id)).statusCode).toBe(200);
      relay.clock.now = new Date(relay.clock.now.getTime() + 1);
      const gone = await readPaper(id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
    });

    test('a paper that is not ciphertext is refused, and nothing is stored', async () => {
      const refused = await relay.app.inject({
        method: 'POST',
        url: '/api/signature-exchanges',
        payload: { paper: 'Jean Dupont donne procuration' },
      });
      expect(refused.statusCode).toBe(400);
      expect(await rows()).toEqual([]);
    });
  });
}
