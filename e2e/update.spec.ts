/**
 * Updates reach people (docs/decisions/036): never an old page stuck in a cache. Build A
 * (the project's dist) is deployed and visited; build B (a real second build whose page differs) is
 * deployed on the same origin; the next visit shows "Nouvelle version disponible", and "Recharger"
 * brings B. A person who ignores the notice gets B on the next visit once the old tab is gone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test as pageTest } from './fixtures.ts';
import { buildVariant, expectServiceWorkerActivated, PROJECT_DIST, serveBuild, type ServedBuild } from './served-build.ts';
import { SETUP_TIMEOUT_MS } from './servers.ts';

const MARKER_B = 'B';

/**
 * Build B, made once per worker as setup before the tests that deploy it, not inside a test: a whole
 * production build takes what it takes on a busy machine (docs/decisions/137).
 */
const test = pageTest.extend<object, { distB: string }>({
  distB: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const workDir = await mkdtemp(path.join(tmpdir(), 'procuration-e2e-update-'));
      try {
        const distB = path.join(workDir, 'dist');
        await buildVariant(distB, MARKER_B);
        await use(distB);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: SETUP_TIMEOUT_MS },
  ],
});

test.use({ serviceWorkers: 'allow' });
// Both tests deploy build B: they run in order in one worker, which builds it once.
test.describe.configure({ mode: 'default' });

let server: ServedBuild | undefined;

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

function buildMarker(page: Page) {
  return page.locator('meta[name="build"]');
}

/** Visits build A until its worker is active, then replaces A with B on the same origin (a worker belongs to its origin). */
async function visitAThenDeployB(page: Page, distB: string): Promise<string> {
  server = await serveBuild(PROJECT_DIST);
  const { origin, port } = server;
  await page.goto(origin);
  await expect(buildMarker(page)).toHaveCount(0);
  await expectServiceWorkerActivated(page);

  await server.close();
  server = await serveBuild(distB, port);
  return origin;
}

test('the next visit offers the new version, and "Recharger" brings it', async ({ page, distB }) => {
  const origin = await visitAThenDeployB(page, distB);

  await page.goto(origin);
  // A's worker answers this visit with A's page, and finds B waiting.
  const notice = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
  await expect(notice).toBeVisible();
  await expect(buildMarker(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const reload = notice.getByRole('button', { name: 'Recharger', exact: true });
  await reload.focus();
  await expect(reload).toBeFocused();
  await reload.click();

  await expect(buildMarker(page)).toHaveAttribute('content', MARKER_B);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procuration en Ligne – Rapide & Sécurisée');
  await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  // The new worker now controls the page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toBe(`${origin}/sw.js`);
});

test('without "Recharger", the new version comes on the next visit once the old tab is closed', async ({ page, context, distB }) => {
  const origin = await visitAThenDeployB(page, distB);

  await page.goto(origin);
  await expect(page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' })).toBeVisible();
  await page.close();

  const next = await context.newPage();
  await next.goto(origin);
  await expect(next.locator('meta[name="build"]')).toHaveAttribute('content', MARKER_B);
});
