/**
 * `npm run bench`: builds the page if needed, starts the production server itself on a port of
 * 3300–3399 (BENCH_PORTS, e.g. `4350-4399`, chooses another range), and measures the budgets of docs/decisions/020 (first-load bytes, Lighthouse, click to download, the
 * payment-mode API under load), the input latency with and without the live preview, and the page used on a CPU slowed 4× (docs/decisions/140). Prints one table and writes bench/results.json. BENCH_ONLY and the
 * other BENCH_* variables (options.ts) run a subset or shorter runs. Figures depend on the machine
 * and its load: the load average is recorded with them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ensureBuild } from '../../server/build/ensure-build.ts';
import { measureApi } from './api.ts';
import { measureObservabilityCost } from './api-observability.ts';
import { measureInputLatency } from './input-latency.ts';
import { measureInteraction } from './interaction.ts';
import { launchChromium } from './chromium.ts';
import { runLighthouse } from './lighthouse.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { readOptions, type Section } from './options.ts';
import { measurePdfClicks } from './pdf-click.ts';
import { formatTable, tableRows } from './report.ts';
import type { BenchResults } from './results.ts';
import { MEASURED_ROOT, PROJECT_ROOT, type ServerProcess, startServer } from './server-process.ts';
import { round } from './stats.ts';
import { measureReactFloorJsGzipBytes } from './react-floor.ts';
import { measureFirstLoad } from './web.ts';

const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench', 'results.json');
const log = (line: string) => console.error(`[bench] ${line}`);

const startedAt = performance.now();
const options = readOptions(process.env);
const results: BenchResults = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  chromium: undefined,
  options,
  loadAverage: [{ at: 'start', values: loadAverage() }],
  build: { rebuilt: false, seconds: 0 },
  failures: {},
  seconds: 0,
};
log(`sections: ${options.sections.join(', ')}; load average ${results.loadAverage[0]?.values.join(' ')}`);

const buildStart = performance.now();
results.build.rebuilt = await ensureBuild({ root: MEASURED_ROOT, onBuild: () => log('building the page (vite build)') });
results.build.seconds = round((performance.now() - buildStart) / 1000, 1);

/** Runs one section; a failure is recorded and printed, and the next section still runs. */
async function section(name: Section, measure: () => Promise<void>): Promise<void> {
  if (!options.sections.includes(name)) return;
  log(`${name}…`);
  try {
    await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
    log(`${name} could not run: ${message}`);
    results.failures[name] = message;
  }
  results.loadAverage.push({ at: `after ${name}`, values: loadAverage() });
}

const browserSections: Section[] = ['web', 'lighthouse', 'pdf-click', 'input', 'interaction'];
if (browserSections.some((name) => options.sections.includes(name))) {
  const server: ServerProcess = await startServer({ env: { PAYMENT_MODE: 'off', DATABASE_URL: '' } });
  log(`free-mode server ${server.url} (pid ${server.pid})`);
  let browser: Browser | undefined;
  try {
    await section('web', async () => {
      browser ??= await launchChromium();
      results.chromium = browser.version();
      results.web = await measureFirstLoad(browser, server.url);
      results.reactFloorJsGzipBytes = await measureReactFloorJsGzipBytes();
    });
    // Lighthouse starts its own Chromium: the other one is closed meanwhile, so they do not compete.
    await browser?.close();
    browser = undefined;
    await section('lighthouse', async () => {
      results.lighthouse = await runLighthouse(`${server.url}/`, options.lighthouseRuns);
    });
    await section('pdf-click', async () => {
      browser ??= await launchChromium();
      results.chromium = browser.version();
      results.pdfClick = await measurePdfClicks(browser, server.url, options.clickRuns);
    });
    await section('input', async () => {
      browser ??= await launchChromium();
      results.chromium = browser.version();
      results.inputLatency = await measureInputLatency(browser, server.url, options.typingRuns);
    });
    await section('interaction', async () => {
      browser ??= await launchChromium();
      results.chromium = browser.version();
      results.interaction = await measureInteraction(browser, server.url, options.interactionRuns);
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await section('api', async () => {
  results.api = await measureApi(options, log);
});
await section('observability', async () => {
  results.observability = await measureObservabilityCost(options, log);
});

results.seconds = round((performance.now() - startedAt) / 1000, 0);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

const { machine } = results;
console.log(
  `npm run bench — ${results.date}, ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
    `Chromium ${results.chromium ?? '–'}, ${results.seconds} s` +
    (results.build.rebuilt ? `, page rebuilt in ${results.build.seconds} s` : ''),
);
console.log(`load average (1/5/15 min): ${results.loadAverage.map(({ at, values }) => `${at} ${values.join(' ')}`).join('; ')}`);
console.log(formatTable(tableRows(results)));
console.log(`figures written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
