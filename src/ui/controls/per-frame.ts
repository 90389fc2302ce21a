/**
 * A store read at most once per animation frame (docs/decisions/139), for a part that must follow the
 * typing but never render inside a keystroke's task: the preview. Every change made before the next
 * frame (several keys, a change and the page's echo of it) is shown by one render, in that frame's
 * callback, before the browser paints; the value shown is always the store's latest. During hydration
 * and at build time it is the store's server snapshot, as `store.use()`.
 */
import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './external-store.ts';

export function perFrame<Value>(store: ExternalStore<Value>): () => Value {
  let shown = store.get();
  let frame: number | undefined;
  let stop: (() => void) | undefined;
  const readers = new Set<() => void>();
  const show = () => {
    frame = undefined;
    shown = store.get();
    readers.forEach((reader) => reader());
  };
  const subscribe = (reader: () => void) => {
    readers.add(reader);
    if (!stop) {
      // The first reader: what changed while nobody read is shown at once (React checks the value after subscribing).
      shown = store.get();
      stop = store.subscribe(() => {
        frame ??= requestAnimationFrame(show);
      });
    }
    return () => {
      readers.delete(reader);
      if (readers.size > 0) return;
      stop?.();
      stop = undefined;
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
    };
  };
  const read = () => shown;
  const server = () => store.initial;
  return () => useSyncExternalStore(subscribe, read, server);
}
