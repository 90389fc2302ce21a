/**
 * The Chromium the browser tests (playwright.config.ts) and the benchmarks use: CHROMIUM_PATH, else the build shipped in
 * @sparticuz/chromium, with the same launch flags, so the figures come from the same browser.
 */
import { chromium, devices, type Browser } from 'playwright-core';

/** playwright.config.ts's flags; Lighthouse's own Chrome also gets `--headless=new`. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function chromiumExecutable(): Promise<string> {
  return process.env.CHROMIUM_PATH || (await (await import('@sparticuz/chromium')).default.executablePath());
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutable(), headless: true, args: CHROMIUM_FLAGS });
}

/** What the browser tests emulate (playwright.config.ts): French, Paris, downloads accepted. */
export const CONTEXT_OPTIONS = {
  ...devices['Desktop Chrome'],
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  acceptDownloads: true,
} as const;
