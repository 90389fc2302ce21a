import SQLite from 'better-sqlite3';

/** True where better-sqlite3 13 runs (Node 24, 26); false on Node 20. */
export const usesNodeApiBuild: boolean;

export default SQLite;
