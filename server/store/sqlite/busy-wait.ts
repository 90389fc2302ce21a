/**
 * What a SQLite statement does when another connection holds the lock it needs (docs/decisions/027).
 * SQLite's own busy handler sleeps on the calling thread, which here is the event loop: one write
 * waiting 5 s held every other request for 5 s, and several such writes added up. So the server's
 * connection waits for no lock itself (busy_timeout 0): a statement refused as busy is tried again
 * after a pause during which the event loop runs on, until SQLITE_LOCK_WAIT_MS, then the store
 * reports itself unavailable (503).
 */

/** Pauses between two tries, growing like SQLite's own busy handler's; the last one repeats. */
const PAUSES_MS = [2, 5, 10, 20, 50, 100] as const;
const LONGEST_PAUSE_MS = 100;

/** The pause before try number `attempt + 2`. */
export function busyPause(attempt: number): number {
  return PAUSES_MS[attempt] ?? LONGEST_PAUSE_MS;
}

/** Another connection holds the lock (SQLITE_BUSY, SQLITE_LOCKED and their extended codes). */
export function isSqliteBusy(error: unknown): boolean {
  const code = sqliteCode(error);
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/** The file cannot serve now — locked, full, read-only, unreadable — rather than a statement being wrong. */
export function isSqliteOutage(error: unknown): boolean {
  const code = sqliteCode(error);
  return (
    isSqliteBusy(error) ||
    code === 'SQLITE_FULL' ||
    code.startsWith('SQLITE_IOERR') ||
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN')
  );
}

function sqliteCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
}
