/**
 * The `test` every browser test uses: a page that fails the test when it logs a console error or
 * throws (specification §18: a page used normally logs no console error). Warnings are allowed.
 */
import { expect, test as base } from '@playwright/test';

export interface PageErrorOptions {
  /** Console errors a test expects (e.g. the browser's own log of a 404), matched against their text. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<PageErrorOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
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
    await use(page);
    expect(errors, 'the page logged errors or threw').toEqual([]);
  },
});

export { expect };
