/**
 * The database cannot answer now: unreachable, stalled, locked by another connection past the wait,
 * or out of disk. Routes answer 503 with Retry-After (docs/decisions/027); the process stays up and
 * the next statement tries again, so the server recovers by itself when the database returns.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}

/** Wraps `error` when it means the database cannot answer; returns it unchanged otherwise (a bug: 500). */
export function asStoreUnavailable(error: unknown, isOutage: (error: unknown) => boolean): unknown {
  if (error instanceof StoreUnavailableError || !isOutage(error)) return error;
  return new StoreUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
}
