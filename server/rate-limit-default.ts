/**
 * The rate limit's default (specification §18: at least 30 records a minute per address), apart from the
 * plugin so that reading the configuration does not load it (docs/decisions/243).
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 30;
