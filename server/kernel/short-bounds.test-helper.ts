/**
 * Shorter stand-ins for the bounds the server promises, for the tests that wait for one to pass
 * (docs/decisions/242): the same mechanism, seconds instead of tens of seconds. The promised values
 * themselves are asserted once, in timeouts.test.ts. A bound is still asserted as `bound + SCHEDULING_SLACK_MS`.
 */
import type { PaymentBounds } from './timeouts.ts';

/** Stands for CLIENT_REQUEST_TIMEOUT_MS (30 s). */
export const SHORT_CLIENT_REQUEST_TIMEOUT_MS = 2_000;

/**
 * Stands for PAYMENT_BOUNDS (4, 9, 10, 1 and 2 s), in the same order of events: the SDK gives up
 * after two tries and its fixed 0.5 s pause (2.1 s) within the call's deadline (2.4 s), and a waiting
 * request left with less than callMinMs before it gives up (3 s − 0.3 s) then starts no call of its own.
 */
export const SHORT_PAYMENT_BOUNDS: PaymentBounds = {
  stripeRequestTimeoutMs: 800,
  callDeadlineMs: 2_400,
  answerBoundMs: 3_000,
  databaseMarginMs: 300,
  callMinMs: 1_000,
};
