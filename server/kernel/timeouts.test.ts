/**
 * The bounds the operator is promised (docs/operations.md, specification §19) are the server's defaults; the
 * tests that wait for a bound to pass use shorter stand-ins in the same order of events (docs/decisions/242).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { SHORT_PAYMENT_BOUNDS } from './short-bounds.test-helper.ts';
import {
  CLIENT_REQUEST_TIMEOUT_MS,
  PAYMENT_ANSWER_BOUND_MS,
  PAYMENT_ANSWER_DATABASE_MARGIN_MS,
  PAYMENT_BOUNDS,
  PAYMENT_CALL_DEADLINE_MS,
  PAYMENT_CALL_MIN_MS,
  type PaymentBounds,
  STRIPE_REQUEST_TIMEOUT_MS,
} from './timeouts.ts';

/** The pause Stripe's SDK makes before its one retry (its initialNetworkRetryDelay). */
const STRIPE_SDK_RETRY_PAUSE_MS = 500;

test('a request must arrive whole within 30 s, and a checkout waiting on the payment provider is answered within 10 s', () => {
  expect(CLIENT_REQUEST_TIMEOUT_MS).toBe(30_000);
  expect(PAYMENT_ANSWER_BOUND_MS).toBe(10_000);
  expect(PAYMENT_BOUNDS).toEqual({
    stripeRequestTimeoutMs: STRIPE_REQUEST_TIMEOUT_MS,
    callDeadlineMs: PAYMENT_CALL_DEADLINE_MS,
    answerBoundMs: PAYMENT_ANSWER_BOUND_MS,
    databaseMarginMs: PAYMENT_ANSWER_DATABASE_MARGIN_MS,
    callMinMs: PAYMENT_CALL_MIN_MS,
  });
});

test('the server takes the 30 s request bound unless told otherwise', async () => {
  const distDir = await mkdtemp(path.join(tmpdir(), 'procuration-bounds-'));
  try {
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>x</title></head><body></body></html>');
    const app = buildApp({ distDir });
    await app.ready();
    expect(app.server.requestTimeout).toBe(CLIENT_REQUEST_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(CLIENT_REQUEST_TIMEOUT_MS);
    await app.close();
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
});

describe.each([
  ['the promised bounds', PAYMENT_BOUNDS],
  ['the shorter ones of the tests', SHORT_PAYMENT_BOUNDS],
] as [string, PaymentBounds][])('%s keep the order of events', (_name, bounds) => {
  const sdkGivesUpAt = 2 * bounds.stripeRequestTimeoutMs + STRIPE_SDK_RETRY_PAUSE_MS;
  const waitersGiveUpAt = bounds.answerBoundMs - bounds.databaseMarginMs;

  test('the SDK gives up after its retry, within the call deadline, itself within the answer bound less its margin', () => {
    expect(sdkGivesUpAt).toBeLessThan(bounds.callDeadlineMs);
    expect(bounds.callDeadlineMs).toBeLessThanOrEqual(waitersGiveUpAt);
  });

  test('a request that waited for a failed call has too little time left to start another', () => {
    expect(sdkGivesUpAt + bounds.callMinMs).toBeGreaterThan(waitersGiveUpAt);
  });
});
