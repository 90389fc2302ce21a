/**
 * The verdict table (src/domain/type-verdicts.ts) and the notice that shows it are loaded on demand —
 * once a type is chosen, or when the "À apporter" list needs them — so they weigh nothing on the
 * first load.
 */
import { useEffect, useSyncExternalStore } from 'react';

type TypeVerdictsModule = typeof import('../domain/type-verdicts.ts') & Pick<typeof import('./verdict-notice.tsx'), 'VerdictNotice'>;

let loaded: TypeVerdictsModule | undefined;
let loading: Promise<TypeVerdictsModule> | undefined;
const listeners = new Set<() => void>();

export function loadTypeVerdicts(): Promise<TypeVerdictsModule> {
  loading ??= Promise.all([import('../domain/type-verdicts.ts'), import('./verdict-notice.tsx')]).then(
    ([table, { VerdictNotice }]) => {
      const module = { ...table, VerdictNotice };
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

/** The table once it is there; asks for it while `wanted`. Undefined until it has arrived. */
export function useTypeVerdicts(wanted: boolean): TypeVerdictsModule | undefined {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(() => {
    if (wanted && !loaded) loadTypeVerdicts().catch(() => undefined);
  }, [wanted]);
  return module;
}
