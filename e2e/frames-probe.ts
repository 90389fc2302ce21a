/**
 * What a failed test's page was doing (docs/notes/100-a-failed-test-says-whether-the-page-still-drew.md). Playwright's `click` and `check` wait for
 * two animation frames in which the element has not moved; a page that produces no frame, or whose
 * main thread never comes back, makes them wait out the test's whole time with nothing in the log but
 * "waiting for element to be visible, enabled and stable". The fixture (fixtures.ts) asks this after a
 * failure, so the report says which: a script still running, no frame (ever painted or
 * not, and what brought frames back), or a page that was fine.
 */
import type { Page } from '@playwright/test';

interface FrameState {
  visibility: DocumentVisibilityState;
  readyState: DocumentReadyState;
  /** The first paint and first contentful paint, in ms since the navigation; absent when never painted. */
  paints: string;
  /** Whether a requestAnimationFrame callback ran within the wait. */
  ticks: boolean;
}

const FRAME_WAIT_MS = 3_000;
/** How long the page's main thread has to answer at all before the probe says it is busy. */
const ANSWER_WAIT_MS = 10_000;

async function frameState(page: Page): Promise<FrameState> {
  return page.evaluate(async (waitMs) => {
    const ticks = await Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
    ]);
    const paints = performance
      .getEntriesByType('paint')
      .map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`)
      .join(', ');
    return { visibility: document.visibilityState, readyState: document.readyState, paints: paints || 'none', ticks };
  }, FRAME_WAIT_MS);
}

function describe(state: FrameState): string {
  return `${state.ticks ? 'frames run' : `no frame in ${FRAME_WAIT_MS / 1000} s`} (visibility ${state.visibility}, readyState ${state.readyState}, paints: ${state.paints})`;
}

/** The page's state, or undefined when its main thread did not answer in time. */
async function answeredState(page: Page): Promise<FrameState | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS)));
  try {
    return await Promise.race([frameState(page), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function nudged(page: Page, nudge: string, act: () => Promise<unknown>): Promise<string> {
  try {
    await act();
  } catch (error) {
    return `${nudge} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  const state = await answeredState(page);
  return `after ${nudge}: ${state ? describe(state) : 'no answer'}`;
}

/** Whether another page of the same browser draws: a stop of the page's own renderer, or of the browser's. */
async function anotherPage(page: Page): Promise<string> {
  const other = await page.context().newPage();
  try {
    await other.goto('about:blank');
    const state = await answeredState(other);
    return `a new page of the same browser: ${state ? describe(state) : 'no answer'}`;
  } finally {
    await other.close();
  }
}

/**
 * Why the display compositor sends the page no frame: while a frame is asked for, the browser's trace
 * of viz's decision per begin frame (`SendBeginFrameDecision`, by reason: a client that left 100 begin
 * frames unanswered gets none again, `StopUnresponsiveClient`) and the count of the begin-frame events
 * on both sides (the display's source, the renderer's scheduler).
 */
async function beginFrameDecisions(page: Page): Promise<string> {
  const browser = page.context().browser();
  if (!browser) return 'no browser to trace';
  await browser.startTracing(page, { categories: ['viz', 'cc'] });
  await answeredState(page);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents?: { name?: string; args?: { reason?: string } }[];
  };
  const counts = new Map<string, number>();
  for (const event of trace.traceEvents ?? []) {
    // A lambda's event is named by its whole signature: `auto cc::Scheduler::SendDidNotProduceFrame(…)::(lambda)…`.
    const key =
      event.name === 'SendBeginFrameDecision'
        ? `decision ${event.args?.reason ?? 'unknown'}`
        : event.name?.replace(/^auto (\S+?)\(.*$/, '$1');
    if (key === undefined || !/decision|BeginFrame/.test(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const counted = [...counts].map(([key, count]) => `${key} ×${count}`).join(', ');
  return `begin frames over ${FRAME_WAIT_MS / 1000} s (viz and cc trace): ${counted || 'none'}`;
}

/** Consecutive frame waits without a frame, the page visible and its main thread answering, that make a stall. */
const STALLED_WAITS = 3;

/**
 * Watches a page while its test runs (docs/decisions/168): when it has stayed visible, its main thread
 * answering, through STALLED_WAITS frame waits in a row without one animation frame (9 s), it has stopped
 * drawing for good (note 103), and every action of the test would wait out the test's whole minute. The
 * page is then closed, `onStall` told why, and the test fails at once; in CI its retry starts on a new page.
 * A busy page is not a stall: a wait its main thread did not answer, or a hidden page, starts the count anew.
 * Returns the function that ends the watch; a wait still under way ends with the page.
 */
export function closeWhenFramesStop(page: Page, onStall: (why: string) => void): () => void {
  let watching = true;
  void (async () => {
    let silentWaits = 0;
    while (watching && !page.isClosed()) {
      const state = await answeredState(page).catch(() => undefined);
      const silent = state !== undefined && !state.ticks && state.visibility === 'visible';
      silentWaits = silent ? silentWaits + 1 : 0;
      if (!watching) return;
      if (silent && silentWaits >= STALLED_WAITS) {
        onStall(`no frame in ${(STALLED_WAITS * FRAME_WAIT_MS) / 1000} s while the page answered (${describe(state)}): page closed`);
        await page.close().catch(() => undefined);
        return;
      }
      if (!silent) await new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_MS).unref());
    }
  })();
  return () => {
    watching = false;
  };
}

/** The report's lines: the page's frames, then what each nudge changed when they had stopped. */
export async function probeFrames(page: Page): Promise<string> {
  const before = await answeredState(page);
  // A script that never yields: a pause through the DevTools protocol cannot say where, as the
  // Debugger domain is enabled on the same thread (tried: docs/notes/100-a-failed-test-says-whether-the-page-still-drew.md).
  if (!before) return `the page's main thread did not answer in ${ANSWER_WAIT_MS / 1000} s: a script that never yields`;
  if (before.ticks) return describe(before);
  const lines = [describe(before)];
  lines.push(await beginFrameDecisions(page).catch((error: unknown) => `tracing failed: ${String(error)}`));
  lines.push(await nudged(page, 'bringToFront', () => page.bringToFront()));
  const size = page.viewportSize();
  if (size) {
    lines.push(
      await nudged(page, 'a resize', async () => {
        await page.setViewportSize({ width: size.width, height: size.height + 1 });
        await page.setViewportSize(size);
      }),
    );
  }
  lines.push(await anotherPage(page).catch((error: unknown) => `a new page failed: ${String(error)}`));
  lines.push(await nudged(page, 'a reload', () => page.reload()));
  return lines.join(';\n  ');
}
