/**
 * The byte budgets of issue 6, which do not vary from run to run (timings belong to `npm run bench`,
 * never to a test): the first load of "/" fetches no jsPDF, and its JavaScript weighs at most 90 KB
 * gzip -9. Each body is compressed in the test, so the figure does not depend on the server.
 */
import { describeResources, FIRST_LOAD_JS_BUDGET_BYTES, recordFirstLoad } from '../scripts/bench/first-load.ts';
import { expect, test } from './fixtures.ts';

test('the first load of the page requests no script containing jsPDF', async ({ page }) => {
  const load = await recordFirstLoad(page, '/');
  expect(load.resources.some((resource) => resource.kind === 'js'), 'the page loads its scripts').toBe(true);
  expect(load.resources.filter((resource) => resource.containsJsPdf).map((resource) => resource.path)).toEqual([]);
});

test('the JavaScript requested before the load event weighs at most 90 KB gzip', async ({ page }, testInfo) => {
  const load = await recordFirstLoad(page, '/');
  const beforeLoad = load.resources.filter((resource) => resource.beforeLoad);
  testInfo.annotations.push(
    { type: 'first-load JS, gzip -9', description: `${load.firstLoadJsGzipBytes} B of ${FIRST_LOAD_JS_BUDGET_BYTES} B` },
    { type: 'first-load HTML + CSS + JS, gzip -9', description: `${load.firstLoadGzipBytes} B` },
    { type: 'requested before load', description: describeResources(beforeLoad) },
  );
  expect(beforeLoad.filter((resource) => resource.kind === 'js').length, 'scripts requested before load').toBeGreaterThan(0);
  expect(load.firstLoadJsGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
});
