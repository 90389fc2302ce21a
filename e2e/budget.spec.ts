/**
 * The byte budgets of docs/decisions/020 and 060, which do not vary from run to run (timings belong to
 * `npm run bench`, never to a test): the first load of "/" fetches no jsPDF, and its JavaScript, gzip -9,
 * stays within a ceiling above the React floor (a bare page of the same React, one `<h1>` hydrated,
 * built here with the same Vite: scripts/bench/react-floor.ts), counted both ways: what the page requests
 * before both its load event and its hydration (the page is prerendered and fetches its code after the
 * first paint), and the whole first visit without a click, idle-time chunks and the service worker's own
 * code included. Chunks the page asks for on use (PDF, calendar, the signature pen) and the service
 * worker's precache for offline use are not part of it; each body is compressed in the test, so the
 * figure does not depend on the server.
 */
import { ABOVE_REACT_FLOOR, describeResources, recordFirstLoad } from '../scripts/bench/first-load.ts';
import { measureReactFloorJsGzipBytes } from '../scripts/bench/react-floor.ts';
import { expect, test as pageTest } from './fixtures.ts';
import { SETUP_TIMEOUT_MS } from './servers.ts';

/**
 * The floor is built once per worker, before the tests that read it, as setup rather than inside a test: a
 * Vite build of one heading, a few seconds, longer on a busy machine (docs/decisions/137).
 */
const test = pageTest.extend<object, { reactFloorBytes: number }>({
  reactFloorBytes: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => use(await measureReactFloorJsGzipBytes()),
    { scope: 'worker', timeout: SETUP_TIMEOUT_MS },
  ],
});

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

test('the first paint waits on the HTML alone: the stylesheet and the starter are inside it, and the CSP lets them run', async ({
  page,
}) => {
  const load = await recordFirstLoad(page, '/');
  expect(load.firstPaintMs).toBeDefined();
  // No script is asked for before the first paint: the starter is inline and imports the entry once the page has painted (docs/decisions/233).
  const scriptsBeforePaint = load.resources.filter((resource) => resource.kind === 'js' && !resource.afterFirstPaint);
  expect(scriptsBeforePaint.map((resource) => resource.path)).toEqual([]);
  expect(load.resources.some((resource) => resource.kind === 'js')).toBe(true);
  // Later, a chunk may list the same stylesheet among its preloads (Vite keeps CSS there): it changes nothing on screen.
  const beforePaint = load.resources.filter((resource) => resource.kind === 'css' && resource.requestedAtMs <= (load.firstPaintMs ?? 0));
  expect(beforePaint.map((resource) => resource.path)).toEqual([]);
  // The header's colours come from that stylesheet: a policy that refused it would leave them unset.
  const header = page.locator('header.page-header');
  await expect(header).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test.describe('above the React floor', () => {
  // Both tests read the floor: in order in one worker, which builds it once.
  test.describe.configure({ mode: 'default' });

  test('the JavaScript the page needs to work stays within its ceiling above the React floor', async ({
    page,
    reactFloorBytes: floor,
  }, testInfo) => {
    const load = await recordFirstLoad(page, '/');
    const scripts = load.resources.filter((resource) => resource.kind === 'js' && resource.beforeLoad);
    expect(scripts.length, 'the page loads its scripts').toBeGreaterThan(0);
    expect(floor, 'the floor is React itself, tens of kilobytes').toBeGreaterThan(40_000);
    const listing = describeResources(scripts);
    const above = load.firstLoadJsGzipBytes - floor;
    testInfo.annotations.push({
      type: 'first-load JS, gzip -9',
      description: `${load.firstLoadJsGzipBytes} B, React floor ${floor} B, above it ${above} B (ceiling ${ABOVE_REACT_FLOOR.ceiling.beforeItWorks} B, target ${ABOVE_REACT_FLOOR.target.beforeItWorks} B): ${listing}`,
    });
    expect(above, listing).toBeLessThanOrEqual(ABOVE_REACT_FLOOR.ceiling.beforeItWorks);
  });

  test.describe('counted whole: what a first visit downloads without a click', () => {
    // The service worker runs here, as on a person's first visit: its own code counts (docs/decisions/049).
    test.use({ serviceWorkers: 'allow' });

    test('the first-visit JavaScript, service worker code and idle-time chunks included, stays within its ceiling above the React floor', async ({
      page,
      reactFloorBytes: floor,
    }, testInfo) => {
      const load = await recordFirstLoad(page, '/');
      const scripts = load.resources.filter((resource) => resource.kind === 'js' && resource.fetchedBy !== 'precache');
      expect(
        scripts.some((resource) => resource.fetchedBy === 'service-worker-code'),
        'the service worker and its runtime are fetched and counted',
      ).toBe(true);
      const listing = describeResources(scripts);
      const above = load.firstVisitJsGzipBytes - floor;
      testInfo.annotations.push(
        { type: 'React floor, gzip -9', description: `${floor} B` },
        { type: 'first-visit JS before the page works, gzip -9', description: `${load.firstLoadJsGzipBytes} B` },
        {
          type: 'first-visit JS counting everything, gzip -9',
          description: `${load.firstVisitJsGzipBytes} B, above the floor ${above} B (ceiling ${ABOVE_REACT_FLOOR.ceiling.firstVisit} B): ${listing}`,
        },
        { type: 'precached for offline use, gzip -9', description: `${load.precacheJsGzipBytes} B` },
      );
      console.log(testInfo.annotations.map((annotation) => `${annotation.type}: ${annotation.description ?? ''}`).join('\n'));
      expect(load.firstVisitJsGzipBytes, listing).toBeGreaterThan(load.firstLoadJsGzipBytes);
      expect(above, listing).toBeLessThanOrEqual(ABOVE_REACT_FLOOR.ceiling.firstVisit);
    });
  });
});
