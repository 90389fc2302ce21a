/**
 * The "Sources juridiques" page is written at build time into dist (scripts/legal/sources-page.ts,
 * docs/decisions/070); the server only sends the file, in both modes.
 */
export { SOURCES_PATH } from '../../src/contract/sources-path.ts';
/** Its name inside dist; `/sources.html` itself is not its address. */
export const SOURCES_PAGE_FILE = 'sources.html';
