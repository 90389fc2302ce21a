import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './scripts/bench/chromium.ts';

/** The port of the server the browser tests start (not the default 3000, so a running dev server is left alone). */
const PORT = 3123;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second server, in the simulated payment mode (specification §11), for e2e/payment-*.spec.ts and e2e/accessibility-payment.spec.ts only. */
const PAYMENT_PORT = 3124;
const PAYMENT_BASE_URL = `http://127.0.0.1:${PAYMENT_PORT}`;
const PAYMENT_SPECS = ['payment-*.spec.ts', 'accessibility-payment.spec.ts'];
/** Its SQLite file lives outside the project; records expire and are deleted, so the folder is reused. */
const PAYMENT_DATA_DIR = path.join(tmpdir(), 'procuration-e2e-payment');

/** Chromium from CHROMIUM_PATH or @sparticuz/chromium, with the flags the benchmarks use too. */
const executablePath = await chromiumExecutable();

const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath,
    args: CHROMIUM_FLAGS,
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    acceptDownloads: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: PAYMENT_SPECS,
      use: chromium,
    },
    {
      name: 'payment',
      testMatch: PAYMENT_SPECS,
      use: { ...chromium, baseURL: PAYMENT_BASE_URL },
    },
  ],
  // Started one after the other: the first builds the page if needed, the second finds it built.
  webServer: [
    {
      command: 'npm start',
      url: `${BASE_URL}/`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', PAYMENT_MODE: 'off' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      url: `${PAYMENT_BASE_URL}/`,
      env: { PORT: String(PAYMENT_PORT), HOST: '127.0.0.1', PAYMENT_MODE: 'simulated', DATA_DIR: PAYMENT_DATA_DIR },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
