/**
 * The one place that picks the better-sqlite3 build this Node runs (docs/decisions/040): the
 * Node-API build (better-sqlite3 13, one prebuilt addon for every line) wherever Node-API 10 is
 * there (Node 22.14 and later, so 24 and 26), and better-sqlite3 12, compiled for it at install,
 * on Node 20 only. better-sqlite3 12 compiled against Node 24.19 headers or later aborts the process
 * when garbage collection frees a statement while code of another context runs (the page build).
 * Plain JavaScript: the checkpoint worker imports it too.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** better-sqlite3 13's prebuilt addon is compiled for this Node-API version. */
const NODE_API_OF_THE_PREBUILT_ADDON = 10;

/** True where better-sqlite3 13 runs (Node 24, 26); false on Node 20. */
export const usesNodeApiBuild = Number(process.versions.napi) >= NODE_API_OF_THE_PREBUILT_ADDON;

const SQLite = usesNodeApiBuild ? require('better-sqlite3') : require('better-sqlite3-node20');

export default SQLite;
