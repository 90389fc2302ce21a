/**
 * The idle warm-up in payment mode (docs/decisions/160): the buttons there make no PDF, they check the
 * form, store it and go to the checkout; so once the person has begun, the warm-up fetches the payment's
 * code, and starts no PDF worker. Seen on a phone, where the preview is closed and lays nothing out.
 */
import { expect, test } from './fixtures.ts';
import { button, WITHOUT_SIGNATURE } from './procuration-page.ts';
import { beginAndWarmUp, PDF_WORKER_SCRIPT, scriptsRequested, workersStarted } from './warm-up.ts';

const PAYMENT_SCRIPT = /\/assets\/payment-flow-[\w-]+\.js$/;
const CHECKOUT_PAGE = /\/paiement-simule\/cs_sim_[0-9a-f]+$/;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('once the person has begun, the payment code is fetched while idle and no PDF worker is started: the click fetches no script', async ({
  page,
}) => {
  const workers = workersStarted(page);
  const everyScript = scriptsRequested(page);
  await beginAndWarmUp(page);
  expect(everyScript.filter((pathname) => PAYMENT_SCRIPT.test(pathname))).toHaveLength(1);
  expect(everyScript.filter((pathname) => PDF_WORKER_SCRIPT.test(pathname))).toEqual([]);
  expect(workers).toEqual([]);

  const afterTheClick = scriptsRequested(page);
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  expect(afterTheClick.filter((pathname) => pathname.startsWith('/assets/'))).toEqual([]);
  expect(workers).toEqual([]);
});
