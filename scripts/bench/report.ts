/** The one table `npm run bench` prints, built from the figures it writes to bench/results.json. */
import { ROUTE_REQUESTS } from './api-load.ts';
import type { BenchResults } from './results.ts';
import { BUDGETS, isFlat } from './budgets.ts';
import { describeResources } from './first-load.ts';
import { INTERACTION_PHASES, type InteractionFigures } from './interaction.ts';

type Row = [section: string, measure: string, value: string, budget: string, verdict: string];

const bytes = (value: number) => `${Math.round(value).toLocaleString('en')} B`;
const megabytes = (value: number) => `${(value / 2 ** 20).toFixed(0)} MB`;
const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;
/** autocannon keeps whole milliseconds: a 0 is a latency under one. */
const latency = (value: number) => (value === 0 ? '< 1 ms' : ms(value));
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

export function tableRows(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const { web, lighthouse, pdfClick, inputLatency, interaction, api, observability } = results;
  if (web) {
    const floor = results.reactFloorJsGzipBytes;
    const target = BUDGETS.aboveReactFloor;
    // The service worker's precache holds every chunk for offline use, the PDF one included: not a script the page runs.
    const withJsPdf = web.resources.filter((resource) => resource.containsJsPdf && resource.fetchedBy !== 'precache');
    const aboveFloor = (value: number, budget: number): Row[] =>
      floor === undefined
        ? []
        : [['web', '  … minus the React floor', bytes(value - floor), `≤ ${bytes(budget)}`, verdict(value - floor <= budget)]];
    rows.push(
      ['web', 'React floor: a bare page of the same React, one <h1> hydrated (gzip -9)', floor === undefined ? '?' : bytes(floor), '', ''],
      ['web', 'first-load JS (gzip -9, requested before load and hydration)', bytes(web.firstLoadJsGzipBytes), '', ''],
      ...aboveFloor(web.firstLoadJsGzipBytes, target.beforeItWorks),
      ['web', 'first-load HTML + CSS + JS before load and hydration', bytes(web.firstLoadGzipBytes), '', ''],
      ['web', 'total transfer until network idle', bytes(web.totalGzipBytes), '', ''],
      ['web', 'first-visit JS, everything: before and after load, idle-time chunks, service worker code', bytes(web.firstVisitJsGzipBytes), '', ''],
      ...aboveFloor(web.firstVisitJsGzipBytes, target.firstVisit),
      ['web', 'JS the service worker precaches for offline use', bytes(web.precacheJsGzipBytes), '', ''],
      ['web', 'scripts holding jsPDF a first visit runs (precache aside)', withJsPdf.length === 0 ? 'none' : describeResources(withJsPdf), 'none', verdict(withJsPdf.length === 0)],
      ['web', 'requested after first paint', describeResources(web.resources.filter((resource) => resource.afterFirstPaint)) || 'nothing', '', ''],
      [
        'web',
        'first paint / load event / hydrated',
        [web.firstPaintMs, web.loadEventMs, web.hydratedMs].map((value) => (value === undefined ? '?' : ms(value))).join(' / '),
        '',
        '',
      ],
    );
  }
  if (lighthouse) {
    const { scores } = lighthouse;
    const values = [scores.performance, scores.accessibility, scores['best-practices'], scores.seo];
    rows.push(
      [
        'lighthouse',
        `perf / a11y / best practices / SEO (median of ${lighthouse.runs})`,
        values.join(' / '),
        '100 / 100 / 100 / 100',
        verdict(values.every((score) => score >= BUDGETS.lighthouseScore)),
      ],
      ['lighthouse', 'FCP (simulated slow 4G, 4× CPU)', ms(lighthouse.fcpMs), '', ''],
      ['lighthouse', 'LCP', ms(lighthouse.lcpMs), `≤ ${ms(BUDGETS.lcpMs)}`, verdict(lighthouse.lcpMs <= BUDGETS.lcpMs)],
      [
        'lighthouse',
        'LCP of the same HTML, every script blocked',
        ms(lighthouse.lcpWithoutScriptsMs),
        `page within ${BUDGETS.lcpAboveBareHtml * 100} %`,
        verdict(lighthouse.lcpMs <= lighthouse.lcpWithoutScriptsMs * (1 + BUDGETS.lcpAboveBareHtml)),
      ],
      ['lighthouse', 'TBT', ms(lighthouse.tbtMs), `≤ ${ms(BUDGETS.tbtMs)}`, verdict(lighthouse.tbtMs <= BUDGETS.tbtMs)],
      ['lighthouse', 'CLS', String(lighthouse.cls), '0', verdict(lighthouse.cls <= BUDGETS.cls)],
      ['lighthouse', 'audits below 100', lighthouse.shortfalls.map((audit) => `${audit.id} ${audit.score}${audit.value ? ` (${audit.value})` : ''}`).join('; ') || 'none', '', ''],
    );
  }
  if (pdfClick) {
    for (const [variant, label, warmBudget] of [
      ['withoutSignature', 'sans signature', BUDGETS.warmClickWithoutSignatureMs],
      ['withSignature', 'avec signature', BUDGETS.warmClickWithSignatureMs],
    ] as const) {
      const { cold, first, warm } = pdfClick[variant];
      const runs = (timings: typeof cold) => `median of ${timings.runsMs.length}: ${ms(timings.medianMs)} (PDF built ${ms(timings.inPageMedianMs)}) [${timings.runsMs.join(', ')}]`;
      rows.push(
        ['pdf click', `${label}: cold, PDF module not loaded${cold.exceptions ? ` (${cold.exceptions} runs had it)` : ''}`, runs(cold), `≤ ${ms(BUDGETS.firstClickMs)}`, verdict(cold.medianMs <= BUDGETS.firstClickMs)],
        ['pdf click', `${label}: first click after filling${first.exceptions ? ` (${first.exceptions} runs before the prefetch ended)` : ''}`, runs(first), `≤ ${ms(BUDGETS.firstClickMs)}`, verdict(first.medianMs <= BUDGETS.firstClickMs)],
        ['pdf click', `${label}: warm (later clicks)`, runs(warm), `≤ ${ms(warmBudget)}`, verdict(warm.medianMs <= warmBudget)],
      );
    }
  }
  if (inputLatency) {
    const { withPreview, withoutPreview, cpuSlowdown } = inputLatency;
    const keys = (figures: typeof withPreview) =>
      `${figures.keys} keys: median ${ms(figures.medianMs)} · p95 ${ms(figures.p95Ms)} · max ${ms(figures.maxMs)}${figures.previewLaidOut ? ' (preview laid out)' : ' (no preview)'}`;
    const allowed = withoutPreview.p95Ms + BUDGETS.previewTypingP95ExtraMs;
    rows.push(
      ['input', `key to next paint, ${cpuSlowdown}× CPU, preview refused`, keys(withoutPreview), '', ''],
      [
        'input',
        `key to next paint, ${cpuSlowdown}× CPU, with the live preview`,
        keys(withPreview),
        `p95 ≤ ${ms(allowed)} (without + 1 frame)`,
        verdict(withPreview.previewLaidOut && !withoutPreview.previewLaidOut && withPreview.p95Ms <= allowed),
      ],
    );
  }
  if (interaction) rows.push(...interactionRows(interaction));
  if (api) {
    for (const reason of api.skipped) rows.push(['api', 'skipped', reason, '', '']);
    for (const engine of api.engines) {
      for (const run of engine.runs) {
        const judged = engine.engine === 'sqlite' && run.connections === BUDGETS.releaseConnections && run.route.startsWith('release');
        const met = run.requestsPerSecond >= BUDGETS.releaseRequestsPerSecond && run.p99Ms <= BUDGETS.releaseP99Ms && run.non2xx === 0;
        rows.push([
          `api ${engine.engine}`,
          `${run.route} (${ROUTE_REQUESTS[run.route]}), ${run.connections} conn.`,
          `${run.requestsPerSecond.toLocaleString('en')} req/s · p50 ${latency(run.p50Ms)} · p99 ${latency(run.p99Ms)} · server CPU ${run.serverCpuPercent} %${run.non2xx || run.errors ? ` · ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
          judged ? `≥ ${BUDGETS.releaseRequestsPerSecond.toLocaleString('en')} req/s, p99 ≤ ${ms(BUDGETS.releaseP99Ms)}` : '',
          judged ? verdict(met) : '',
        ]);
      }
      rows.push([`api ${engine.engine}`, 'server memory: after start / peak (VmHWM)', `${megabytes(engine.idleRssBytes)} / ${megabytes(engine.peakRssBytes)}`, '', '']);
      const { soak } = engine;
      if (soak) {
        rows.push([
          `api ${engine.engine}`,
          `memory over ${soak.seconds} s of release, ${soak.connections} conn. (${soak.requestsPerSecond.toLocaleString('en')} req/s, p99 ${ms(soak.p99Ms)})`,
          `RSS start ${megabytes(soak.rssStartBytes)} · middle ${megabytes(soak.rssMiddleBytes)} · end ${megabytes(soak.rssEndBytes)} · ` +
            `max ${megabytes(soak.rssMaxBytes)} · lowest in 1st half ${megabytes(soak.rssFirstHalfMinBytes)}, in 2nd half ${megabytes(soak.rssSecondHalfMinBytes)}`,
          'flat (2nd-half low ≤ 1st-half low + 5 %)',
          // Shorter runs see less than one swing of the garbage collector: shown, not judged.
          soak.seconds >= BUDGETS.soakSeconds ? verdict(isFlat(soak.rssFirstHalfMinBytes, soak.rssSecondHalfMinBytes)) : 'too short to judge',
        ]);
      }
    }
  }
  if (observability) {
    for (const run of observability.compared) {
      const judged = run.mode !== 'off';
      rows.push([
        'observability',
        `${run.route} (${ROUTE_REQUESTS[run.route]}), ${observability.connections} conn., ${run.mode}, median of ${observability.rounds}`,
        `${run.requestsPerSecond.toLocaleString('en')} req/s (${Math.round(run.shareOfOff * 1000) / 10} % of off) · p99 ${latency(run.p99Ms)} · server CPU ${run.serverCpuMicrosPerRequest} µs per answer`,
        judged ? `≥ ${BUDGETS.observedRateShare * 100} % of off` : '',
        judged ? verdict(run.shareOfOff >= BUDGETS.observedRateShare) : '',
      ]);
      const split = run.cpuSplitMicrosPerRequest;
      rows.push([
        'observability',
        `${run.route}, ${run.mode}: server CPU per answer by thread, user + kernel`,
        `main ${split.mainUser} + ${split.mainKernel} µs · other threads ${split.otherUser} + ${split.otherKernel} µs`,
        '',
        '',
      ]);
    }
    rows.push(['observability', 'trace sampler', observability.sampler, '', '']);
    const failed = observability.runs.reduce((sum, run) => sum + run.non2xx, 0);
    rows.push([
      'observability',
      'spans exported / metrics scrapes / failed answers',
      `${observability.spansExported.toLocaleString('en')} / ${observability.scrapes} / ${failed}`,
      '',
      '',
    ]);
    rows.push(['observability', 'OTLP receiver (a process of its own), CPU over the section', `${observability.receiverCpuSeconds} s`, '', '']);
  }
  for (const [section, message] of Object.entries(results.failures)) rows.push([section, 'could not run', message, '', '']);
  return rows;
}

/** Columns padded to their widest cell; long values wrap onto continuation lines. */
export function formatTable(rows: Row[]): string {
  const header: Row = ['section', 'measure', 'value', 'budget', 'verdict'];
  const maxWidths = [12, 60, 90, 30, 16];
  const widths = header.map((title, column) =>
    Math.min(maxWidths[column] ?? 40, Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length))),
  );
  const lines: string[] = [];
  for (const row of [header, ...rows]) {
    const cells = row.map((cell, column) => wrap(cell, widths[column] ?? 40));
    const height = Math.max(...cells.map((cell) => cell.length));
    for (let line = 0; line < height; line++) {
      lines.push(cells.map((cell, column) => (cell[line] ?? '').padEnd(widths[column] ?? 0)).join(' | ').trimEnd());
    }
    if (row === header) lines.push(widths.map((width) => '-'.repeat(width)).join('-|-'));
  }
  return lines.join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  lines.push(current);
  return lines;
}

/** Per phase of the slowed use (docs/decisions/140): medians, then each run's figures in brackets. */
function interactionRows({ cpuSlowdown, runs, median }: InteractionFigures): Row[] {
  const rows: Row[] = [];
  const section = `interaction ${cpuSlowdown}×`;
  const each = (pick: (run: (typeof runs)[number]) => number) => `[${runs.map((run) => Math.round(pick(run))).join(', ')}]`;
  for (const phase of INTERACTION_PHASES) {
    const figures = median[phase];
    const taskBudget = phase === 'load' ? BUDGETS.hydrationTaskMs : phase === 'filling' ? undefined : BUDGETS.taskWhileUsingMs;
    if (phase !== 'load')
      rows.push([
        section,
        `${phase}: longest interaction (median of ${runs.length})`,
        `${ms(figures.longestInteractionMs)} ${each((run) => run[phase].longestInteractionMs)}`,
        `≤ ${ms(BUDGETS.interactionMs)}`,
        verdict(figures.longestInteractionMs <= BUDGETS.interactionMs),
      ]);
    rows.push(
      [
        section,
        `${phase}: longest task`,
        `${ms(figures.longestTaskMs)} ${each((run) => run[phase].longestTaskMs)}`,
        taskBudget === undefined ? '' : `≤ ${ms(taskBudget)}`,
        taskBudget === undefined ? '' : verdict(figures.longestTaskMs <= taskBudget),
      ],
      [section, `${phase}: blocking time`, `${ms(figures.blockingMs)} ${each((run) => run[phase].blockingMs)}`, '', ''],
    );
  }
  rows.push([
    section,
    'generating: click → download',
    `${ms(median.clickToDownloadMs)} ${each((run) => run.clickToDownloadMs)}`,
    `≤ ${ms(BUDGETS.slowClickToDownloadMs)}`,
    verdict(median.clickToDownloadMs <= BUDGETS.slowClickToDownloadMs),
  ]);
  return rows;
}
