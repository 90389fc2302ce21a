/**
 * The page's one way of handing a value to parts React must not update through their parents
 * (docs/decisions/132): a value outside React, read with `useSyncExternalStore`. Hydration reads the
 * server snapshot, so a part still waiting for its code keeps its prerendered HTML; a change reaches
 * only the parts that have mounted and read it.
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<Value> {
  get(): Value;
  /** Every part that reads the store renders again. */
  set(next: Value): void;
  /** The value now; during hydration and at build time, the server snapshot. */
  use(): Value;
  /** Calls `listener` after each `set`; returns the unsubscription (per-frame.ts reads the store this way). */
  subscribe(listener: () => void): () => void;
  /** The server snapshot: what the prerendered HTML shows. */
  initial: Value;
}

/** `initial` is also the server snapshot: what the prerendered HTML shows. */
export function externalStore<Value>(initial: Value): ExternalStore<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    subscribe,
    initial,
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
