/**
 * Offline and installable (docs/decisions/036): after one visit the service worker has
 * precached the page and every script it may need, so with the network off the page loads, restores
 * the saved form and makes a signed PDF with a Cyrillic name (the PDF module and the font chunk come
 * from the precache). The page links a web app manifest that makes it installable.
 * The other browser tests block service workers (playwright.config.ts); these allow them.
 */
import { expect, test } from './fixtures.ts';
import { expectServiceWorkerActivated, PROJECT_DIST, serveBuild, type ServedBuild } from './served-build.ts';
import {
  button,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR_CARD,
  personFields,
  STORAGE_KEY,
  WITH_SIGNATURE,
} from './procuration-page.ts';

test.use({ serviceWorkers: 'allow' });

let server: ServedBuild | undefined;

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('after one visit, with the network off, the page loads, restores the form and makes a signed PDF in Cyrillic', async ({
  page,
  context,
}) => {
  // Its own server, so that "offline" is also true of anything the browser might still ask for.
  server = await serveBuild(PROJECT_DIST);
  const pageRequests: string[] = [];
  page.on('request', (request) => pageRequests.push(new URL(request.url()).pathname));
  await page.goto(server.origin);

  await fillValidForm(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await grantor.lastName.fill('Иванов');
  await grantor.firstName.fill('Пётр');
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY))
    .toMatch(/Иванов[\s\S]*data:image\/png|data:image\/png[\s\S]*Иванов/);
  await expectServiceWorkerActivated(page);
  // Registering the worker costs the page no stylesheet (it is inside the HTML); the worker's own precache is not the page's.
  expect(pageRequests.filter((pathname) => pathname.endsWith('.css'))).toEqual([]);

  await server.close();
  server = undefined;
  await context.setOffline(true);
  const offlineResponses: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => offlineResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() }));

  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procuration en Ligne – Rapide & Sécurisée');
  await expect(grantor.lastName).toHaveValue('Иванов');
  await expect(grantor.firstName).toHaveValue('Пётр');
  await expect(page.getByRole('img', { name: 'Aperçu de la signature enregistrée' })).toBeVisible();

  const signed = await generatePdf(page, WITH_SIGNATURE);
  const text = signed.pdf.lines.join('\n');
  expect(text).toContain('Пётр Иванов');
  expect(text).toContain('Élodie Martin');
  expect(signed.pdf.imageCount).toBe(1);

  // Everything the page fetched while offline came out of the service worker's precache.
  const fetched = offlineResponses.filter(({ url }) => url.startsWith('http'));
  expect(fetched.length, 'the page and its scripts were fetched').toBeGreaterThan(1);
  expect(fetched.filter(({ fromServiceWorker }) => !fromServiceWorker)).toEqual([]);
});

test.describe('what the service worker does not keep', () => {
  // The browser logs the 404 and the refused requests it is asked for here.
  test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

  test('the service worker keeps nothing it was not built with: the API and the health checks stay on the network', async ({
    page,
    context,
  }) => {
    server = await serveBuild(PROJECT_DIST);
    await page.goto(server.origin);
    await expectServiceWorkerActivated(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const addresses = ['/healthz', '/readyz', '/api/pdf-data/00000000-0000-4000-8000-000000000000'];
    // Asked once online, through the worker now in control of the page.
    const statuses = (paths: string[]) =>
      page.evaluate(
        (list) =>
          Promise.all(
            list.map((path) =>
              fetch(path).then(
                (response) => response.status,
                () => 'failed' as const,
              ),
            ),
          ),
        paths,
      );
    expect(await statuses(addresses)).toEqual([200, 200, 404]);

    await server.close();
    server = undefined;
    await context.setOffline(true);
    expect(await statuses(addresses)).toEqual(['failed', 'failed', 'failed']);
  });
});

test('in the free mode, "Vos données" does not speak of a payment connection', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Vos données', { exact: true }).click();
  await expect(page.getByText('Rien de ce que vous saisissez ne quitte votre appareil', { exact: false })).toBeVisible();
  await expect(page.getByText(/Le paiement nécessite une connexion/)).toHaveCount(0);
});

test('the page links a French web app manifest whose icons make it installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Procuration en Ligne',
    short_name: 'Procuration',
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  // The same colour as the page's own theme-color.
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  // Installable on Android: PNG icons of 192 and 512 px, and one maskable.
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type !== 'image/png') continue;
    // A PNG's IHDR gives its width and height (bytes 16–23): they are what the manifest says.
    const body = await image.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('the service worker and its Workbox runtime are served from this origin and revalidated', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const source = await worker.text();
  const runtime = /workbox-[0-9a-f]+/.exec(source)?.[0];
  expect(runtime, 'sw.js imports its Workbox runtime').toBeDefined();
  const runtimeResponse = await request.get(`/${runtime}.js`);
  expect(runtimeResponse.status()).toBe(200);
  expect(runtimeResponse.headers()['cache-control']).toBe('no-cache');
  // The page is precached at its one address, never as /index.html (which is a 404), and nothing is cached at run time.
  expect(source).toContain('url:"/"');
  expect(source).not.toContain('index.html');
  expect(source).not.toMatch(/NetworkFirst|NetworkOnly|CacheFirst|StaleWhileRevalidate|ExpirationPlugin/);
});
