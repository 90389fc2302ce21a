/**
 * The signature relay on a real database, SQLite always and PostgreSQL when TEST_DATABASE_URL is
 * set (docs/decisions/090): one deposit, one delivery then deletion, ten minutes at most, bounded
 * size, and nothing but ciphertext in the table at any time.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SIGNATURE_RELAY_META_NAME } from '../../src/contract/page-meta.ts';
import { EXCHANGE_TTL_MS, MAX_CIPHERTEXT_CHARS, RELAY_MESSAGES } from '../../src/contract/signature-relay.ts';
import { buildApp } from '../app.ts';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { StoreUnavailableError } from '../store/store-unavailable.ts';
import { perMinute } from '../rate-limit.ts';
import { openDatabase } from '../store/open-database.ts';
import { createSignatureExchangeStore } from '../store/signature-exchange-store.ts';
import { ENGINES, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../store/test-databases.test-helper.ts';
import { relayAppForEachTest } from './relay-app.test-helper.ts';

/** What an encrypted drawing looks like to the server: base64url, nothing it can read. */
const CIPHERTEXT = 'q'.repeat(40) + '-_0123456789';

for (const engine of ENGINES) {
  const unavailable = engine.name === 'PostgreSQL' && !TEST_DATABASE_URL;
  describe.skipIf(unavailable)(`the signature relay on ${engine.name}${unavailable ? ` (${POSTGRES_SKIP_REASON})` : ''}`, () => {
    const relay = relayAppForEachTest(engine, '2026-11-26T09:00:00Z', { signer: 'Signer' });

    const open = async () => {
      const created = await relay.app.inject({ method: 'POST', url: '/api/signature-exchanges' });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: string; expiresAt: number }>().id;
    };
    const deposit = (id: string, ciphertext: string) =>
      relay.app.inject({ method: 'PUT', url: `/api/signature-exchanges/${id}`, payload: { ciphertext } });
    const pickUp = (id: string) => relay.app.inject({ method: 'GET', url: `/api/signature-exchanges/${id}` });
    const rows = () => relay.db.selectFrom('signature_exchanges').selectAll().execute();

    test('one deposit is delivered once, then the exchange is gone', async () => {
      const id = await open();
      expect((await pickUp(id)).json()).toEqual({ status: 'waiting' });
      expect((await deposit(id, CIPHERTEXT)).statusCode).toBe(204);
      const delivered = await pickUp(id);
      expect(delivered.statusCode).toBe(200);
      expect(delivered.headers['cache-control']).toBe('no-store');
      expect(delivered.json()).toEqual({ status: 'delivered', ciphertext: CIPHERTEXT, receivedAt: relay.clock.now.getTime() });
      expect(await rows()).toEqual([]);
      const again = await pickUp(id);
      expect(again.statusCode).toBe(404);
      expect(again.json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
    });

    test('a second deposit is refused, before and after delivery', async () => {
      const id = await open();
      expect((await deposit(id, CIPHERTEXT)).statusCode).toBe(204);
      const replay = await deposit(id, `${CIPHERTEXT}AAAA`);
      expect(replay.statusCode).toBe(409);
      expect(replay.json<{ message: string }>().message).toBe(RELAY_MESSAGES.alreadySent);
      expect((await pickUp(id)).json()).toEqual({ status: 'delivered', ciphertext: CIPHERTEXT, receivedAt: relay.clock.now.getTime() });
      expect((await deposit(id, CIPHERTEXT)).statusCode).toBe(404);
    });

    test('an exchange the page gives up on is deleted at once, ciphertext and all; the phone is then told it expired', async () => {
      const id = await open();
      const other = await open();
      expect((await deposit(id, CIPHERTEXT)).statusCode).toBe(204);
      const cancel = (exchange: string) => relay.app.inject({ method: 'DELETE', url: `/api/signature-exchanges/${exchange}` });
      expect((await cancel(id)).statusCode).toBe(204);
      expect((await rows()).map((row) => row.id)).toEqual([other]);
      expect((await pickUp(id)).statusCode).toBe(404);
      expect((await deposit(id, CIPHERTEXT)).json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
      // Gone already, unknown or malformed: the same answer, which tells nothing about an id.
      expect((await cancel(id)).statusCode).toBe(204);
      expect((await cancel('not-an-id')).statusCode).toBe(204);
      expect((await rows()).map((row) => row.id)).toEqual([other]);
    });

    test('an exchange expires after ten minutes: refused, then deleted', async () => {
      const id = await open();
      relay.clock.now = new Date(relay.clock.now.getTime() + EXCHANGE_TTL_MS);
      const late = await deposit(id, CIPHERTEXT);
      expect(late.statusCode).toBe(404);
      expect(late.json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
      expect((await pickUp(id)).statusCode).toBe(404);
      expect(await rows()).toHaveLength(1);
      // The next exchange opened sweeps it.
      await open();
      expect((await rows()).map((row) => row.id)).not.toContain(id);
    });

    test('a deposit past the bound, or not base64url, is refused in French and not stored', async () => {
      const id = await open();
      const tooLarge = await deposit(id, 'A'.repeat(MAX_CIPHERTEXT_CHARS + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<{ message: string }>().message).toBe(RELAY_MESSAGES.tooLarge);
      const image = await deposit(id, `data:image/png;base64,${'A'.repeat(100)}`);
      expect(image.statusCode).toBe(400);
      expect(image.json<{ message: string }>().message).toBe(RELAY_MESSAGES.invalid);
      expect((await rows())[0]?.ciphertext).toBeNull();
      expect((await deposit(id, 'A'.repeat(MAX_CIPHERTEXT_CHARS))).statusCode).toBe(204);
    });

    test('an unknown or malformed id is the same French 404', async () => {
      expect((await pickUp('00000000-0000-4000-8000-000000000000')).json<{ message: string }>().message).toBe(RELAY_MESSAGES.expired);
      expect((await deposit('pas-un-id', CIPHERTEXT)).statusCode).toBe(404);
    });

    test('the table holds ciphertext only, never an image, and the logs never the id', async () => {
      const id = await open();
      await deposit(id, CIPHERTEXT);
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
        ['created_at', 'ciphertext', 'deposited_at', 'deposited_by', 'expires_at', 'id', 'opened_by', 'paper'].sort(),
      );
      // The networks it came from are digests, never an address.
      expect(JSON.stringify(stored)).not.toContain('127.0.0');
      expect(JSON.stringify(stored)).not.toMatch(/data:image|iVBORw0KGgo/);
      await pickUp(id);
      expect(await rows()).toEqual([]);
      expect(relay.logs.join('\n')).not.toContain(id);
      expect(relay.logs.join('\n')).not.toContain(CIPHERTEXT);
    });

    test('the page is told a relay is there; /signer serves the phone page', async () => {
      const page = await relay.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain(`<meta name="${SIGNATURE_RELAY_META_NAME}" content="on" />`);
      const signer = await relay.app.inject({ method: 'GET', url: '/signer' });
      expect(signer.statusCode).toBe(200);
      expect(signer.body).toContain('<title>Signer</title>');
      expect((await relay.app.inject({ method: 'GET', url: '/signer.html' })).statusCode).toBe(404);
      // The mentions légales say what the relay keeps.
      expect((await relay.app.inject({ method: 'GET', url: '/mentions-legales' })).body).toContain('chiffré de bout en bout');
    });

    test('a database that fails answers the French 503 with Retry-After', async () => {
      await relay.db.destroy();
      const failing = buildApp({
        distDir: relay.distDir,
        relay: {
          store: {
            ...createSignatureExchangeStore(relay.db),
            create: () => Promise.reject(new StoreUnavailableError('base indisponible')),
            purgeExpired: () => Promise.reject(new StoreUnavailableError('base indisponible')),
          },
          rateLimit: perMinute(1000),
        },
      });
      try {
        const answer = await failing.inject({ method: 'POST', url: '/api/signature-exchanges' });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.json<{ message: string }>().message).toBe(API_MESSAGES.databaseUnavailable);
      } finally {
        await failing.close();
        relay.db = openDatabase(relay.database.location);
      }
    });
  });
}

describe('without a relay', () => {
  test('the page carries no relay meta, and neither the API nor /signer exists', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'procuration-relay-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Page</title></head><body></body></html>',
    );
    const app = buildApp({ distDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain(SIGNATURE_RELAY_META_NAME);
      expect((await app.inject({ method: 'POST', url: '/api/signature-exchanges' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/signer' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
