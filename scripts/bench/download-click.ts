/**
 * A click on a button that makes a document, timed to the browser's download: shared by the click
 * bench (pdf-click.ts) and the interaction bench (interaction.ts, docs/decisions/140).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from '../../e2e/fixtures.ts';

/** Added before the page's own scripts: the time of a person's (trusted) click, by the page's clock. */
export const CLICK_CLOCK = `
  window.__benchClickAt = 0;
  addEventListener('click', (event) => { if (event.isTrusted) window.__benchClickAt = Date.now(); }, true);
`;

export type TimedDownload = {
  /** The person's click, read in the page (CLICK_CLOCK must be installed), ms since the epoch. */
  clickAt: number;
  /** Playwright's `download` event, ms since the epoch. */
  downloadAt: number;
};

/**
 * Clicks `generate`, waits for the download, then for the button to be free again (it is busy until
 * the document is handed over, and a click meanwhile is ignored); the downloaded file is deleted.
 */
export async function clickUntilDownloaded(page: Page, generate: Locator): Promise<TimedDownload> {
  let downloadAt = 0;
  const downloaded = page.waitForEvent('download').then((download) => {
    downloadAt = Date.now();
    return download;
  });
  await generate.click();
  const download = await downloaded;
  await expect(generate).toHaveAttribute('aria-busy', 'false');
  const clickAt = await page.evaluate<number>('window.__benchClickAt');
  await download.delete();
  return { clickAt, downloadAt };
}
