/**
 * Click to download in Chromium: from the click on "Générer le PDF …" (the click event's time in the
 * page) to Playwright's `download` event, for three kinds of click, with and without signature:
 * - cold: the form restored from local storage in a fresh context, clicked as soon as it is restored,
 *   nothing cached: the idle warm-up that a restored form starts (docs/decisions/139) may be under way
 *   or not yet begun, the case of a person who clicks at once;
 * - first: the first click after filling the form as a person does (the idle warm-up fetches and
 *   starts the PDF's code meanwhile);
 * - warm: the later clicks on that page.
 * Also timed: click to the page's own `<a download>` click (the PDF built, before the browser's part).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FORM_STORAGE_KEY } from '../../src/domain/constants.ts';
import {
  button,
  drawSignature,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  personFields,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from '../../e2e/procuration-page.ts';
import { expect } from '../../e2e/fixtures.ts';
import { CONTEXT_OPTIONS } from './chromium.ts';
import { CLICK_CLOCK, clickUntilDownloaded } from './download-click.ts';
import { median } from './stats.ts';

const SAVE_SIGNATURE = 'Sauvegarder la signature';
/** jsPDF names itself in its code: the script that holds it is the PDF module. */
const JSPDF_MARKER = 'jsPDF';

/** Records, in the page, when a person's click happened and when the page asked the browser to save a file. */
const CLOCKS = `${CLICK_CLOCK}
  window.__benchSaveAt = 0;
  const anchorClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) window.__benchSaveAt = Date.now();
    return anchorClick.call(this);
  };
`;

export type ClickKind = 'cold' | 'first' | 'warm';
export type ClickTimings = {
  /** Click to the `download` event, ms, median of the runs. */
  medianMs: number;
  /** Click to the page's `<a download>` click, ms, median. */
  inPageMedianMs: number;
  runsMs: number[];
  /** cold: runs where the PDF module was already loaded at the click (should be 0). first: runs where it was not yet. */
  exceptions: number;
};
export type PdfClickFigures = Record<'withoutSignature' | 'withSignature', Record<ClickKind, ClickTimings>>;

type Sample = { toDownloadMs: number; toSaveMs: number; pdfModuleLoaded: boolean };

export async function measurePdfClicks(browser: Browser, baseUrl: string, runs: number): Promise<PdfClickFigures> {
  const filledState = await filledFormState(browser, baseUrl);
  const figures: Partial<PdfClickFigures> = {};
  for (const withSignature of [false, true]) {
    const name = withSignature ? WITH_SIGNATURE : WITHOUT_SIGNATURE;
    const cold: Sample[] = [];
    const first: Sample[] = [];
    let warm: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      cold.push(await withPage(browser, { storageState: filledState }, async (page, pdfModule) => {
        await page.goto(`${baseUrl}/`);
        await waitForRestoredForm(page);
        return timeClick(page, name, pdfModule);
      }));
      const last = run === runs - 1;
      await withPage(browser, {}, async (page, pdfModule) => {
        await page.goto(`${baseUrl}/`);
        await fillAsAPerson(page, withSignature);
        first.push(await timeClick(page, name, pdfModule));
        if (!last) return;
        const later: Sample[] = [];
        for (let click = 0; click < runs; click++) later.push(await timeClick(page, name, pdfModule));
        warm = later;
      });
    }
    figures[withSignature ? 'withSignature' : 'withoutSignature'] = {
      cold: summarize(cold, (sample) => sample.pdfModuleLoaded),
      first: summarize(first, (sample) => !sample.pdfModuleLoaded),
      warm: summarize(warm, () => false),
    };
  }
  return figures as PdfClickFigures;
}

/** Local storage holding a filled form and a saved signature, to restore in fresh contexts. */
async function filledFormState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await fillAsAPerson(page, true);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function fillAsAPerson(page: Page, withSignature: boolean): Promise<void> {
  await fillValidForm(page);
  if (!withSignature) return;
  await drawSignature(page);
  await button(page, SAVE_SIGNATURE).click();
  await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('data:image/png'), FORM_STORAGE_KEY);
}

async function waitForRestoredForm(page: Page): Promise<void> {
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
  await page.waitForLoadState('networkidle');
}

type PdfModuleWatch = { loadedAt: () => number | undefined };

/** A fresh context (nothing cached), the click clock installed, and a watch on the PDF module's script. */
async function withPage<T>(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  use: (page: Page, pdfModule: PdfModuleWatch) => Promise<T>,
): Promise<T> {
  const context: BrowserContext = await browser.newContext({ ...CONTEXT_OPTIONS, ...options });
  try {
    await context.addInitScript(CLOCKS);
    const page = await context.newPage();
    let loadedAt: number | undefined;
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || loadedAt !== undefined) return;
      const finishedAt = Date.now();
      void request
        .response()
        .then((response) => response?.body())
        .then((body) => {
          if (body?.includes(JSPDF_MARKER)) loadedAt ??= finishedAt;
        })
        .catch(() => undefined);
    });
    return await use(page, { loadedAt: () => loadedAt });
  } finally {
    await context.close();
  }
}

async function timeClick(page: Page, name: string, pdfModule: PdfModuleWatch): Promise<Sample> {
  const generate = button(page, name);
  await generate.scrollIntoViewIfNeeded();
  const { clickAt, downloadAt } = await clickUntilDownloaded(page, generate);
  const saveAt = await page.evaluate<number>('window.__benchSaveAt');
  const loadedAt = pdfModule.loadedAt();
  return { toDownloadMs: downloadAt - clickAt, toSaveMs: saveAt - clickAt, pdfModuleLoaded: loadedAt !== undefined && loadedAt <= clickAt };
}

function summarize(samples: Sample[], isException: (sample: Sample) => boolean): ClickTimings {
  return {
    medianMs: median(samples.map((sample) => sample.toDownloadMs)),
    inPageMedianMs: median(samples.map((sample) => sample.toSaveMs)),
    runsMs: samples.map((sample) => sample.toDownloadMs),
    exceptions: samples.filter(isException).length,
  };
}
