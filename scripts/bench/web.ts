/** First-load bytes of "/" in Chromium (first-load.ts), in a fresh context so nothing is cached. */
import type { Browser } from 'playwright-core';
import { CONTEXT_OPTIONS } from './chromium.ts';
import { type FirstLoad, recordFirstLoad } from './first-load.ts';

export async function measureFirstLoad(browser: Browser, baseUrl: string): Promise<FirstLoad> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    return await recordFirstLoad(await context.newPage(), `${baseUrl}/`);
  } finally {
    await context.close();
  }
}
