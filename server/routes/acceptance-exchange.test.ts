/**
 * An acceptance exchange on the relay (docs/decisions/218, 219), on SQLite always and PostgreSQL when
 * TEST_DATABASE_URL is set: the mandant's encrypted paper is read as often as needed, one answer is
 * deposited, collected once with the day the relay received it, then the row is gone; it lives seven
 * days at most, and the table and the log hold ciphertext only, never an exchange id. Acceptances
 * hold at most half the room and half each network's share, so phones can still sign (docs/decisions/221).
 */
import { describe, expect, test } from 'vitest';
import { ACCEPTANCE_TTL_MS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { RELAY_ACCEPTANCE_SHARE, RELAY_NETWORK_SHARE } from '../kernel/relay-capacity.ts';
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
    /** Opens from `network`'s address an acceptance (with its paper) or a phone signature (without). */
    const openFrom = (remoteAddress: string, payload?: { paper: string }) =>
      relay.app.inject({ method: 'POST', url: '/api/signature-exchanges', remoteAddress, ...(payload && { payload }) });
    const refusedForAcceptances = (response: Awaited<ReturnType<typeof openFrom>>) => {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('3600');
      expect(response.json<{ message: string }>().message).toBe(RELAY_MESSAGES.acceptancesFull);
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

    test('one network holds half its share in acceptances: the next is refused in French, a phone signing still opens', async () => {
      const { maxExchanges } = RELAY_ACCEPTANCE_SHARE.perNetwork;
      expect(maxExchanges).toBe(RELAY_NETWORK_SHARE.maxExchanges / 2);
      for (let sent = 0; sent < maxExchanges; sent++) expect((await openFrom('203.0.113.7', { paper: PAPER })).statusCode).toBe(201);
      refusedForAcceptances(await openFrom('203.0.113.8', { paper: PAPER }));
      expect((await openFrom('203.0.113.9')).statusCode).toBe(201);
      // Another network sends its own papers.
      expect((await openFrom('198.51.100.7', { paper: PAPER })).statusCode).toBe(201);
      expect(await rows()).toHaveLength(maxExchanges + 2);
    });

    test('acceptances hold half the room at most: twenty networks fill it, a phone signing still opens', async () => {
      const perNetwork = RELAY_ACCEPTANCE_SHARE.perNetwork.maxExchanges;
      for (let network = 0; network < RELAY_ACCEPTANCE_SHARE.maxExchanges / perNetwork; network++)
        for (let sent = 0; sent < perNetwork; sent++) expect((await openFrom(`10.0.${network}.1`, { paper: PAPER })).statusCode).toBe(201);
      expect(await rows()).toHaveLength(RELAY_ACCEPTANCE_SHARE.maxExchanges);
      refusedForAcceptances(await openFrom('10.1.0.1', { paper: PAPER }));
      expect((await openFrom('10.1.0.1')).statusCode).toBe(201);
      // An answer collected leaves room for the next paper.
      const [first] = await rows();
      await relay.app.inject({ method: 'PUT', url: `/api/signature-exchanges/${first?.id}`, payload: { ciphertext: ANSWER } });
      await relay.app.inject({ method: 'GET', url: `/api/signature-exchanges/${first?.id}` });
      expect((await openFrom('10.1.0.1', { paper: PAPER })).statusCode).toBe(201);
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
