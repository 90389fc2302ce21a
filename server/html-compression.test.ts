/**
 * Every HTML page leaves the server compressed (docs/decisions/195): the page at "/", the sources,
 * the mentions légales, /signer and the 404, brotli for a browser that accepts it, gzip for one
 * that accepts only gzip, the original for one that accepts neither, always with `Vary: Accept-Encoding`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { precompress } from './build/precompress.ts';
import { perMinute } from './rate-limit.ts';
import { migrateToLatest } from './store/migrations.ts';
import { openDatabase } from './store/open-database.ts';
import type { Database } from './store/schema.ts';
import { createSignatureExchangeStore } from './store/signature-exchange-store.ts';
import { createSqliteDatabase, type TestDatabase } from './store/test-databases.test-helper.ts';

/** A page the size of the real one's first screen and cards: the same words, many times. */
const PAGE = (title: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><main>${'<label>Nom du mandant <input name="nom"></label>'.repeat(300)}</main></body></html>`;
const PAGES = ['/', '/sources', '/mentions-legales', '/signer', '/nulle-part'] as const;

let distDir: string;
let database: TestDatabase;
let db: Kysely<Database>;
let withRelay: FastifyInstance;
let withoutRelay: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'procuration-html-'));
  await writeFile(path.join(distDir, 'index.html'), PAGE('Générateur de procuration'));
  await writeFile(path.join(distDir, 'signer.html'), PAGE('Signer'));
  await writeFile(path.join(distDir, 'sources.html'), PAGE('Sources juridiques'));
  await precompress(distDir);
  database = await createSqliteDatabase();
  db = openDatabase(database.location);
  await migrateToLatest(db);
  withRelay = buildApp({ distDir, relay: { store: createSignatureExchangeStore(db), rateLimit: perMinute(1000) } });
  withoutRelay = buildApp({ distDir });
});

afterAll(async () => {
  await Promise.all([withRelay.close(), withoutRelay.close()]);
  await db.destroy();
  await database.drop();
  await rm(distDir, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe.each([
  ['with the signature relay', () => withRelay, PAGES],
  ['without it', () => withoutRelay, PAGES.filter((page) => page !== '/signer')],
] as const)('every page, %s', (_name, app, pages) => {
  test.each(pages)('%s is sent brotli, smaller, and reads the same once decompressed', async (url) => {
    const plain = await get(app(), url, 'identity');
    const brotli = await get(app(), url, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.statusCode).toBe(plain.statusCode);
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    console.info(`${url}: ${plain.rawPayload.length} B, brotli ${brotli.rawPayload.length} B`);
  });

  test.each(pages)('%s is sent gzip to a browser that accepts only gzip', async (url) => {
    const gzip = await get(app(), url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe((await get(app(), url)).body);
  });
});

test('without Accept-Encoding, or refusing both, a browser gets the page as written', async () => {
  for (const acceptEncoding of [undefined, 'br;q=0, gzip;q=0', '*;q=0']) {
    const answer = await get(withRelay, '/', acceptEncoding);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('Générateur de procuration');
  }
});

test('a browser that accepts anything gets brotli', async () => {
  expect((await get(withRelay, '/signer', '*')).headers['content-encoding']).toBe('br');
});
