/**
 * The byte budgets of docs/decisions/020, which do not vary from run to run (timings belong to `npm run bench`,
 * never to a test): the first load of "/" fetches no jsPDF, and its JavaScript weighs at most 90 KB
 * gzip -9 counted both ways: what the page requests before both its load event and its hydration (the
 * page is prerendered and fetches its code after the first paint), and the whole first visit without a
 * click, idle-time chunks and the service worker's own code included (docs/decisions/049, 055). Chunks
 * the page asks for on use with import() (PDF, calendar) and the service worker's precache for offline
 * use are not part of it; each body is compressed in the test, so the figure does not depend on the server.
 */
import { describeResources, FIRST_LOAD_JS_TARGET_BYTES, recordFirstLoad } from '../scripts/bench/first-load.ts';
import { expect, test } from './fixtures.ts';

test('the first load of the page requests no script containing jsPDF', async ({ page }) => {
  const load = await recordFirstLoad(page, '/');
  expect(
    load.resources.some((resource) => resource.kind === 'js'),
    'the page loads its scripts',
  ).toBe(true);
  expect(
    load.resources.filter((resource) => resource.containsJsPdf).map((resource) => resource.path),
    describeResources(load.resources),
  ).toEqual([]);
});

test('the JavaScript the page needs to work weighs at most 90 KB gzip', async ({ page }, testInfo) => {
  const load = await recordFirstLoad(page, '/');
  const scripts = load.resources.filter((resource) => resource.kind === 'js' && resource.beforeLoad);
  expect(scripts.length, 'the page loads its scripts').toBeGreaterThan(0);
  const listing = describeResources(scripts);
  testInfo.annotations.push({
    type: 'first-load JS, gzip -9',
    description: `${load.firstLoadJsGzipBytes} B of ${FIRST_LOAD_JS_TARGET_BYTES} B: ${listing}`,
  });
  expect(load.firstLoadJsGzipBytes, listing).toBeLessThanOrEqual(FIRST_LOAD_JS_TARGET_BYTES);
});

test('the first paint waits on the HTML alone: the stylesheet is inside it, and the CSP lets it apply', async ({ page }) => {
  const load = await recordFirstLoad(page, '/');
  expect(load.firstPaintMs).toBeDefined();
  // Later, a chunk may list the same stylesheet among its preloads (Vite keeps CSS there): it changes nothing on screen.
  const beforePaint = load.resources.filter((resource) => resource.kind === 'css' && resource.requestedAtMs <= (load.firstPaintMs ?? 0));
  expect(beforePaint.map((resource) => resource.path)).toEqual([]);
  // The header's colours come from that stylesheet: a policy that refused it would leave them unset.
  const header = page.locator('header.page-header');
  await expect(header).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test.describe('counted whole: what a first visit downloads without a click', () => {
  // The service worker runs here, as on a person's first visit: its own code counts (docs/decisions/049).
  test.use({ serviceWorkers: 'allow' });

  test('the first-visit JavaScript, service worker code and idle-time chunks included, weighs at most 90 KB gzip', async ({
    page,
  }, testInfo) => {
    const load = await recordFirstLoad(page, '/');
    const scripts = load.resources.filter((resource) => resource.kind === 'js' && resource.fetchedBy !== 'precache');
    expect(
      scripts.some((resource) => resource.fetchedBy === 'service-worker-code'),
      'the service worker and its runtime are fetched and counted',
    ).toBe(true);
    const listing = describeResources(scripts);
    testInfo.annotations.push(
      { type: 'first-visit JS before the page works, gzip -9', description: `${load.firstLoadJsGzipBytes} B` },
      {
        type: 'first-visit JS counting everything, gzip -9',
        description: `${load.firstVisitJsGzipBytes} B of ${FIRST_LOAD_JS_TARGET_BYTES} B: ${listing}`,
      },
      { type: 'precached for offline use, gzip -9', description: `${load.precacheJsGzipBytes} B` },
    );
    console.log(testInfo.annotations.map((annotation) => `${annotation.type}: ${annotation.description ?? ''}`).join('\n'));
    expect(load.firstVisitJsGzipBytes, listing).toBeGreaterThan(load.firstLoadJsGzipBytes);
    expect(load.firstVisitJsGzipBytes, listing).toBeLessThanOrEqual(FIRST_LOAD_JS_TARGET_BYTES);
  });
});
