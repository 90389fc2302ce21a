/** Why the SQLite database `file`'s shared-memory index cannot be touched safely now, in French, or undefined when it can. */
export function sharedMemoryProblem(file: string): string | undefined;
