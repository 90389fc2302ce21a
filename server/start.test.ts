import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';

const START = path.join(import.meta.dirname, 'start.ts');

/** Runs `npm start`'s entry point with the given variables; a bad configuration stops it before any build. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', START], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

test('a bad PORT exits 1 with a message naming PORT, before building or listening', () => {
  const result = start({ PORT: 'abc' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT');
  expect(result.stderr).toContain('« abc »');
  expect(result.stdout).toBe('');
}, 30_000);

test('every bad variable is named in the one message', () => {
  const result = start({ PORT: '70000', HOST: 'bad host' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/- PORT .*\n- HOST /);
}, 30_000);

test('stripe mode without its variables exits 1 naming each of them', () => {
  const result = start({ PAYMENT_MODE: 'stripe', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PRICE_CENTS: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/- STRIPE_SECRET_KEY .*\n- STRIPE_WEBHOOK_SECRET .*\n- PRICE_CENTS /);
  expect(result.stdout).toBe('');
}, 30_000);

test('a PostgreSQL that cannot be reached exits 1 naming DATABASE_URL, before building or listening', () => {
  const result = start({ PAYMENT_MODE: 'simulated', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('DATABASE_URL');
  expect(result.stdout).toBe('');
}, 30_000);
