/**
 * A service the server needs is down (specification §19, docs/decisions/027): the page shows the
 * server's French message, stays where it is and keeps the form. Each test starts its own server
 * process, so the outage touches no other test: one in stripe mode whose Stripe API hangs, one in
 * simulated mode whose SQLite file another connection has locked. Each start finds the page already built
 * by the shared servers' start (playwright.config.ts), so it fits in a test's limit (docs/decisions/137).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from '../server/store/sqlite/sqlite-driver.mjs';
import type { Page } from '@playwright/test';
import { type ServerProcess, startServer, stopServer } from '../server/server-process.test-helper.ts';
import { expect, test } from './fixtures.ts';
import { button, fillValidForm, GRANTOR_CARD, personFields, STORAGE_KEY, toast, WITHOUT_SIGNATURE } from './procuration-page.ts';

const PAYMENT_DOWN = 'Le service de paiement ne répond pas. Réessayez dans quelques instants.';
const DATABASE_DOWN = 'Le service est momentanément indisponible. Réessayez dans quelques instants.';

// The browser logs each 503 it receives as a console error; that is the point of these tests.
test.use({ allowedConsoleErrors: [/status of 503/] });

let dataDir: string;
let server: ServerProcess | undefined;

test.beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'procuration-e2e-outage-'));
});

test.afterEach(async () => {
  await stopServer(server);
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** Fills the form, clicks, and checks the page shows `message`, stays, and keeps the form (also across a reload). */
async function expectRefusedAndKept(page: Page, message: string, withinMs: number) {
  await fillValidForm(page);
  const before = page.url();
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, message)).toBeVisible({ timeout: withinMs });
  expect(page.url()).toBe(before);
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('Dupont');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain('Dupont');
  await page.reload();
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue('Dupont');
}

test('Stripe hangs: within 10 s the page says the payment service does not answer, and keeps the form', async ({ page }) => {
  const sockets = new Set<Socket>();
  const hanging: Server = createServer(() => undefined);
  hanging.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  try {
    server = await startServer({
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_outage',
      STRIPE_WEBHOOK_SECRET: 'whsec_outage',
      PRICE_CENTS: '490',
      STRIPE_API_BASE: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
      DATA_DIR: dataDir,
    });
    await page.goto(server.url);
    await expectRefusedAndKept(page, PAYMENT_DOWN, 12_000);
  } finally {
    for (const socket of sockets) socket.destroy();
    hanging.close();
  }
});

test('the database is locked: the page says the service is unavailable, keeps the form, and goes on once it is back', async ({ page }) => {
  server = await startServer({ PAYMENT_MODE: 'simulated', DATA_DIR: dataDir });
  const other = new SQLite(path.join(dataDir, 'procuration.sqlite'));
  try {
    await page.goto(server.url);
    other.exec('BEGIN IMMEDIATE');
    await expectRefusedAndKept(page, DATABASE_DOWN, 8_000);
    other.exec('ROLLBACK');

    await button(page, WITHOUT_SIGNATURE).click();
    await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_[0-9a-f]+$/);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
});
