/**
 * The second page of the relay's browser tests (e2e/sign-on-phone.spec.ts, e2e/accept-from-afar.spec.ts):
 * a phone-sized touch browser (390 × 844), in a context of its own, that opens the link the page showed.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
    locale: 'fr-FR',
  });
}

/**
 * Opens `link` on a phone, runs `use` on it, then closes the phone's context, whatever happened;
 * `watch` is given the phone before it opens the link (to listen to what it sends).
 */
export async function onPhone(
  browser: Browser,
  link: string,
  use: (phone: Page) => Promise<void>,
  watch: (phone: Page) => void = () => undefined,
): Promise<void> {
  const context = await phoneContext(browser);
  try {
    const phone = await context.newPage();
    watch(phone);
    await phone.goto(link);
    await use(phone);
  } finally {
    await context.close();
  }
}
