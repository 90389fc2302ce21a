/**
 * When the page prepares what it does not need yet (the parts below the cards, the warm-up, the
 * preview, the pen): in an idle period that no input of the person's came close to (docs/decisions/231).
 * The page watches the person's inputs from its hydration on (app.tsx); the first of them is the
 * "first touch" the later parts fetch their code on (docs/decisions/097), and each one pushes every
 * preparation back, so a keystroke never waits behind a module's evaluation or a part's hydration.
 */

/** A preparation starts only once no key, tap or focus has come for this long. */
export const QUIET_AFTER_INPUT_MS = 600;
/** An idle period is waited for this long at most: on a page always busy, a quiet one still runs it. */
const IDLE_TIMEOUT_MS = 2000;

export const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

let lastInputAt: number | undefined;
const noteInput = () => (lastInputAt = performance.now());

/** Called once the page is hydrated (app.tsx), when the parts hydrated with it began to listen. */
export function watchInput(): void {
  for (const type of INPUT_EVENTS) document.addEventListener(type, noteInput, { capture: true, passive: true });
}

/** Whether the person has touched the page since it was hydrated: a touch before a part was hydrated still counts. */
export const touchedSinceHydration = (): boolean => lastInputAt !== undefined;

/** `run` in an idle period (a timer where there is none) once the person's input has been quiet for QUIET_AFTER_INPUT_MS. */
export function whenIdle(run: () => void): void {
  const idle = () => {
    const quietFor = performance.now() - (lastInputAt ?? -QUIET_AFTER_INPUT_MS);
    if (quietFor < QUIET_AFTER_INPUT_MS) setTimeout(wait, QUIET_AFTER_INPUT_MS - quietFor);
    else run();
  };
  const wait = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(idle, 1);
  wait();
}
