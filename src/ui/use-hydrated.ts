/**
 * False while the page's code takes over the prerendered HTML, true from the render after, a frame
 * later (docs/decisions/035). The page keeps its cards inert until then: a tap or a key on them before the
 * code has arrived would change a field the code does not know about, so they answer only once it
 * can hear them.
 *
 * The page runs on Preact (docs/decisions/055), whose `useSyncExternalStore` ignores React's third
 * argument, the server snapshot: it would read the browser while adopting HTML drawn at build time.
 * So "hydrated" is a state set by an effect, which never runs at build time and runs in the browser
 * once hydration has painted; and `useExternalStore` gives the build-time snapshot until then. Not a
 * layout effect: Preact hydrates in one task, and the whole page's second render would then join it,
 * one long task where React's sliced hydration had short ones (Lighthouse's TBT; docs/decisions/055).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Set by the first hydrated render: a component mounted later starts hydrated, as with React. */
let pageHydrated = false;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point, see above
    setHydrated(true);
  }, []);
  return hydrated;
}

/** React's `useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)`, with the server snapshot kept while hydrating. */
export function useExternalStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: () => Snapshot,
): Snapshot {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot);
}
