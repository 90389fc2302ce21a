/**
 * A module loaded on demand, once: `load()` fetches it (a failed download, offline, is retried next
 * time) and `use(wanted)` gives it to a component once it has arrived, asking for it while `wanted`.
 * Code loaded this way weighs nothing on the first load.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface LazyModule<Module> {
  load(): Promise<Module>;
  /** The module once it is there; asks for it while `wanted`. Undefined until it has arrived. */
  use(wanted: boolean): Module | undefined;
}

export function lazyModule<Module>(fetchModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = () => {
    loading ??= fetchModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const use = (wanted: boolean) => {
    const module = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    useEffect(() => {
      if (wanted && !loaded) load().catch(() => undefined);
    }, [wanted]);
    return module;
  };
  return { load, use };
}
