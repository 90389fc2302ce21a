/** The two servers the browser tests start (playwright.config.ts); a test may reach the other one. */

/** The free mode; not the default 3000, so a running dev server is left alone. */
export const PORT = 3123;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The simulated payment mode (specification §11), for e2e/payment-*.spec.ts and e2e/accessibility-payment.spec.ts. */
export const PAYMENT_PORT = 3124;
export const PAYMENT_BASE_URL = `http://127.0.0.1:${PAYMENT_PORT}`;
