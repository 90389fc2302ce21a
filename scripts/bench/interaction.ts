/**
 * The page used as a person uses it on a slow phone (docs/decisions/140): the CPU slowed 4× from the
 * navigation on (Lighthouse's mobile setting), the page loaded and hydrated, the mandant's name typed
 * key by key, the rest of the form filled, then « Générer le PDF sans signature » pressed. And, in a
 * context of its own, the name typed as soon as its field shows, as a person who does not wait for the
 * page to be idle (docs/decisions/196): the phase « typing at first answer ». The
 * browser's own clocks are read: Event Timing (`PerformanceObserver` type `event`, threshold 16 ms,
 * grouped by interaction) and Long Tasks, each entry counted in the phase it started in. Per phase:
 * the longest interaction, the longest task, the blocking time (the part of each task over 50 ms);
 * for the generation, click → download. Each figure is the median of the runs.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from '../../e2e/fixtures.ts';
import { button, fillValidForm, GRANTOR, GRANTOR_CARD, personFields, WITHOUT_SIGNATURE } from '../../e2e/procuration-page.ts';
import { FORM_RESTORED_MARK } from '../../src/ui/state/form-restored-mark.ts';
import { CONTEXT_OPTIONS } from './chromium.ts';
import { CLICK_CLOCK, clickUntilDownloaded } from './download-click.ts';
import { WARMED_UP_MARK } from '../../src/ui/shell/warmed-up-mark.ts';
import { median, round } from './stats.ts';

export const INTERACTION_CPU_SLOWDOWN = 4;
export const INTERACTION_PHASES = ['load', 'typing at first answer', 'typing', 'filling', 'generating'] as const;
export type InteractionPhase = (typeof INTERACTION_PHASES)[number];
/** A person's pace between two keys of the name. */
const KEY_GAP_MS = 120;
/** A task counts as blocking for its part over this (Total Blocking Time's rule). */
const BLOCKING_OVER_MS = 50;

/** Collects every interaction and long task the page reports, from the navigation on. */
const OBSERVERS = `
  window.__benchEvents = [];
  window.__benchTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__benchEvents.push({ id: entry.interactionId || 0, name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) { window.__benchObserverError = String(error); }
${CLICK_CLOCK}`;

type Entry = { id: number; name: string; start: number; duration: number };
type Task = { start: number; duration: number };

export type PhaseFigures = {
  /** The longest interaction (Event Timing, all events of one interaction), ms; 0 when none passed 16 ms. */
  longestInteractionMs: number;
  longestTaskMs: number;
  blockingMs: number;
};
export type InteractionRun = Record<InteractionPhase, PhaseFigures> & { clickToDownloadMs: number };
export type InteractionFigures = {
  cpuSlowdown: number;
  runs: InteractionRun[];
  median: InteractionRun;
};

export async function measureInteraction(browser: Browser, baseUrl: string, runs: number): Promise<InteractionFigures> {
  const samples: InteractionRun[] = [];
  for (let run = 0; run < runs; run++) samples.push(await useOnce(browser, baseUrl));
  const phaseMedian = (phase: InteractionPhase): PhaseFigures => ({
    longestInteractionMs: round(median(samples.map((sample) => sample[phase].longestInteractionMs))),
    longestTaskMs: round(median(samples.map((sample) => sample[phase].longestTaskMs))),
    blockingMs: round(median(samples.map((sample) => sample[phase].blockingMs))),
  });
  return {
    cpuSlowdown: INTERACTION_CPU_SLOWDOWN,
    runs: samples,
    median: {
      load: phaseMedian('load'),
      'typing at first answer': phaseMedian('typing at first answer'),
      typing: phaseMedian('typing'),
      filling: phaseMedian('filling'),
      generating: phaseMedian('generating'),
      clickToDownloadMs: round(median(samples.map((sample) => sample.clickToDownloadMs))),
    },
  };
}

async function useOnce(browser: Browser, baseUrl: string): Promise<InteractionRun> {
  const atFirstAnswer = await typeAtFirstAnswer(browser, baseUrl);
  return { ...(await useAfterIdle(browser, baseUrl)), 'typing at first answer': atFirstAnswer };
}

/** A fresh context, its CPU slowed, the observers in place before the page's first byte. */
async function slowedPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/**
 * The name typed from the moment its field takes a tap (the prerendered HTML is inert until the page
 * works), while the page still hydrates and prepares what comes next: every key must land in the field.
 */
async function typeAtFirstAnswer(browser: Browser, baseUrl: string): Promise<PhaseFigures> {
  const { page, close } = await slowedPage(browser);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const lastName = personFields(page, GRANTOR_CARD).lastName;
    // A tap on the field as soon as it can take it (the page is inert until it works), the keys right after.
    await lastName.click();
    const start = await now(page);
    await lastName.pressSequentially(GRANTOR.lastName, { delay: KEY_GAP_MS });
    await expect(lastName).toHaveValue(GRANTOR.lastName);
    const end = await settle(page);
    return phaseFigures(...(await observed(page)), start, end);
  } finally {
    await close();
  }
}

async function useAfterIdle(browser: Browser, baseUrl: string): Promise<Omit<InteractionRun, 'typing at first answer'>> {
  const { page, close } = await slowedPage(browser);
  try {
    const bounds: Array<[Exclude<InteractionPhase, 'typing at first answer'>, number, number]> = [];

    await page.goto(`${baseUrl}/`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FORM_RESTORED_MARK);
    await page.waitForLoadState('networkidle');
    bounds.push(['load', 0, await settle(page)]);

    const lastName = personFields(page, GRANTOR_CARD).lastName;
    // Playwright's own script, which finds a field by its name, is compiled into the page at a locator's first use:
    // two tasks of 70–90 ms at 4×, which the phase counted as the page's own (docs/decisions/252). Found first, then settled.
    await lastName.waitFor();
    await settle(page);
    let start = await now(page);
    await lastName.pressSequentially(GRANTOR.lastName, { delay: KEY_GAP_MS });
    await expect(lastName).toHaveValue(GRANTOR.lastName);
    bounds.push(['typing', start, await settle(page)]);

    start = await now(page);
    await fillValidForm(page);
    bounds.push(['filling', start, await settle(page)]);
    // A person takes minutes to fill the form; the page's idle warm-up (docs/decisions/139) is over by
    // then. The bench fills it in seconds, so it waits for that warm-up, outside every phase, before the click.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP_MARK);

    start = await now(page);
    const { clickAt, downloadAt } = await clickUntilDownloaded(page, button(page, WITHOUT_SIGNATURE));
    bounds.push(['generating', start, await settle(page)]);

    const [entries, tasks] = await observed(page);
    const figures = Object.fromEntries(bounds.map(([phase, from, to]) => [phase, phaseFigures(entries, tasks, from, to)])) as Record<
      Exclude<InteractionPhase, 'typing at first answer'>,
      PhaseFigures
    >;
    return { ...figures, clickToDownloadMs: downloadAt - clickAt };
  } finally {
    await close();
  }
}

/** Every interaction and long task the page reported since its navigation. */
async function observed(page: Page): Promise<[Entry[], Task[]]> {
  const error = await page.evaluate<string | undefined>('window.__benchObserverError');
  if (error) throw new Error(`Event Timing / Long Tasks indisponibles : ${error}`);
  return [await page.evaluate<Entry[]>('window.__benchEvents'), await page.evaluate<Task[]>('window.__benchTasks')];
}

const now = (page: Page) => page.evaluate<number>('performance.now()');

/** Two frames and a macrotask: the entries of what just happened are reported; the time then. */
function settle(page: Page): Promise<number> {
  return page.evaluate<number>(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 50))))',
  );
}

function phaseFigures(entries: Entry[], tasks: Task[], from: number, to: number): PhaseFigures {
  const inPhase = <T extends { start: number }>(items: T[]) => items.filter((item) => item.start >= from && item.start < to);
  const interactions = new Map<number, number>();
  for (const entry of inPhase(entries)) {
    if (entry.id === 0) continue;
    interactions.set(entry.id, Math.max(interactions.get(entry.id) ?? 0, entry.duration));
  }
  const phaseTasks = inPhase(tasks);
  return {
    longestInteractionMs: Math.max(0, ...interactions.values()),
    longestTaskMs: round(Math.max(0, ...phaseTasks.map((task) => task.duration))),
    blockingMs: round(phaseTasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_OVER_MS), 0)),
  };
}
