/**
 * The `test` every browser test uses: a page that fails the test when it logs a console error or
 * throws (specification §18: a page used normally logs no console error). Warnings are allowed.
 *
 * Its `goto` and `reload` of the generator page return once the page answers: the prerendered cards
 * are `inert` until React has taken them over (docs/decisions/035), and a test that starts with the
 * keyboard would otherwise type into nothing, as a person pressing keys at that instant would.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { closeWhenFramesStop, probeFrames } from './frames-probe.ts';

export interface PageErrorOptions {
  /** Console errors a test expects (e.g. the browser's own log of a 404), matched against their text. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<PageErrorOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) waitForTheCardsOnNavigation(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      errors.push(`pageerror: ${error.stack ?? error.message}`);
    });
    let stalled: string | undefined;
    const stopWatching = javaScriptEnabled === false ? () => undefined : closeWhenFramesStop(page, (why) => (stalled = why));
    await use(page);
    stopWatching();
    if (stalled) {
      testInfo.annotations.push({ type: 'frames', description: stalled });
      console.error(`[frames] ${testInfo.titlePath.join(' › ')}: ${stalled}`);
    }
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const frames = await probeFrames(page).catch((error: unknown) => `probe failed: ${String(error)}`);
      testInfo.annotations.push({ type: 'frames', description: frames });
      console.error(`[frames] ${testInfo.titlePath.join(' › ')}: ${frames}`);
    }
    expect(errors, 'the page logged errors or threw').toEqual([]);
  },
});

/** The generator page's address is "/": other pages (404, checkout) have no cards to wait for. */
function waitForTheCardsOnNavigation(page: Page): void {
  const untilInteractive = async () => {
    if (new URL(page.url()).pathname === '/') await expect(page.locator('[inert]')).toHaveCount(0);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive();
    return response;
  };
}

export { expect };
