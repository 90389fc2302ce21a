/**
 * A store read at most once per animation frame (docs/decisions/139), for a part that must follow the
 * typing but never render inside a keystroke's task: the preview. Every change made before the next
 * frame (several keys, a change and the page's echo of it) is shown by one render, in a task of its
 * own right after that frame is painted, so the frame that shows the key pressed never waits for it
 * (docs/decisions/165); the value shown is always the store's latest. During hydration and at build
 * time it is the store's server snapshot, as `store.use()`.
 */
import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './external-store.ts';

export function perFrame<Value>(store: ExternalStore<Value>): () => Value {
  let shown = store.get();
  let cancel: (() => void) | undefined;
  let stop: (() => void) | undefined;
  const readers = new Set<() => void>();
  const show = () => {
    cancel = undefined;
    shown = store.get();
    readers.forEach((reader) => reader());
  };
  const subscribe = (reader: () => void) => {
    readers.add(reader);
    if (!stop) {
      // The first reader: what changed while nobody read is shown at once (React checks the value after subscribing).
      shown = store.get();
      stop = store.subscribe(() => {
        cancel ??= afterNextPaint(show);
      });
    }
    return () => {
      readers.delete(reader);
      if (readers.size > 0) return;
      stop?.();
      stop = undefined;
      cancel?.();
      cancel = undefined;
    };
  };
  const read = () => shown;
  const server = () => store.initial;
  return () => useSyncExternalStore(subscribe, read, server);
}

/** Calls `then` in a task of its own once the next frame is painted; returns the cancellation. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
