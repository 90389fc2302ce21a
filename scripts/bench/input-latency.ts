/**
 * Input latency with and without the live preview (docs/decisions/034): a person types into the grantor's
 * "Adresse" on a wide screen, where the region "Aperçu du document" is laid out again after each
 * pause. Each keystroke is timed in the page from the key event's own timestamp (so the time it
 * waited in the queue counts) to the frame after the next paint. "Without" is the same page with the
 * preview's lazy chunk refused, so the region stays on its waiting text.
 *
 * The typing has pauses longer than the preview's 300 ms debounce, so layouts run while the next keys
 * arrive, and the CPU is slowed 4× (as Lighthouse does for a cheap phone).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from '../../e2e/fixtures.ts';
import { fillValidForm, GRANTOR_CARD, personFields } from '../../e2e/procuration-page.ts';
import { CONTEXT_OPTIONS } from './chromium.ts';
import { median, percentile, round } from './stats.ts';

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 1280, height: 900 };
const TYPED = '12 rue des Lilas, bâtiment B, 3e étage, 75011 Paris';
const KEY_GAP_MS = 110;
/** After every few keys, a pause longer than the debounce: the preview lays out, the next key lands during it. */
const PAUSE_EVERY_KEYS = 6;
const PAUSE_MS = 340;
const PREVIEW_CHUNK = '**/document-preview-*.js';

/** Records each keydown's latency to the frame after its paint. */
const KEY_CLOCK = `
  window.__benchKeyLatencies = [];
  addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__benchKeyLatencies.push(performance.now() - start), 0));
  }, true);
`;

export type LatencyFigures = { keys: number; medianMs: number; p95Ms: number; maxMs: number; previewLaidOut: boolean };
export type InputLatencyFigures = { cpuSlowdown: number; withPreview: LatencyFigures; withoutPreview: LatencyFigures };

export async function measureInputLatency(browser: Browser, baseUrl: string, runs: number): Promise<InputLatencyFigures> {
  const withPreview: number[] = [];
  const withoutPreview: number[] = [];
  let laidOut = { with: true, without: false };
  for (let run = 0; run < runs; run++) {
    const on = await typeOnce(browser, baseUrl, true);
    const off = await typeOnce(browser, baseUrl, false);
    withPreview.push(...on.latencies);
    withoutPreview.push(...off.latencies);
    laidOut = { with: laidOut.with && on.previewLaidOut, without: laidOut.without || off.previewLaidOut };
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    withPreview: summarize(withPreview, laidOut.with),
    withoutPreview: summarize(withoutPreview, laidOut.without),
  };
}

async function typeOnce(browser: Browser, baseUrl: string, preview: boolean): Promise<{ latencies: number[]; previewLaidOut: boolean }> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, viewport: VIEWPORT });
  try {
    if (!preview) await context.route(PREVIEW_CHUNK, (route) => route.abort());
    await context.addInitScript(KEY_CLOCK);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await fillValidForm(page);
    const address = personFields(page, GRANTOR_CARD).address;
    await address.fill('');
    // Let the preview catch up with the filled form before the timed typing starts.
    await page.waitForTimeout(PAUSE_MS * 2);
    await page.evaluate('window.__benchKeyLatencies = []');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await typeLikeAPerson(page, address);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(address).toHaveValue(TYPED);
    await page.waitForTimeout(PAUSE_MS * 2);
    const latencies = await page.evaluate<number[]>('window.__benchKeyLatencies');
    const previewLaidOut = (await page.locator('.preview__line').count()) > 0;
    return { latencies, previewLaidOut };
  } finally {
    await context.close();
  }
}

async function typeLikeAPerson(page: Page, field: Locator): Promise<void> {
  await field.focus();
  for (const [index, character] of [...TYPED].entries()) {
    await page.keyboard.type(character);
    await page.waitForTimeout((index + 1) % PAUSE_EVERY_KEYS === 0 ? PAUSE_MS : KEY_GAP_MS);
  }
}

function summarize(latencies: number[], previewLaidOut: boolean): LatencyFigures {
  return {
    keys: latencies.length,
    medianMs: round(median(latencies)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    previewLaidOut,
  };
}
