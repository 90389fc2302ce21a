/**
 * What the page fetches, compiles and prepares after hydration (the parts below the cards, the
 * service worker, the warm-up, the preview, the pen) is asked for from here, never inside the
 * keystroke's or the tap's handler that wants it (docs/decisions/139), and never while the person
 * types (docs/decisions/196): a module's evaluation or a hydration is one task, and a key pressed
 * during it waits behind it. `run` comes once no key, tap or input has come for QUIET_MS and the
 * browser is idle; a page never idle still gets it IDLE_TIMEOUT_MS after the quiet began.
 */
const IDLE_TIMEOUT_MS = 2000;
/** Longer than the gap between two keys of a word, shorter than a pause between two fields. */
export const QUIET_MS = 600;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

let lastInputAt = -Infinity;
const noteInput = () => {
  lastInputAt = performance.now();
};
let listening = false;

export function whenIdle(run: () => void): void {
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    for (const type of INPUT_EVENTS) document.addEventListener(type, noteInput, { capture: true, passive: true });
  }
  const quietFor = QUIET_MS - (performance.now() - lastInputAt);
  if (quietFor > 0) {
    setTimeout(() => whenIdle(run), quietFor);
    return;
  }
  const runIfStillQuiet = () => (performance.now() - lastInputAt < QUIET_MS ? whenIdle(run) : run());
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runIfStillQuiet, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(runIfStillQuiet, 1);
}
