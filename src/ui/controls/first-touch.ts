/**
 * Whether the person has touched the page (a pointer, a key, a focus) since it was hydrated. The parts
 * hydrated once the page works (docs/decisions/097) fetch at the first touch what they need (the
 * preview's pages, the signature pen): a touch that came before they were hydrated still counts.
 */
export const FIRST_TOUCH_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

let touched = false;

const mark = () => {
  touched = true;
  for (const type of FIRST_TOUCH_EVENTS) document.removeEventListener(type, mark, true);
};

/** Called once the page is hydrated (app.tsx), when the parts hydrated with it began to listen. */
export function watchFirstTouch(): void {
  for (const type of FIRST_TOUCH_EVENTS) document.addEventListener(type, mark, { capture: true, passive: true });
}

export const touchedSinceHydration = (): boolean => touched;
