import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMMUTABLE_CACHE, buildApp } from './app.ts';
import { precompress } from './build/precompress.ts';

const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>Générateur de Procuration</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("Procuration en Ligne");\n'.repeat(100);
const SCRIPT_PATH = '/assets/index-Bx1f3aZ9.js';
/** What vite-plugin-pwa writes at the root of dist (docs/decisions/036). */
const SERVICE_WORKER = 'define(["./workbox-2fbc6a65"],function(s){s.precacheAndRoute([{url:"/",revision:"1"}])});\n'.repeat(20);
const WEB_APP_MANIFEST = '{"name":"Procuration en Ligne","short_name":"Procuration","lang":"fr","start_url":"/"}';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'procuration-dist-'));
  const distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, SCRIPT_PATH), SCRIPT);
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(distDir, 'sw.js'), SERVICE_WORKER);
  await writeFile(path.join(distDir, 'workbox-2fbc6a65.js'), 'self.define=()=>{};');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), WEB_APP_MANIFEST);
  await writeFile(path.join(distDir, '.env'), 'SECRET=1');
  await writeFile(path.join(root, 'package.json'), '{}');
  await precompress(distDir);
  app = buildApp({ distDir });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

function cspDirectives(header: unknown): Map<string, string> {
  const directives = String(header)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const [name = '', ...sources] = part.split(/\s+/);
      return [name, sources.join(' ')];
    });
  return new Map(directives);
}

describe('the page at "/"', () => {
  test('is the built index.html as UTF-8 HTML that browsers revalidate', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  test('is served unchanged with the payment return query strings', async () => {
    for (const url of ['/?success=true&pdfDataId=x', '/?success=true&pdfDataId=abc&session_id=cs_test_1', '/?canceled=true']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  test('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  test('answers a revalidation with 304 when it has not changed', async () => {
    const first = await app.inject('/');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('security headers', () => {
  test('the Content-Security-Policy allows scripts and styles from this origin only', async () => {
    const response = await app.inject('/');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
  });

  test('plain HTTP gets neither upgrade-insecure-requests nor HSTS', async () => {
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('no referrer, no MIME sniffing, no framing', async () => {
    const response = await app.inject('/');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  test('the 404 page and the assets carry the same policy', async () => {
    const page = await app.inject('/');
    for (const url of ['/foo', SCRIPT_PATH]) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
    }
  });
});

describe('built files', () => {
  test('hashed assets are cached for a year, immutable', async () => {
    const response = await app.inject(SCRIPT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  test('browsers that accept brotli get the precompressed copy', async () => {
    const response = await app.inject({ url: SCRIPT_PATH, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  test('files Vite copies to the root of dist are served and revalidated', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the service worker and the web app manifest', () => {
  test('are served at the root and revalidated before each use, so a new build reaches browsers', async () => {
    const served: [url: string, type: string][] = [
      ['/sw.js', 'application/javascript; charset=utf-8'],
      ['/workbox-2fbc6a65.js', 'application/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ];
    for (const [url, type] of served) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject('/manifest.webmanifest')).body).toBe(WEB_APP_MANIFEST);
  });

  test('the service worker is sent precompressed too, and still revalidated', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SERVICE_WORKER);
  });

  test('precaching "/" with a revision parameter gets the page', async () => {
    const response = await app.inject('/?__WB_REVISION__=a1675fec8d4bde23fa08c4a070b95bea');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('any other path gets the French 404 page', () => {
  const unknownPaths = [
    '/foo',
    '/foo/bar?x=1',
    '/index.html',
    '/assets/missing.js',
    '/assets/',
    '/assets',
    '/.env',
    `${SCRIPT_PATH}.br`,
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '//assets/index-Bx1f3aZ9.js',
    '/api/pdf-data',
  ];

  test.each(unknownPaths)('GET %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).not.toContain('SECRET');
  });

  test('the page has a title, a main landmark, a heading, a sentence and a link back to "/"', async () => {
    const { body } = await app.inject('/foo');
    expect(body).toContain('<title>Page introuvable – Procuration en Ligne</title>');
    expect(body).toMatch(/<main>[\s\S]*<h1>Page introuvable<\/h1>[\s\S]*<p>[^<]+<\/p>[\s\S]*<\/main>/);
    expect(body).toContain('<a href="/">Retour au générateur de procuration</a>');
  });

  test('the page needs no inline style or script, which the policy would block', async () => {
    const { body } = await app.inject('/foo');
    expect(body).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=/i);
    expect(body).toContain('<link rel="stylesheet" href="/404.css">');
  });

  test('its stylesheet is served by the server', async () => {
    const response = await app.inject('/404.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('main');
  });

  test('a missing asset is not cached as immutable', async () => {
    const response = await app.inject('/assets/missing.js');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  test('HEAD gets the 404 status without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/foo' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s / is not a page either', async (method) => {
    const response = await app.inject({
      method,
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });
});

test('a body over 512 KB is refused before anything reads it', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/',
    headers: { 'content-type': 'application/json' },
    payload: `"${'a'.repeat(600 * 1024)}"`,
  });
  expect(response.statusCode).toBe(413);
});

test('without index.html in dist, "/" is the 404 page rather than an error', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'procuration-empty-'));
  const bare = buildApp({ distDir: empty });
  try {
    const response = await bare.inject('/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  } finally {
    await bare.close();
    await rm(empty, { recursive: true, force: true });
  }
});

test("the page's inline stylesheet and starter script are allowed by their hashes, and only that exact text", async () => {
  const css = '.page-header{background:#1e3a8a;color:#fff}';
  const js = "{import('/assets/index.js')}";
  const dir = await mkdtemp(path.join(tmpdir(), 'procuration-styled-'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="fr"><head><style>${css}</style></head><body><script>${js}</script></body></html>`,
  );
  const styled = buildApp({ distDir: dir });
  try {
    const response = await styled.inject('/');
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('style-src')).toBe(`'self' ${hashOf(css)}`);
    expect(csp.get('script-src')).toBe(`'self' ${hashOf(js)}`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  } finally {
    await styled.close();
    await rm(dir, { recursive: true, force: true });
  }
});
