/**
 * The deployment recipe of deploy/, run for real (docs/decisions/083): Debian's nginx with the
 * repository's site file in front of two server processes on PostgreSQL and Redis, then nginx
 * alone with the free mode's build. Through nginx: the paid round trip, the rate limit per client
 * address (the forwarded one, which a client cannot forge), the cache rules, the precompressed
 * copies; and one process stopped during a burst of reads, which no read may see.
 */
import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aStoredForm } from '../../src/domain/test-factory.test-helper.ts';
import { freePort, READY_TIMEOUT_MS, type ServerProcess, startServer, stopServer } from '../server-process.test-helper.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestDatabase } from '../store/test-databases.test-helper.ts';
import { HAS_BROTLI_STATIC, NGINX_SKIP_REASON, type RunningNginx, startNginx } from './nginx.test-helper.ts';
import { API_MESSAGES, apiError } from '../kernel/api-messages.ts';
import { FREE_SITE_FILES, writeFreeSitePages } from '../../scripts/deploy/free-site-pages.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const REDIS_SKIP_REASON = 'Redis tests skipped: TEST_REDIS_URL is not set (.ci/run sets it)';
const SKIP_REASON =
  NGINX_SKIP_REASON ?? (TEST_DATABASE_URL ? undefined : POSTGRES_SKIP_REASON) ?? (TEST_REDIS_URL ? undefined : REDIS_SKIP_REASON);
const RATE_LIMIT = 30;
const FORM = aStoredForm({ duration: '1 an', endDate: '2031-03-01', authorizedOperations: ['Consultation de solde'] });
/**
 * The bounded burst: reads by BURST_CLIENTS clients at once, the stop asked after STOP_AFTER of them,
 * going on until the stopped process has exited and AFTER_EXIT more reads are done (MAX_READS at most).
 */
const BURST_CLIENTS = 8;
const STOP_AFTER = 200;
const AFTER_EXIT = 300;
const MAX_READS = 50_000;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request from the loopback address `from` (127.x.y.z), so nginx sees distinct clients. */
function requestFrom(
  url: string,
  from: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const someLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

/** The log once it holds `expected` (nginx writes a line as its answer goes; no fixed wait). */
async function waitForLog(read: () => Promise<string>, expected: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const log = await read();
    if (log.includes(expected) || attempt >= 200) return log;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function someCompressedAsset(): Promise<string> {
  const names = await readdir(path.join(DIST, 'assets'));
  const name = names.find((file) => file.endsWith('.js') && names.includes(`${file}.br`) && names.includes(`${file}.gz`));
  if (!name) throw new Error('no precompressed asset in dist/assets');
  return `/assets/${name}`;
}

describe.skipIf(SKIP_REASON)(
  `nginx in front of two server processes on PostgreSQL and Redis${SKIP_REASON ? ` (${SKIP_REASON})` : ''}`,
  () => {
    let database: TestDatabase;
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;
    let nginx: RunningNginx | undefined;
    /** The ids and secrets the round trips used, none of which the access log may hold. */
    const secrets: string[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const nginxPort = await freePort();
      const env = {
        PAYMENT_MODE: 'simulated',
        DATABASE_URL: database.env.DATABASE_URL ?? '',
        REDIS_URL: TEST_REDIS_URL ?? '',
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      };
      first = await startServer(env);
      second = await startServer(env);
      nginx = await startNginx('procuration-paid.conf', nginxPort, {
        'root /opt/procuration/dist;': `root ${DIST};`,
        '127.0.0.1:3001': `127.0.0.1:${first.port}`,
        '127.0.0.1:3002': `127.0.0.1:${second.port}`,
      });
    }, 2 * READY_TIMEOUT_MS);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all([stopServer(first), stopServer(second)]);
      await database.drop();
    });

    test('the paid round trip, through nginx', async () => {
      const url = nginx?.url ?? '';
      const client = someLoopbackAddress();
      const page = await requestFrom(`${url}/`, client);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('simulated');
      const compressedPage = await requestFrom(`${url}/`, client, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressedPage.headers['content-encoding']).toBe('br');
      expect(String(compressedPage.headers.vary)).toMatch(/accept-encoding/i);

      const postJson = (address: string, body: unknown) =>
        fetch(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const created = await postJson(`${url}/api/pdf-data`, { data: FORM, include_signature: false });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
      const checkout = await postJson(`${url}/api/create-checkout-session`, { pdfDataId: id, ownerToken });
      expect(checkout.status).toBe(200);
      const checkoutUrl = ((await checkout.json()) as { url: string }).url;
      expect(checkoutUrl.startsWith(`${url}/paiement-simule/cs_sim_`)).toBe(true);
      const checkoutPath = new URL(checkoutUrl).pathname;
      const sessionId = checkoutPath.split('/').pop() ?? '';
      expect(await (await fetch(`${url}${checkoutPath}`)).text()).toContain('Paiement simulé');
      const paid = await fetch(`${url}${checkoutPath}/payer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${url}/?success=true&pdfDataId=${id}&session_id=${sessionId}`);
      const released = await fetch(`${url}/api/pdf-data/${id}?session_id=${sessionId}`);
      expect(released.status).toBe(200);
      expect(released.headers.get('cache-control')).toBe('no-store');
      expect(await released.json()).toEqual({ data: FORM, include_signature: false });
      expect((await fetch(`${url}/api/pdf-data/${id}?session_id=${sessionId}`, { method: 'DELETE' })).status).toBe(204);
      // The page's return address, as the browser asks it, and the pair as an attacker would re-encode it.
      expect((await fetch(`${url}/?success=true&pdfDataId=${id}&session_id=${sessionId}`)).status).toBe(200);
      await fetch(`${url}/${encodeURIComponent(encodeURIComponent(`?pdfDataId=${id}&session_id=${sessionId}`))}`);
      secrets.push(id, sessionId, ownerToken);
    });

    test('a phone signing, through nginx', async () => {
      const url = nginx?.url ?? '';
      const opened = await fetch(`${url}/api/signature-exchanges`, { method: 'POST' });
      expect(opened.status).toBe(201);
      const { id } = (await opened.json()) as { id: string };
      const deposit = await fetch(`${url}/api/signature-exchanges/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ciphertext: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      });
      expect(deposit.status).toBeLessThan(300);
      const pickup = await fetch(`${url}/api/signature-exchanges/${id}`);
      expect(((await pickup.json()) as { status: string }).status).toBe('delivered');
      secrets.push(id);
    });

    test('after a paid round trip and a phone signing, the access log holds no record, session nor exchange id', async () => {
      expect(secrets.length).toBe(4);
      // The last request of the round trips: nginx writes its line after its answer has gone.
      const log = await waitForLog(() => nginx?.accessLog() ?? Promise.resolve(''), '"GET /api/signature-exchanges/:id" 200');
      // The log is there and says what was asked, by route.
      expect(log).toContain('"POST /api/pdf-data" 201');
      expect(log).toContain('"GET /api/pdf-data/:id" 200');
      expect(log).toContain('"GET /api/signature-exchanges/:id" 200');
      const shapes = (secret: string) => [secret, encodeURIComponent(secret), secret.slice(0, 8), secret.replaceAll('-', '')];
      for (const secret of secrets) for (const shape of shapes(secret)) expect(log).not.toContain(shape);
      expect(log).not.toContain('session_id');
      expect(log).not.toContain('cs_sim_');
      expect(await nginx?.errorLog()).not.toContain(secrets[0]);
    });

    test("nginx's own refusals on the API are the server's French JSON", async () => {
      const url = nginx?.url ?? '';
      const tooLarge = await fetch(`${url}/api/pdf-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'x'.repeat(1_100_000) }),
      }).catch((error: unknown) => error);
      // nginx may close the connection before reading the whole body: what it answered, when it was read, is the JSON.
      if (tooLarge instanceof Response) {
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await tooLarge.json()).toEqual(apiError(413, API_MESSAGES.tooLarge));
      }
      const tooLargeHead = await requestFrom(`${url}/api/pdf-data`, '127.0.0.1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      });
      expect(tooLargeHead.status).toBe(413);
      expect(JSON.parse(tooLargeHead.body)).toEqual(apiError(413, API_MESSAGES.tooLarge));
    });

    test('the hashed files come from nginx, precompressed and kept a year; the .br and .gz copies have no address', async () => {
      const url = nginx?.url ?? '';
      const asset = await someCompressedAsset();
      const gzip = await requestFrom(`${url}${asset}`, '127.0.0.1', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.status).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (HAS_BROTLI_STATIC) {
        const brotli = await requestFrom(`${url}${asset}`, '127.0.0.1', { headers: { 'accept-encoding': 'br, gzip' } });
        expect(brotli.headers['content-encoding']).toBe('br');
      }
      expect((await requestFrom(`${url}${asset}.br`, '127.0.0.1')).status).toBe(404);
      expect((await requestFrom(`${url}/sw.js`, '127.0.0.1')).headers['cache-control']).toBe('no-cache');
    });

    test('the rate limit counts each client address apart, across both processes, whatever X-Forwarded-For the client sends', async () => {
      const url = nginx?.url ?? '';
      const record = `${url}/api/pdf-data/00000000-0000-4000-8000-000000000000`;
      const busy = someLoopbackAddress();
      const statuses: number[] = [];
      for (let call = 0; call <= RATE_LIMIT; call += 1) {
        // A forged address each time: nginx replaces it with the connection's.
        const answer = await requestFrom(record, busy, { headers: { 'x-forwarded-for': someLoopbackAddress() } });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(404), 429]);
      const refused = await requestFrom(record, busy);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ message: 'Trop de demandes depuis votre adresse. Réessayez dans une minute.' });
      // Another person is not held up.
      expect((await requestFrom(record, someLoopbackAddress())).status).toBe(404);
    });

    test('one process stopped during a burst of reads: no read fails', async () => {
      const url = nginx?.url ?? '';
      let started = 0;
      let done = 0;
      let doneAtExit: number | undefined;
      const failures: string[] = [];
      let stopping: Promise<void> | undefined;
      const goOn = () => started < MAX_READS && (doneAtExit === undefined || started < doneAtExit + AFTER_EXIT);
      const client = async () => {
        while (goOn()) {
          started += 1;
          const address = started % 2 === 0 ? `${url}/` : `${url}/healthz`;
          try {
            const answer = await fetch(address);
            await answer.arrayBuffer();
            if (answer.status !== 200) failures.push(`${address}: ${answer.status}`);
          } catch (error) {
            failures.push(`${address}: ${error instanceof Error ? error.message : String(error)}`);
          }
          done += 1;
          if (done === STOP_AFTER) {
            stopping = stopServer(first).then(() => {
              doneAtExit = done;
            });
          }
        }
      };
      await Promise.all(Array.from({ length: BURST_CLIENTS }, client));
      await stopping;
      expect(first?.process.exitCode).toBe(0);
      // The burst outlived the process: reads went on after it had exited.
      expect(doneAtExit).toBeDefined();
      expect(done).toBeGreaterThanOrEqual((doneAtExit ?? 0) + AFTER_EXIT);
      console.info(
        `burst through nginx: ${done} reads, stop asked after ${STOP_AFTER}, process exited after ${doneAtExit}, ${failures.length} failed`,
      );
      expect(failures).toEqual([]);
    });

    test("with no process left to answer, nginx says so in the server's French JSON, with Retry-After", async () => {
      await stopServer(second);
      const answer = await requestFrom(`${nginx?.url ?? ''}/api/pdf-data/00000000-0000-4000-8000-000000000000`, '127.0.0.1');
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['retry-after']).toBe('5');
      expect(JSON.parse(answer.body)).toEqual(apiError(503, API_MESSAGES.databaseUnavailable));
    });
  },
);

describe.skipIf(NGINX_SKIP_REASON)(`nginx alone with the free mode's build${NGINX_SKIP_REASON ? ` (${NGINX_SKIP_REASON})` : ''}`, () => {
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    // The build: the paid processes above have made it (ensure-build.ts); alone, one start makes it.
    const builder = await startServer({});
    await stopServer(builder);
    await writeFreeSitePages(DIST, { PUBLISHER_NAME: 'Éditrice du test', HOSTING_PROVIDER: 'Hébergeur du test' });
    nginx = await startNginx('procuration-free.conf', await freePort(), { 'root /opt/procuration/dist;': `root ${DIST};` });
  }, READY_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
  });

  test('the page, every file the offline copy keeps, and no API', async () => {
    const url = nginx?.url ?? '';
    const page = await requestFrom(`${url}/?canceled=true`, '127.0.0.1', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await (await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(plain).toBe(await readFile(path.join(DIST, 'index.html'), 'utf8'));
    expect((await requestFrom(`${url}/index.html`, '127.0.0.1')).status).toBe(404);
    expect((await requestFrom(`${url}/api/pdf-data`, '127.0.0.1', { method: 'POST' })).status).toBe(404);

    // The service worker and each file it keeps for offline use (the PDF's code and font among them).
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    const precached = [...(await worker.text()).matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(precached.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const file of precached) {
      const answer = await fetch(new URL(file, `${url}/`));
      await answer.arrayBuffer();
      if (answer.status !== 200) missing.push(`${file}: ${answer.status}`);
    }
    expect(missing).toEqual([]);
  });

  test('the mentions légales, the sources and the 404 page, each in French and never in a frame', async () => {
    const url = nginx?.url ?? '';
    const legal = await requestFrom(`${url}/mentions-legales`, '127.0.0.1');
    expect(legal.status).toBe(200);
    expect(legal.body).toContain('<h1>Mentions légales</h1>');
    expect(legal.body).toContain('Éditrice du test');
    const sources = await requestFrom(`${url}/sources`, '127.0.0.1');
    expect(sources.status).toBe(200);
    expect(sources.body).toContain('Sources juridiques');
    const missing = await requestFrom(`${url}/nulle-part`, '127.0.0.1');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page introuvable');
    expect((await requestFrom(`${url}/404.css`, '127.0.0.1')).status).toBe(200);
    expect((await requestFrom(`${url}/${FREE_SITE_FILES.notFound}`, '127.0.0.1')).status).toBe(404);
    const page = await requestFrom(`${url}/`, '127.0.0.1');
    for (const html of [page, legal, sources, missing]) {
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(html.headers['x-frame-options']).toBe('DENY');
    }
  });

  test('every page is sent from its compressed copy, smaller, with Vary: Accept-Encoding (docs/decisions/195)', async () => {
    const url = nginx?.url ?? '';
    const encoding = HAS_BROTLI_STATIC ? 'br' : 'gzip';
    for (const page of ['/', '/sources', '/mentions-legales', '/nulle-part']) {
      const plain = await requestFrom(`${url}${page}`, '127.0.0.1', { headers: { 'accept-encoding': 'identity' } });
      const compressed = await requestFrom(`${url}${page}`, '127.0.0.1', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(compressed.status).toBe(plain.status);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
      const size = Number(compressed.headers['content-length']);
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThan(Buffer.byteLength(plain.body));
      console.info(`nginx ${page}: ${Buffer.byteLength(plain.body)} B, ${encoding} ${size} B`);
    }
  });

  test('the access log holds no query string', async () => {
    const url = nginx?.url ?? '';
    const id = '0b6a3c1e-8f0e-4c55-9a43-2f1d3a5b7c9d';
    expect((await requestFrom(`${url}/?success=true&pdfDataId=${id}&session_id=cs_sim_secret`, '127.0.0.1')).status).toBe(200);
    const log = await waitForLog(() => nginx?.accessLog() ?? Promise.resolve(''), '"GET /"');
    expect(log).toContain('"GET /" 200');
    expect(log).not.toContain(id);
    expect(log).not.toContain('cs_sim_secret');
  });
});
