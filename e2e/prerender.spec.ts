/**
 * The prerendered page (docs/decisions/035): the cards are in the HTML before any script
 * runs, React takes them over without a warning, and a saved form comes back in the first frame
 * after hydration without moving anything on the screen.
 */
import type { Page } from '@playwright/test';
import { PAYMENT_MODE_META_NAME, RECORD_TTL_META_NAME } from '../src/contract/page-meta.ts';
import { SIGNATURE_HEIGHT_PX } from '../src/domain/constants.ts';
import { fieldId } from '../src/ui/controls/field-ids.ts';
import { FORM_RESTORED_MARK } from '../src/ui/state/form-restored-mark.ts';
import { expect, test } from './fixtures.ts';
import { PAYMENT_BASE_URL } from './servers.ts';
import {
  ATTORNEY_CARD,
  button,
  DETAILS_CARD,
  details,
  drawSignature,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  signaturePad,
  personFields,
  SIGNATURE_CARD,
  STORAGE_KEY,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

// The page as people get it, service worker included: its registration must not warn either.
test.use({ serviceWorkers: 'allow' });

const CARDS = [GRANTOR_CARD, ATTORNEY_CARD, DETAILS_CARD, SIGNATURE_CARD];

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the four cards, their fields, the two buttons and "Vos données" are in the first response', async ({ page }) => {
    await page.goto('/');
    for (const title of CARDS) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(personFields(page, GRANTOR_CARD).lastName).toBeVisible();
    await expect(personFields(page, ATTORNEY_CARD).city).toBeVisible();
    await expect(button(page, WITH_SIGNATURE)).toBeVisible();
    await expect(button(page, WITHOUT_SIGNATURE)).toBeVisible();
    await expect(page.getByText('Vos données', { exact: true })).toBeVisible();
    // The pad has its height before any script runs, so nothing moves when the script arrives.
    expect((await signaturePad(page).boundingBox())?.height).toBe(SIGNATURE_HEIGHT_PX);
    // Styled by the inline stylesheet: the primary button is filled, not the browser's grey default.
    const background = await button(page, WITH_SIGNATURE).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

/** Every console message of type error or warning, from the first byte of the page. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

test('React takes over the prerendered page without a warning, and it works', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  const lastName = personFields(page, GRANTOR_CARD).lastName;
  await lastName.fill(GRANTOR.lastName);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain(GRANTOR.lastName);
  expect(problems).toEqual([]);
});

test('hydration changes nothing the first screen shows: its HTML is the one the server sent', async ({ page, request }) => {
  const served = await (await request.get('/')).text();
  // The fixture's goto waits until the page works: hydrated, the form restored, nothing inert.
  await page.goto('/');
  const [sent, hydrated] = await page.evaluate((html) => {
    // The first screen: the legend, the mandant's and the mandataire's cards, the details card.
    const firstScreen = (root: ParentNode) =>
      [...root.querySelectorAll('main.page > .legend, main.page > .parties, main.page > .parties + *')].map((element) => element.outerHTML);
    return [firstScreen(new DOMParser().parseFromString(html, 'text/html')), firstScreen(document)];
  }, served);
  expect(sent).toHaveLength(3);
  expect(hydrated).toEqual(sent);
});

test('a saved form with its signature comes back right after hydration, and nothing on the screen moves', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await expect(page.getByText('Signature enregistrée.', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));

  // From the first byte of the next load: every layout shift, and what the name field shows at each frame.
  await page.addInitScript(
    ({ mark, fieldId }) => {
      const record = { shifts: [] as number[], frames: [] as { restored: boolean; value: string }[] };
      Object.assign(window, { __prerenderRecord: record });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) record.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const watch = () => {
        const field = document.getElementById(fieldId) as HTMLInputElement | null;
        if (field) record.frames.push({ restored: performance.getEntriesByName(mark).length > 0, value: field.value });
        if (performance.now() < 10_000) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { mark: FORM_RESTORED_MARK, fieldId: fieldId('grantor.lastName') },
  );
  const problems = collectConsoleProblems(page);
  await page.reload();

  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  await expect(page.getByText('Signature enregistrée.', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Aperçu de la signature enregistrée' })).toBeVisible();
  // The lazy parts have arrived before the record is read (the reload waited for every part to be hydrated):
  // the verdict under the type, which then describes the type, and the pen when the pad is within a screen of view.
  await expect(details(page).type).toHaveAccessibleDescription(/\S/);
  const pad = signaturePad(page);
  const padNear = await pad.evaluate((canvas) => canvas.getBoundingClientRect().top < 2 * window.innerHeight);
  if (padNear) await expect(pad).toHaveAttribute('data-ready', 'true');
  const record = await page.evaluate(
    () =>
      (window as unknown as { __prerenderRecord: { shifts: number[]; frames: { restored: boolean; value: string }[] } }).__prerenderRecord,
  );
  expect(record.shifts, 'layout shifts while the saved form came back').toEqual([]);
  // Once the saved form is in place, no frame shows the empty one again.
  const afterRestore = record.frames.filter((frame) => frame.restored);
  expect(afterRestore.length).toBeGreaterThan(0);
  expect(afterRestore.every((frame) => frame.value === GRANTOR.lastName)).toBe(true);
  expect(problems).toEqual([]);
});

test('payment mode serves the same prerendered page, told its mode by the two <meta> only', async ({ request }) => {
  const free = await (await request.get('/')).text();
  // The payment-mode server the browser tests start beside this one (playwright.config.ts).
  const paid = await (await request.get(`${PAYMENT_BASE_URL}/`)).text();
  const metas = new RegExp(`\\s*<meta name="(${PAYMENT_MODE_META_NAME}|${RECORD_TTL_META_NAME})" content="[^"]*" />`, 'g');
  expect(paid.match(metas)).toHaveLength(2);
  const body = (html: string) => html.slice(html.indexOf('<body>'));
  expect(body(paid)).toBe(body(free));
  expect(body(free)).toContain('Informations du Mandant');
});
