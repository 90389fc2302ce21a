/**
 * One lane for the relay's statements in this process (docs/decisions/190): they run one after the
 * other, in the order they came, so the relay never holds more than one of the process's database
 * connections, and none waits in the pool's queue for the relay's lock. Past `maxWaiting` waiting,
 * the next one is refused at once rather than queued.
 */
export type OneLane = {
  /** Runs `task` once those before it have settled; undefined, without running it, when the lane is full. */
  run<T>(task: () => Promise<T>): Promise<T> | undefined;
};

export function oneLane(maxWaiting: number): OneLane {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run(task) {
      if (waiting >= maxWaiting) return undefined;
      waiting += 1;
      const result = last.then(() => {
        waiting -= 1;
        return task();
      });
      last = result.catch(() => undefined);
      return result;
    },
  };
}
