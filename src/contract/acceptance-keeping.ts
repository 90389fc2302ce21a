/**
 * How long the relay keeps a paper sent for acceptance and its answer (docs/decisions/218): a busy
 * mandataire has a week to answer. Apart from signature-relay.ts, so the page's « Vos données » says
 * the figure without loading the relay's schemas.
 */
export const ACCEPTANCE_TTL_DAYS = 7;
export const ACCEPTANCE_TTL_MS = ACCEPTANCE_TTL_DAYS * 24 * 60 * 60 * 1000;
