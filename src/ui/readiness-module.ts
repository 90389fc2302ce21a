/**
 * The readiness rule (src/domain/readiness.ts: the checks of specification §5, the coherence checks,
 * the characters) is loaded once the person first touches the page, or when a button needs it, so
 * its tables and messages weigh nothing on the first load.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type ReadinessModule = typeof import('../domain/readiness.ts');

let loaded: ReadinessModule | undefined;
let loading: Promise<ReadinessModule> | undefined;
const listeners = new Set<() => void>();

export function loadReadiness(): Promise<ReadinessModule> {
  loading ??= import('../domain/readiness.ts').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a failed download (offline) is retried next time
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rule once it is there; asks for it while `wanted`. Undefined until it has arrived. */
export function useReadiness(wanted: boolean): ReadinessModule | undefined {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(() => {
    if (wanted && !loaded) loadReadiness().catch(() => undefined);
  }, [wanted]);
  return module;
}
