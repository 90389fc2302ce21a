/**
 * SQLite checkpoints off the event loop. better-sqlite3 runs on the server's only thread, and the
 * automatic checkpoint (every 1,000 pages of log) waits there for two fsyncs, about 10 ms, many times
 * a second under load (docs/decisions/021). Here a worker thread with its own connection checkpoints
 * instead, every 25 ms. The log can start over only once a checkpoint has copied all of
 * it while no one writes: when it grows past HOLD_AT_FRAMES the worker asks, and writes wait
 * (asynchronously; the event loop runs on) for that one last pass. Should the worker fail, SQLite's
 * own automatic checkpoint, set higher, still keeps the log bounded.
 */
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How long the log may grow, in pages, before writes wait for a last pass. */
const HOLD_AT_FRAMES = 2_000;
/** The worker's pause between two passes. */
const EVERY_MS = 25;
/** Holds are at least this far apart, whatever the log does. */
const MIN_MS_BETWEEN_HOLDS = 100;
/** If the worker does not come back, writes go on after this anyway. */
const MAX_HOLD_MS = 1_000;
/** A worker that has not exited by then after "stop" is terminated. */
const STOP_TIMEOUT_MS = 5_000;
/** SQLite's own checkpoint, the safety net when the worker cannot keep up or has stopped. */
const FALLBACK_AUTOCHECKPOINT_PAGES = 4 * HOLD_AT_FRAMES;

export interface BackgroundCheckpoints {
  /** While the worker holds writes: resolves when they may go on. Otherwise undefined. */
  writesHeld(): Promise<void> | undefined;
  /** Resolves once the worker has closed its connection and exited. */
  stop(): Promise<void>;
}

export function startBackgroundCheckpoints(sqlite: SQLite.Database, file: string, busyTimeoutMs: number): BackgroundCheckpoints {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  let held: { promise: Promise<void>; release: () => void } | undefined;
  const release = () => {
    held?.release();
    held = undefined;
  };

  const worker = new Worker(new URL('./sqlite-checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, everyMs: EVERY_MS, holdAtFrames: HOLD_AT_FRAMES, minMsBetweenHolds: MIN_MS_BETWEEN_HOLDS, busyTimeoutMs },
  });
  worker.unref();
  worker.on('message', (message) => {
    if (message === 'release') return release();
    if (message !== 'hold' || held) return;
    // Statements run synchronously: none is half-done while this handler runs.
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const timeout = setTimeout(release, MAX_HOLD_MS).unref();
    held = {
      promise,
      release: () => {
        clearTimeout(timeout);
        resolve();
      },
    };
    worker.postMessage('held');
  });
  worker.on('error', (error) => {
    console.warn(`SQLite : points de contrôle en arrière-plan arrêtés (${error.message})`);
    release();
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('exit', release);

  return {
    writesHeld: () => held?.promise,
    stop: async () => {
      release();
      // Referenced while it stops: an unreferenced worker would let the process end with this wait
      // unsettled (status 13, no message) when nothing else is left to run, as at a failed start.
      worker.ref();
      worker.postMessage('stop');
      const timeout = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS).unref();
      await exited;
      clearTimeout(timeout);
    },
  };
}
