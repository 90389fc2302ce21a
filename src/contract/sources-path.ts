/** The address of the "Sources juridiques" page, written at build time from the legal content files (docs/decisions/070). */
export const SOURCES_PATH = '/sources';
