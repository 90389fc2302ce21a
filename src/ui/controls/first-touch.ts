/**
 * What the parts hydrated once the page works (docs/decisions/097) fetch at the person's first touch
 * (the preview's pages, the signature pen): a touch that came before they were hydrated still counts
 * (when-idle.ts watches every input from the page's hydration on). Only these parts carry this code.
 */
import { INPUT_EVENTS, touchedSinceHydration } from './when-idle.ts';

/** `run` inside the handler of the person's next input (what it prepares, it asks of whenIdle); the function returned stops waiting. */
export function onNextInput(run: () => void): () => void {
  const once = () => {
    stop();
    run();
  };
  const stop = () => INPUT_EVENTS.forEach((type) => document.removeEventListener(type, once, true));
  INPUT_EVENTS.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}

/** As onNextInput, or at once when the person has touched the page since it was hydrated. */
export function onFirstTouch(run: () => void): () => void {
  if (!touchedSinceHydration()) return onNextInput(run);
  run();
  return () => undefined;
}
