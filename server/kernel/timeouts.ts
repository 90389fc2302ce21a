/**
 * Every time limit the server sets on what it waits for, in one place. A dependency that does not
 * answer within its limit gets the visitor a 503 with Retry-After (docs/decisions/027): within 6 s
 * for the database, 10 s for the payment provider (specification §19).
 */

/** A client's request must arrive whole within this time, so slow clients cannot hold connections open. */
export const CLIENT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for requests past CLIENT_REQUEST_TIMEOUT_MS (its default, 30 s, would let
 * a slow client hold on for up to 60 s): a slow client is cut between 30 and 31 s (docs/decisions/078).
 */
export const CLIENT_TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** One try of a request to Stripe's API, by its SDK (the SDK tries once more after a network failure). */
export const STRIPE_REQUEST_TIMEOUT_MS = 4_000;
/** One call to the payment provider, its retries included: past this, the visitor gets 503. */
export const PAYMENT_CALL_DEADLINE_MS = 9_000;
/**
 * A request that waits on the payment provider, by its own call or behind another request opening
 * the same record's session, is answered within this, counted from when it reached the record's
 * rules (docs/decisions/078): the bound the README and specification §19 give.
 */
export const PAYMENT_ANSWER_BOUND_MS = 10_000;
/** Of that bound, kept for the database steps after the provider's answer. */
export const PAYMENT_ANSWER_DATABASE_MARGIN_MS = 1_000;
/** A request left with less than this to wait does not start a provider call it could not see to its end: 503 at once. */
export const PAYMENT_CALL_MIN_MS = 2_000;

/**
 * The payment provider's bounds as one value: these, the ones the operator is promised, unless a test that
 * waits for them gives shorter ones in the same proportions (docs/decisions/242).
 */
export type PaymentBounds = {
  /** STRIPE_REQUEST_TIMEOUT_MS */
  stripeRequestTimeoutMs: number;
  /** PAYMENT_CALL_DEADLINE_MS */
  callDeadlineMs: number;
  /** PAYMENT_ANSWER_BOUND_MS */
  answerBoundMs: number;
  /** PAYMENT_ANSWER_DATABASE_MARGIN_MS */
  databaseMarginMs: number;
  /** PAYMENT_CALL_MIN_MS */
  callMinMs: number;
};
export const PAYMENT_BOUNDS: PaymentBounds = {
  stripeRequestTimeoutMs: STRIPE_REQUEST_TIMEOUT_MS,
  callDeadlineMs: PAYMENT_CALL_DEADLINE_MS,
  answerBoundMs: PAYMENT_ANSWER_BOUND_MS,
  databaseMarginMs: PAYMENT_ANSWER_DATABASE_MARGIN_MS,
  callMinMs: PAYMENT_CALL_MIN_MS,
};

/** PostgreSQL: opening a connection, or waiting for a free one in the pool. */
export const DATABASE_CONNECT_TIMEOUT_MS = 2_000;
/** PostgreSQL: the server cancels a statement that runs longer than this (statement_timeout). */
export const DATABASE_STATEMENT_TIMEOUT_MS = 3_000;
/** PostgreSQL: a statement's answer must arrive within this, or its connection is dropped (a stalled server). */
export const DATABASE_QUERY_TIMEOUT_MS = 3_500;
/** SQLite: how long a statement waits, without blocking the event loop, for another connection's lock. */
export const SQLITE_LOCK_WAIT_MS = 4_000;
/** At start: the database opened, migrated and swept within this, or the server stops naming the variable. */
export const DATABASE_START_TIMEOUT_MS = 10_000;
/** PostgreSQL: how long the write probe of /readyz waits for another writer's lock (lock_timeout). */
export const WRITE_PROBE_LOCK_TIMEOUT_MS = 1_000;
/**
 * SQLite: the checkpoint worker, in its own process, waits this long for a lock; so do the pragmas run at
 * opening. The server's connection then waits for none itself (store/sqlite/held-writes.ts, busy-wait.ts).
 */
export const SQLITE_WORKER_BUSY_TIMEOUT_MS = 5_000;
/** SQLite: writes held for the checkpoint worker's last pass go on after this anyway, should it not come back. */
export const SQLITE_CHECKPOINT_MAX_HOLD_MS = 1_000;
/** SQLite: a checkpoint worker that has not exited this long after "stop" is terminated. */
export const SQLITE_CHECKPOINTS_STOP_TIMEOUT_MS = 5_000;

/** Expired records are purged at start and then this often; a record outlives its lifetime by this at most. */
export const PURGE_INTERVAL_MS = 60_000;

/**
 * A request asking the provider for a session holds the record's place this long at most (the
 * provider call's own deadline, and a margin): past it, its process is taken to have stopped.
 */
export const OPENING_HOLD_MS = PAYMENT_CALL_DEADLINE_MS + 5_000;

/** How long a 503 asks the client to wait before trying again (Retry-After, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** After SIGTERM/SIGINT, open requests get this long to finish before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * While stopping, once no request is in flight: how long connections kept alive still get their
 * next request answered (with `Connection: close`) before the idle ones are closed. The wait ends
 * sooner once every connection is closed (graceful-stop.ts). It was 500 ms: on two cores loaded
 * twenty deep, clients took longer than that to send their next request and were reset
 * (docs/decisions/250).
 */
export const SHUTDOWN_IDLE_GRACE_MS = 3_000;

/** Redis (REDIS_URL): connecting at start, or the server stops naming the variable. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Redis: one rate-limit count; past this the process counts alone (docs/decisions/028). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** Redis: a connection that gets no answer this long while counts wait is dropped, so later counts fail at once. */
export const REDIS_SOCKET_TIMEOUT_MS = 1_000;
/** Redis lost: tries to reconnect after 200 ms, 400 ms … then every this long. */
export const REDIS_RECONNECT_MAX_DELAY_MS = 2_000;

/** Reading DATA_DIR's free space before a relay write (docs/decisions/112): a local call; past this, the write fails like a stalled database. */
export const FREE_SPACE_READ_TIMEOUT_MS = 1_000;

/** One export of traces to the OTLP collector, retries included; past it the batch is dropped (docs/decisions/113). */
export const TRACE_EXPORT_TIMEOUT_MS = 1_000;

/** How long a checkout session stays open (Stripe's minimum): payment-provider.ts and the mentions légales read it. */
export const CHECKOUT_SESSION_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Stripe retries a webhook for up to three days: a payment it reports that late still finds its
 * session here (ids and a payment reference only, no personal data). The mentions légales say it.
 */
export const SESSION_KEPT_AFTER_EXPIRY_MS = 3 * 24 * 3600 * 1000;
