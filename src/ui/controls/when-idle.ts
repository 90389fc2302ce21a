/**
 * What the page fetches and compiles after hydration is asked for from an idle callback, never inside
 * the keystroke's or the tap's handler that wants it (docs/decisions/139): `run` once the browser is
 * idle, or after IDLE_TIMEOUT_MS on a page never idle; a timer where there is no requestIdleCallback.
 * (src/ui/shell/warm-up.ts keeps a copy: importing this from both chunks would add a chunk of its own.)
 */
const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}
