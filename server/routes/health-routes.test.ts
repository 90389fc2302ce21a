/**
 * GET /healthz and GET /readyz (specification §19) in both modes: cheap, never rate-limited, never
 * cached, nothing about anyone. The database down is in database-outage.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { createPaymentTestApp, type PaymentTestApp, TEST_INDEX_HTML } from './payment-app.test-helper.ts';

const PROBES = ['/healthz', '/readyz'];

describe('in payment mode', () => {
  let t: PaymentTestApp;

  beforeEach(async () => {
    // One API call a minute: the probes must not count.
    t = await createPaymentTestApp({ rateLimit: { max: 1, timeWindowMs: 60_000 } });
  });

  afterEach(async () => {
    await t.close();
  });

  test.each(PROBES)('%s answers 200 {"status":"ok"}, never cached, as often as asked', async (url) => {
    for (let call = 0; call < 5; call += 1) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  test('/readyz asks the store', async () => {
    await t.store.close();
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('in the free mode, which has no store', () => {
  let distDir: string;

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'procuration-health-'));
    await writeFile(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
  });

  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  test.each(PROBES)('%s answers 200, never cached', async (url) => {
    const app = buildApp({ distDir });
    try {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
