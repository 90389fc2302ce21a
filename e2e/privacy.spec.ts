import type { Request, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  button,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

/** Schemes that name data already in the page (the downloaded blob), not a request to anyone. */
const IN_PAGE_SCHEMES = new Set(['blob:', 'data:']);

test('from page load to the downloaded PDF, nothing leaves the page but static asset GETs', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const requests: Request[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await fillValidForm(page);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  await generatePdf(page, WITH_SIGNATURE);
  await generatePdf(page, WITHOUT_SIGNATURE);
  await page.waitForLoadState('networkidle');

  const origin = new URL(baseURL ?? '').origin;
  const typed = [GRANTOR, ATTORNEY].flatMap((person) =>
    [person.lastName, person.firstName, person.address, person.city, person.phone, person.email ?? ''].filter(Boolean),
  );
  const leaving = requests.filter((request) => !IN_PAGE_SCHEMES.has(new URL(request.url()).protocol));
  for (const request of leaving) {
    const url = new URL(request.url());
    const described = `${request.method()} ${request.url()}`;
    expect(request.method(), described).toBe('GET');
    expect(request.postData(), described).toBeNull();
    expect(url.origin, described).toBe(origin);
    expect(url.pathname, described).toMatch(/^\/assets\//);
    const decoded = decodeURIComponent(request.url());
    for (const value of typed) expect(decoded, described).not.toContain(value);
  }
  expect(sockets).toEqual([]);
});

test('the first load does not fetch the PDF library; the first generation does', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const firstLoad = [...scripts];
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const response of firstLoad) {
    expect(response.url()).not.toMatch(/jspdf/i);
    expect(await response.text(), `${response.url()} holds jsPDF`).not.toContain('jsPDF');
  }

  await fillValidForm(page);
  await generatePdf(page, WITHOUT_SIGNATURE);

  const later = scripts.slice(firstLoad.length);
  const bodies = await Promise.all(later.map((response) => response.text()));
  expect(
    bodies.some((body) => body.includes('jsPDF')),
    `a script fetched after the first load holds jsPDF: ${later.map((response) => response.url()).join(', ')}`,
  ).toBe(true);
});
