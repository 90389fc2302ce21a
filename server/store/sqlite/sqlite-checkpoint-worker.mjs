/**
 * The SQLite checkpoints, on a thread of their own (server/store/sqlite/sqlite-checkpoints.ts): copying the
 * write-ahead log into the database file, and waiting for the disk, happen here while the server's
 * event loop goes on. When the log is long, it asks the server to hold its writes for one last pass,
 * after which the log starts over from its beginning instead of growing.
 * Messages: sends "hold" and "release"; receives "held" and "stop".
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from './sqlite-driver.mjs';
import { sharedMemoryProblem } from './shared-memory-guard.mjs';

const { file, everyMs, holdAtFrames, minMsBetweenHolds, busyTimeoutMs } = workerData;
const db = new SQLite(file, { fileMustExist: true });
db.pragma(`busy_timeout = ${busyTimeoutMs}`);
db.pragma('mmap_size = 0');

let timer;
let lastHoldAt = -Infinity;

/**
 * Copies what it can without waiting for anyone; returns how many pages the log holds. Not while the
 * shared-memory index cannot be touched safely (docs/decisions/077): the next pass tries again.
 */
const checkpoint = () => (sharedMemoryProblem(file) ? 0 : db.pragma('wal_checkpoint(PASSIVE)')[0].log);

function pass() {
  // Another process writing to the same file can keep the log from starting over: then do not hold this one's writes at every pass.
  if (checkpoint() >= holdAtFrames && performance.now() - lastHoldAt >= minMsBetweenHolds) {
    lastHoldAt = performance.now();
    parentPort.postMessage('hold');
  } else {
    timer = setTimeout(pass, everyMs);
  }
}

parentPort.on('message', (message) => {
  if (message === 'held') {
    try {
      checkpoint();
    } finally {
      parentPort.postMessage('release');
      timer = setTimeout(pass, everyMs);
    }
  } else if (message === 'stop') {
    clearTimeout(timer);
    db.close();
    parentPort.close();
  }
});

pass();
