import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  FREE_DATA_DIR,
  FREE_SERVER_LOG,
  PAYMENT_BASE_URL,
  PAYMENT_PORT,
  PORT,
  SETUP_TIMEOUT_MS,
  TEST_PUBLISHER,
} from './e2e/servers.ts';
import { CHROMIUM_FLAGS, chromiumExecutable } from './scripts/bench/chromium.ts';

const PAYMENT_SPECS = ['payment-*.spec.ts', 'accessibility-payment.spec.ts'];
/** Its SQLite file lives outside the project; records expire and are deleted, so the folder is reused. */
const PAYMENT_DATA_DIR = path.join(tmpdir(), `procuration-e2e-payment-${PAYMENT_PORT}`);

/**
 * The test workers, forked from this process with its environment, get a larger young generation than V8 chooses by default:
 * they allocate for every protocol message and every PDF they read back, and collected it in frequent small passes.
 * Their CPU over the accessibility and paper specs (30 tests, two runs each): 52.8 and 49.5 core-s → 36.8 and
 * 32.9; the whole machine's 231 and 207 → 204 and 186 (docs/decisions/254).
 */
const YOUNG_GENERATION = '--max-semi-space-size=64';
if (!process.env.NODE_OPTIONS?.includes(YOUNG_GENERATION)) {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' ');
}

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
  // Three browsers on CI's two cores: a test waits on its page, the server or a promised bound a third of the
  // time, and a third worker fills it (the whole suite: two, 195 s and 282 CPU-s; three, 181 s and 314;
  // docs/decisions/257).
  workers: 3,
  reporter: 'list',
  // A test's whole time: a minute, as in Vitest. What takes longer than the test itself is setup, done before a
  // test with its own limit (SETUP_TIMEOUT_MS: the servers' start, a build a spec needs), not inside one
  // (docs/decisions/137). Measured with one core kept busy on a shared two-core machine, the longest test took
  // 32 s once those that ran axe several times were split, one axe run each (docs/decisions/161); a test that
  // outgrows a minute is split or lightened, never given more time.
  // A wait that never ends (a page whose frames have stopped) still ends the test, and the frames probe says
  // why (docs/notes/100-a-failed-test-says-whether-the-page-still-drew.md).
  timeout: 60_000,
  // In CI, a test whose page stopped drawing gets one more try on a new page: headless Chromium can stop
  // sending frames to one document while a new page of the same browser draws (docs/notes/103-why-a-document-stops-drawing.md);
  // a test that fails twice fails, and a retried one is listed as flaky (docs/decisions/107).
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    acceptDownloads: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace cost every test about a quarter of its time (30 tests: 67 s with, 51 s without), to keep the
    // few of a failed run. CI's retry records one; locally, run the failed file again with `--trace on`
    // (docs/decisions/251).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Without a service worker each test sees the server's own answers (page.route, request counts, the payment
    // return) and no test downloads the whole precache in the background: only e2e/offline.spec.ts and
    // e2e/update.spec.ts allow it (docs/decisions/036).
    serviceWorkers: 'block',
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
      // Its log in a file, where a test reads that no name reached it (e2e/accept-from-afar.spec.ts).
      command: `rm -rf "${FREE_DATA_DIR}" && npm start > "${FREE_SERVER_LOG}"`,
      url: `${BASE_URL}/`,
      // Every test is one browser at one address, and the relay's pages poll it (phone signing, acceptance): the
      // per-address limit is the server tests' to check (server/rate-limit*.test.ts), as for the payment server below.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PAYMENT_MODE: 'off',
        DATA_DIR: FREE_DATA_DIR,
        RATE_LIMIT_PER_MINUTE: '1000',
        ...TEST_PUBLISHER,
      },
      reuseExistingServer: !process.env.CI,
      timeout: SETUP_TIMEOUT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      url: `${PAYMENT_BASE_URL}/`,
      // Every payment test is one browser at one address: the per-address limit (30 a minute) is the server tests'
      // to check (server/rate-limit*.test.ts); here it would only make the suite's pace a cause of failure.
      env: {
        PORT: String(PAYMENT_PORT),
        HOST: '127.0.0.1',
        PAYMENT_MODE: 'simulated',
        DATA_DIR: PAYMENT_DATA_DIR,
        RATE_LIMIT_PER_MINUTE: '1000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: SETUP_TIMEOUT_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
