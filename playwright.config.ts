import { defineConfig, devices } from '@playwright/test';

/** The port of the server the browser tests start (not the default 3000, so a running dev server is left alone). */
const PORT = 3123;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium: the one given by CHROMIUM_PATH, else the build shipped in @sparticuz/chromium (unpacked on first
 * use), so `npm test` needs nothing but npm.
 */
const executablePath =
  process.env.CHROMIUM_PATH || (await (await import('@sparticuz/chromium')).default.executablePath());

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
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${BASE_URL}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', PAYMENT_MODE: 'off' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
