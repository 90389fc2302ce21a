/**
 * What the first load of a page costs, in gzip bytes: every response until the page works (its
 * `load` event and, since the page is prerendered, its hydration: docs/decisions/035) and network
 * idle, each body compressed here with gzip -9 so the figure does not depend on how the
 * server compresses. Shared by `npm run bench` and the budget test (e2e/budget.spec.ts).
 */
import { constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { FORM_RESTORED_MARK } from '../../src/ui/state/form-restored-mark.ts';

/**
 * The page's JavaScript above the React floor (react-floor.ts: a bare page of the same React), gzip -9,
 * counted both ways: the scripts before the page works, and the whole first visit without a click
 * (docs/decisions/060). The targets are what the page aims at; the ceilings are what the budget test
 * holds it to (docs/decisions/060, 097 and 219).
 */
export const ABOVE_REACT_FLOOR = {
  target: { beforeItWorks: 15 * 1024, firstVisit: 30 * 1024 },
  // Both at their targets: the whole first visit is under its own again (docs/decisions/249, after 219).
  ceiling: { beforeItWorks: 15 * 1024, firstVisit: 30 * 1024 },
} as const;

/** The service worker's own code: its script and the Workbox runtime it imports (docs/decisions/036). */
const SERVICE_WORKER_CODE = /^\/(sw\.js|workbox-[\w-]+\.js)$/;

/** jsPDF names itself in its code (its API object, the PDF producer): no first-load script may hold it. */
const JSPDF_MARKER = 'jsPDF';

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';

export type LoadedResource = {
  /** Path and query, e.g. `/assets/index-abc.js`. */
  path: string;
  kind: ResourceKind;
  status: number;
  bytes: number;
  gzipBytes: number;
  /** Milliseconds after navigation start when the browser asked for it (resource timing); 0 for the page. */
  requestedAtMs: number;
  /** Asked for before the page worked: before both its `load` event and its hydration. */
  beforeLoad: boolean;
  afterFirstPaint: boolean;
  containsJsPdf: boolean;
  /**
   * Who asked for it: the page, the browser for the service worker's own code (sw.js and the
   * Workbox runtime), or the service worker filling its precache (every chunk, for offline use).
   */
  fetchedBy: 'page' | 'service-worker-code' | 'precache';
};

export type FirstLoad = {
  loadEventMs: number;
  /** When the page's code had taken over the prerendered page (the FORM_RESTORED_MARK it sets then). */
  hydratedMs: number | undefined;
  firstPaintMs: number | undefined;
  resources: LoadedResource[];
  /** JavaScript requested before the page worked (`load` and hydration). */
  firstLoadJsGzipBytes: number;
  /** HTML, CSS and JavaScript requested before the page worked. */
  firstLoadGzipBytes: number;
  /** Everything until network idle. */
  totalGzipBytes: number;
  /**
   * All the JavaScript a first visit downloads without a click: the page's scripts before it works
   * and once it is idle, and the service worker's own code; the precache aside (precacheJsGzipBytes).
   */
  firstVisitJsGzipBytes: number;
  /** The scripts the service worker precaches for offline use (0 where service workers are blocked). */
  precacheJsGzipBytes: number;
};

type Captured = { url: string; kind: ResourceKind; status: number; body: Buffer; byServiceWorker: boolean };

type PageTiming = {
  loadEventMs: number;
  hydratedMs: number | undefined;
  firstPaintMs: number | undefined;
  requestedAt: Record<string, number>;
};

/** Loads `url` in `page` (a fresh context: nothing cached) and measures what it fetched. */
export async function recordFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const captures: Promise<Captured | undefined>[] = [];
  const onResponse = (response: Response) => captures.push(capture(response));
  // The context sees the service worker's requests too (Chromium), the page only its own.
  const context = page.context();
  context.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FORM_RESTORED_MARK);
    await page.waitForLoadState('networkidle');
    await page.evaluate(untilServiceWorkerInstalled);
    await page.waitForLoadState('networkidle');
  } finally {
    context.off('response', onResponse);
  }
  const timing = await readTiming(page);
  const workingMs = Math.max(timing.loadEventMs, timing.hydratedMs ?? Number.POSITIVE_INFINITY);
  const documentUrl = page.url();
  const resources = (await Promise.all(captures))
    .filter((captured): captured is Captured => captured !== undefined)
    .map(({ url: resourceUrl, kind, status, body, byServiceWorker }): LoadedResource => {
      const requestedAtMs = resourceUrl === documentUrl ? 0 : (timing.requestedAt[resourceUrl] ?? Number.POSITIVE_INFINITY);
      const { pathname, search } = new URL(resourceUrl);
      return {
        path: pathname + search,
        kind,
        status,
        bytes: body.length,
        gzipBytes: gzipSize(body),
        requestedAtMs,
        beforeLoad: requestedAtMs < workingMs,
        afterFirstPaint: timing.firstPaintMs !== undefined && requestedAtMs > timing.firstPaintMs,
        containsJsPdf: kind === 'js' && body.includes(JSPDF_MARKER),
        fetchedBy: !byServiceWorker ? 'page' : SERVICE_WORKER_CODE.test(pathname) ? 'service-worker-code' : 'precache',
      };
    })
    .sort((a, b) => a.requestedAtMs - b.requestedAtMs);
  const sum = (list: LoadedResource[]) => list.reduce((total, resource) => total + resource.gzipBytes, 0);
  const byPage = resources.filter((resource) => resource.fetchedBy === 'page');
  const beforeLoad = byPage.filter((resource) => resource.beforeLoad);
  const scripts = (list: LoadedResource[]) => list.filter((resource) => resource.kind === 'js');
  return {
    loadEventMs: timing.loadEventMs,
    hydratedMs: timing.hydratedMs,
    firstPaintMs: timing.firstPaintMs,
    resources,
    firstLoadJsGzipBytes: sum(scripts(beforeLoad)),
    firstLoadGzipBytes: sum(beforeLoad.filter((resource) => ['html', 'css', 'js'].includes(resource.kind))),
    totalGzipBytes: sum(byPage),
    firstVisitJsGzipBytes: sum(scripts(resources.filter((resource) => resource.fetchedBy !== 'precache'))),
    precacheJsGzipBytes: sum(scripts(resources.filter((resource) => resource.fetchedBy === 'precache'))),
  };
}

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
}

async function capture(response: Response): Promise<Captured | undefined> {
  const url = response.url();
  if (!url.startsWith('http')) return undefined;
  let body: Buffer;
  try {
    body = await response.body();
  } catch {
    return undefined; // a redirect, or a response the page dropped: no body to count
  }
  const byServiceWorker = response.request().serviceWorker() !== null;
  return { url, kind: kindOf(response.headers()['content-type'] ?? ''), status: response.status(), body, byServiceWorker };
}

/**
 * Resolves once the service worker the page registered (if any) has finished installing, so its
 * precache is counted; at once where there is none (blocked, or not registered).
 */
function untilServiceWorkerInstalled(): Promise<void> {
  // No named inner functions: the callback runs in the page as written.
  return new Promise<void>((resolve) => {
    if (!('serviceWorker' in navigator)) return resolve();
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const installing = registration?.installing;
      if (!installing) return resolve();
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'installing') resolve();
      });
    }, () => resolve());
  });
}

function kindOf(contentType: string): ResourceKind {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('css')) return 'css';
  if (contentType.startsWith('font/') || contentType.includes('woff')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

/** The browser's own clock: when `load` fired, the first paint, hydration, and when each resource was asked for. */
function readTiming(page: Page): Promise<PageTiming> {
  // No named inner functions: the callback runs in the page as written (tsx would add helpers to them).
  return page.evaluate((mark) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paints = performance.getEntriesByType('paint');
    const firstPaint = paints.find((entry) => entry.name === 'first-paint') ?? paints.find((entry) => entry.name === 'first-contentful-paint');
    const requestedAt: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource')) requestedAt[entry.name] ??= entry.startTime;
    return {
      loadEventMs: navigation?.loadEventStart ?? Number.POSITIVE_INFINITY,
      hydratedMs: performance.getEntriesByName(mark)[0]?.startTime,
      firstPaintMs: firstPaint?.startTime,
      requestedAt,
    };
  }, FORM_RESTORED_MARK);
}

/** "index-abc.js 71,234 B" lines for a report. */
export function describeResources(resources: readonly LoadedResource[]): string {
  return resources.map((resource) => `${resource.path} ${resource.gzipBytes.toLocaleString('en')} B`).join(', ');
}
