/**
 * The page's disclaimer, in view at the top of the page, in the explanation and on the mentions
 * légales page. It says what the service is, not what the law says: it stays in code, apart from the
 * legal content, so the server can send it without the build (docs/decisions/072).
 */
export const NO_LEGAL_ADVICE =
  'Ce service aide à rédiger un document\u00a0; il ne donne pas de conseil juridique. Pour un cas particulier, adressez-vous à un notaire, à un avocat ou à un point-justice.';
