/**
 * The idle warm-up in payment mode (docs/decisions/160): the buttons there make no PDF, they check the
 * form, store it and go to the checkout; so once the person has begun, the warm-up fetches the payment's
 * code, and starts no PDF worker. Seen on a phone, where the preview is closed and lays nothing out.
 */
import type { Page } from '@playwright/test';
import { WARMED_UP_MARK } from '../src/ui/shell/warmed-up-mark.ts';
import { expect, test } from './fixtures.ts';
import { button, fillValidForm, WITHOUT_SIGNATURE } from './procuration-page.ts';

const PDF_WORKER_SCRIPT = /\/assets\/pdf-worker-[\w-]+\.js$/;
const PAYMENT_SCRIPT = /\/assets\/payment-flow-[\w-]+\.js$/;
const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

/** The page's scripts asked for from now on (pathnames). */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('once the person has begun, the payment code is fetched while idle and no PDF worker is started: the click fetches no script', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const everyScript = scriptsRequested(page);
  await page.goto('/');
  await fillValidForm(page);
  // The page's own mark once its idle warm-up is done: the wait is the page's, not a guess of the machine's speed.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP_MARK);
  expect(everyScript.filter((pathname) => PAYMENT_SCRIPT.test(pathname))).toHaveLength(1);
  expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toEqual([]);
  expect(workers).toEqual([]);

  const afterTheClick = scriptsRequested(page);
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  expect(afterTheClick).toEqual([]);
  expect(workers).toEqual([]);
});
