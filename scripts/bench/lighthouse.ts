/**
 * Lighthouse 12 through its node API, mobile preset and default (simulated) throttling, in the
 * tests' Chromium started by chrome-launcher. Several runs; each figure is the median of the runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium.ts';
import { median, round } from './stats.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseFigures = {
  runs: number;
  /** Median score of each category, 0–100. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scored audits below 100 in at least one run, with the last run's value: what holds the scores back. */
  shortfalls: Array<{ id: string; score: number; value: string }>;
  lighthouseVersion: string;
  /** The same page with every script blocked (median LCP): what the HTML alone paints (docs/decisions/060). */
  lcpWithoutScriptsMs: number;
};

type RunFigures = { scores: Record<Category, number>; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

/** Every script of the page, for the run that measures the HTML alone. */
const EVERY_SCRIPT = ['*.js'];

export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: await chromiumExecutable(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const figures: RunFigures[] = [];
  const lcpWithoutScripts: number[] = [];
  const shortfalls = new Map<string, { id: string; score: number; value: string }>();
  let lighthouseVersion = '';
  try {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      lighthouseVersion = lhr.lighthouseVersion;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)])) as Record<Category, number>,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      });
      const bare = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        blockedUrlPatterns: EVERY_SCRIPT,
      });
      lcpWithoutScripts.push(bare?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score === null || audit.score >= 1 || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
        shortfalls.set(audit.id, { id: audit.id, score: Math.round(audit.score * 100), value: audit.displayValue ?? '' });
      }
    }
  } finally {
    chrome.kill();
  }
  const middle = (pick: (run: RunFigures) => number) => median(figures.map(pick));
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, middle((run) => run.scores[category])])) as Record<Category, number>,
    fcpMs: round(middle((run) => run.fcpMs), 0),
    lcpMs: round(middle((run) => run.lcpMs), 0),
    tbtMs: round(middle((run) => run.tbtMs), 0),
    cls: round(middle((run) => run.cls), 3),
    shortfalls: [...shortfalls.values()],
    lighthouseVersion,
    lcpWithoutScriptsMs: round(median(lcpWithoutScripts), 0),
  };
}
