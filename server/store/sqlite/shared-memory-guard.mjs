/**
 * SQLite in WAL mode maps its shared-memory index (the `-shm` file beside the database) into the
 * process, and every statement, a read included, touches it. When the file system stops backing
 * that mapping — the file made immutable (`chattr +i`, which binds root too), truncated, replaced —
 * the next touch is a bus error (SIGBUS) that kills the process, with nothing logged. So before
 * each statement the server, and before each checkpoint its worker, ask the file system whether the
 * index can still be written and is whole; when it cannot, the statement is not run, and the store
 * answers 503 instead (docs/decisions/077). Plain JavaScript: the checkpoint worker imports it too.
 */
import { accessSync, constants, statSync } from 'node:fs';

/** SQLite's shared-memory index grows by regions of 32 KiB: a whole one is there once the database is open. */
const SHM_REGION_BYTES = 32_768;

/**
 * Why the shared-memory index of the SQLite database `file` cannot be touched safely now, in
 * French, or undefined when it can.
 * @param {string} file
 * @returns {string | undefined}
 */
export function sharedMemoryProblem(file) {
  const shm = `${file}-shm`;
  try {
    accessSync(shm, constants.W_OK);
    if (statSync(shm).size < SHM_REGION_BYTES) return "SQLite : l'index partagé (-shm) a été tronqué";
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'inconnu';
    // Not made yet (a new database, before its first statement) or removed: nothing of it is mapped that could fail.
    if (code === 'ENOENT') return undefined;
    return `SQLite : l'index partagé (-shm) ne peut plus être écrit (${code})`;
  }
  return undefined;
}
