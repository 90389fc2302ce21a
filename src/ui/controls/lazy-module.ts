/**
 * A module loaded on demand, once: `load()` fetches it (a failed download, offline, is retried next
 * time) and `use(wanted)` gives it to a component once it has arrived, asking for it while `wanted`.
 * Code loaded this way weighs nothing on the first load. The module, once there, reaches its readers
 * through an external store (docs/decisions/132).
 */
import { useEffect } from 'react';
import { externalStore } from './external-store.ts';

export interface LazyModule<Module> {
  load(): Promise<Module>;
  /** The module once it is there; asks for it while `wanted`. Undefined until it has arrived. */
  use(wanted: boolean): Module | undefined;
}

export function lazyModule<Module>(fetchModule: () => Promise<Module>): LazyModule<Module> {
  const loaded = externalStore<Module | undefined>(undefined);
  let loading: Promise<Module> | undefined;
  const load = () => {
    loading ??= fetchModule().then(
      (module) => {
        loaded.set(module);
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
    const module = loaded.use();
    useEffect(() => {
      if (wanted && !loaded.get()) load().catch(() => undefined);
    }, [wanted]);
    return module;
  };
  return { load, use };
}
