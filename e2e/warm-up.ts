/**
 * The idle warm-up seen from the browser (docs/decisions/139, 160): what the page and its workers fetch,
 * and the page begun and left idle until its own mark says the warm-up is done.
 */
import type { Page, Worker } from '@playwright/test';
import { WARMED_UP_MARK } from '../src/ui/shell/warmed-up-mark.ts';
import { fillValidForm } from './procuration-page.ts';

/** The PDF worker's script (docs/decisions/138). */
export const PDF_WORKER_SCRIPT = /\/assets\/pdf-worker-[\w-]+\.js$/;

/** The pathnames of the scripts a page or a worker fetched, from its own Resource Timing. */
export function scriptsFetchedBy(target: Page | Worker): Promise<string[]> {
  const read = () =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  return 'mainFrame' in target ? target.evaluate(read) : target.evaluate(read);
}

/** The scripts the page and its workers ask for from now on (pathnames). */
export function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** The workers the page starts from now on (pathnames of their scripts). */
export function workersStarted(page: Page): string[] {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  return workers;
}

/** Loads the page, fills the simple case, and waits for the page's own mark once its idle warm-up is done: the wait is the page's, not a guess of the machine's speed. */
export async function beginAndWarmUp(page: Page): Promise<void> {
  await page.goto('/');
  await fillValidForm(page);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_UP_MARK);
}
