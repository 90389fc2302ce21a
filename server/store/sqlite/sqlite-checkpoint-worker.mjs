/**
 * The SQLite checkpoints, in a process of their own (server/store/sqlite/sqlite-checkpoints.ts): copying the
 * write-ahead log into the database file, and waiting for the disk, happen here while the server's
 * event loop goes on. When the log is long, it asks the server to hold its writes for one last pass,
 * after which the log starts over from its beginning instead of growing.
 * A process, not a thread: a checkpoint takes milliseconds (it waits for the disk) and touches the
 * shared-memory index (`-shm`) at its end; should the file system stop backing that index meanwhile,
 * the bus error ends this process, not the server (docs/decisions/077).
 * Messages: sends "hold", "release" and { stopped: reason }; receives "held" and "stop". The
 * settings come as JSON in the first argument. Ends when the server asks or goes away.
 */
import SQLite from './sqlite-driver.mjs';
import { sharedMemoryProblem } from './shared-memory-guard.mjs';

const { file, everyMs, holdAtFrames, minMsBetweenHolds, busyTimeoutMs } = JSON.parse(process.argv[2] ?? '{}');
const db = new SQLite(file, { fileMustExist: true });
db.pragma(`busy_timeout = ${busyTimeoutMs}`);
db.pragma('mmap_size = 0');

let timer;
let lastHoldAt = -Infinity;
let closed = false;

const close = () => {
  clearTimeout(timer);
  if (closed) return;
  closed = true;
  db.close();
};

const send = (message) => {
  if (process.connected) process.send(message);
};

/** Stops the passes on an error SQLite reports, after telling the server why (the server logs it). */
function stopOn(error) {
  close();
  const reason = error instanceof Error ? error.message : String(error);
  if (process.connected) process.send({ stopped: reason }, () => process.connected && process.disconnect());
}

/**
 * Copies what it can without waiting for anyone; returns how many pages the log holds. Not while the
 * shared-memory index cannot be touched safely (docs/decisions/077): the next pass tries again.
 */
const checkpoint = () => (sharedMemoryProblem(file) ? 0 : db.pragma('wal_checkpoint(PASSIVE)')[0].log);

function pass() {
  try {
    // Another process writing to the same file can keep the log from starting over: then do not hold this one's writes at every pass.
    if (checkpoint() >= holdAtFrames && performance.now() - lastHoldAt >= minMsBetweenHolds) {
      lastHoldAt = performance.now();
      send('hold');
    } else {
      timer = setTimeout(pass, everyMs);
    }
  } catch (error) {
    stopOn(error);
  }
}

process.on('message', (message) => {
  if (closed) return;
  if (message === 'held') {
    try {
      checkpoint();
      send('release');
      timer = setTimeout(pass, everyMs);
    } catch (error) {
      send('release');
      stopOn(error);
    }
  } else if (message === 'stop') {
    close();
    // Not from inside the channel's own message handler, which Node still uses after this returns.
    setImmediate(() => process.connected && process.disconnect());
  }
});
// The server stopped, or died, without asking: nothing is left to checkpoint for.
process.on('disconnect', close);
// It runs in a process group of its own (a terminal's Ctrl-C does not reach it); a signal sent to it by
// name is ignored too: the server is the one to stop it (it asks, or goes away).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

pass();
