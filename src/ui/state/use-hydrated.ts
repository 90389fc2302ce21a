/**
 * False while React takes over the prerendered HTML, true from the render after (docs/decisions/035).
 * The page keeps its cards inert until then: a tap or a key on them before the code has arrived
 * would change a field React does not know about, so they answer only once it can hear them.
 * React gives the server snapshot while hydrating and the browser's one after, in every component:
 * one that mounts later is hydrated at once.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
