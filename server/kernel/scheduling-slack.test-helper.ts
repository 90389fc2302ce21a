/**
 * The one margin server tests add to a bound the product promises (a timeout, a deadline): what a busy
 * two-core CI runner or a slow database may add to it. Seconds, not milliseconds, so no test depends on
 * the machine's speed; a bound is asserted as `promised + SCHEDULING_SLACK_MS`, never as a bare figure.
 */
export const SCHEDULING_SLACK_MS = 2_500;
