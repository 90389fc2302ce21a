/**
 * SQLite checkpoints off the event loop. better-sqlite3 runs on the server's only thread, and the
 * automatic checkpoint (every 1,000 pages of log) waits there for two fsyncs, about 10 ms, many times
 * a second under load (docs/decisions/021). Here a child process with its own connection checkpoints
 * instead, every 25 ms (a process, not a thread: a bus error from the shared-memory index during a
 * checkpoint ends it, not the server, docs/decisions/077). The log can start over only once a checkpoint has copied all of
 * it while no one writes: when it grows past HOLD_AT_FRAMES the worker asks, and writes wait
 * (asynchronously; the event loop runs on) for that one last pass. Should the worker fail, SQLite's
 * own automatic checkpoint, set higher, still keeps the log bounded.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type SQLite from 'better-sqlite3';
import { SQLITE_CHECKPOINT_MAX_HOLD_MS, SQLITE_CHECKPOINTS_STOP_TIMEOUT_MS } from '../../kernel/timeouts.ts';

/** How long the log may grow, in pages, before writes wait for a last pass. */
const HOLD_AT_FRAMES = 2_000;
/** The worker's pause between two passes. */
const EVERY_MS = 25;
/** Holds are at least this far apart, whatever the log does. */
const MIN_MS_BETWEEN_HOLDS = 100;
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

  const worker = fork(
    fileURLToPath(new URL('./sqlite-checkpoint-worker.mjs', import.meta.url)),
    [JSON.stringify({ file, everyMs: EVERY_MS, holdAtFrames: HOLD_AT_FRAMES, minMsBetweenHolds: MIN_MS_BETWEEN_HOLDS, busyTimeoutMs })],
    // Plain JavaScript: none of the server's loaders or flags. In a process group of its own, so that a
    // terminal's Ctrl-C (sent to the server's group) never reaches it, not even before it has started:
    // the server stops it (it asks, or goes away), and its own stop finds it still there.
    { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true },
  );
  // Neither the process nor its channel keeps the server alive.
  worker.unref();
  worker.channel?.unref();
  let stopping = false;
  /** Why the worker stopped, as it said or as its exit shows; logged once. */
  let stoppedFor: string | undefined;
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'stopped' in message) {
      stoppedFor = String(message.stopped);
      return;
    }
    if (message === 'release') return release();
    if (message !== 'hold' || held || !worker.connected) return;
    // Statements run synchronously: none is half-done while this handler runs.
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const timeout = setTimeout(release, SQLITE_CHECKPOINT_MAX_HOLD_MS).unref();
    held = {
      promise,
      release: () => {
        clearTimeout(timeout);
        resolve();
      },
    };
    worker.send('held');
  });
  // Not started, or a message it could not take: it is stopped, SQLite's own checkpoint goes on.
  worker.on('error', (error) => {
    stoppedFor ??= error.message;
    release();
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code, signal) => {
      release();
      if (!stopping || stoppedFor !== undefined) {
        console.warn(
          `SQLite : points de contrôle en arrière-plan arrêtés (${stoppedFor ?? (signal ? `signal ${signal}` : `code ${code}`)})`,
        );
      }
      resolve();
    }),
  );

  return {
    writesHeld: () => held?.promise,
    stop: async () => {
      release();
      // Referenced while it stops: an unreferenced worker would let the process end with this wait
      // unsettled (status 13, no message) when nothing else is left to run, as at a failed start.
      stopping = true;
      worker.ref();
      worker.channel?.ref();
      if (worker.connected) worker.send('stop');
      const timeout = setTimeout(() => worker.kill('SIGKILL'), SQLITE_CHECKPOINTS_STOP_TIMEOUT_MS).unref();
      await exited;
      clearTimeout(timeout);
    },
  };
}
