/**
 * What a failed test's page was doing with its frames (docs/decisions/100). Playwright's `click` and
 * `check` wait for two animation frames in which the element has not moved; a page that produces no
 * frame makes them wait out the test's whole time with nothing in the log but "waiting for element to
 * be visible, enabled and stable". The fixture (fixtures.ts) asks this after a failure, so the report
 * says whether the page still drew, whether it had ever drawn, and what brought it back if anything.
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

const WAIT_MS = 3_000;

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
  }, WAIT_MS);
}

function describe(state: FrameState): string {
  return `${state.ticks ? 'frames run' : `no frame in ${WAIT_MS / 1000} s`} (visibility ${state.visibility}, readyState ${state.readyState}, paints: ${state.paints})`;
}

/** One line for the report: the page's frames, then what each nudge changed when they had stopped. */
export async function probeFrames(page: Page): Promise<string> {
  const before = await frameState(page);
  if (before.ticks) return describe(before);
  const lines = [describe(before)];
  await page.bringToFront();
  lines.push(`after bringToFront: ${describe(await frameState(page))}`);
  const size = page.viewportSize();
  if (size) {
    await page.setViewportSize({ width: size.width, height: size.height + 1 });
    await page.setViewportSize(size);
    lines.push(`after a resize: ${describe(await frameState(page))}`);
  }
  return lines.join('; ');
}
