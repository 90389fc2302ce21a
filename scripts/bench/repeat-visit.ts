/**
 * A repeat visit (docs/decisions/036): the page visited once with its service worker, a form typed and kept,
 * then visited again. Reports what crossed the network the second time (requests the service worker
 * did not answer: its own update check, ideally nothing else), when the page first painted, and when
 * the saved form was back in place (the FORM_RESTORED_MARK the page sets after hydration).
 */
import type { Browser, Request } from 'playwright-core';
import { FORM_RESTORED_MARK } from '../../src/ui/state/form-restored-mark.ts';
import { CONTEXT_OPTIONS } from './chromium.ts';

export type RepeatVisitFigures = {
  /** Requests that reached the network on the repeat visit, with their transfer size (headers + body). */
  network: Array<{ path: string; bytes: number }>;
  networkBytes: number;
  /** How many responses the service worker answered from its cache. */
  fromServiceWorker: number;
  firstContentfulPaintMs: number | undefined;
  /** When the saved form was in place, after navigation start; the prerendered empty form shows until then. */
  formRestoredMs: number | undefined;
};

export async function measureRepeatVisit(browser: Browser, baseUrl: string): Promise<RepeatVisitFigures> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.locator('#field-grantor-lastName').fill('Dupont');
    await page.waitForFunction(() => localStorage.length > 0);

    const finished: Request[] = [];
    let fromServiceWorker = 0;
    context.on('requestfinished', (request) => finished.push(request));
    context.on('response', (response) => {
      if (response.fromServiceWorker()) fromServiceWorker++;
    });
    await page.reload({ waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const network: RepeatVisitFigures['network'] = [];
    for (const request of finished) {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) continue;
      const sizes = await request.sizes();
      network.push({ path: new URL(request.url()).pathname, bytes: sizes.responseHeadersSize + sizes.responseBodySize });
    }
    const timing = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const restored = performance.getEntriesByName(mark)[0];
      return { firstContentfulPaintMs: paint?.startTime, formRestoredMs: restored?.startTime };
    }, FORM_RESTORED_MARK);
    return { network, networkBytes: network.reduce((sum, entry) => sum + entry.bytes, 0), fromServiceWorker, ...timing };
  } finally {
    await context.close();
  }
}
