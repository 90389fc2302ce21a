/**
 * What the routes need from a card payment provider (DESIGN.md §1, §7): a hosted checkout page for
 * a record, and the provider's own word on whether a session was paid, and for which record.
 */

/** How long a checkout session stays open (Stripe's minimum), and how long the buyer then has to come back. */
export const CHECKOUT_SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const RETURN_GRACE_MS = 10 * 60 * 1000;

export interface CheckoutSession {
  id: string;
  /** The hosted checkout page the browser is sent to. */
  url: string;
}

/** A session the provider reports paid, with the record it was opened for. */
export interface PaidSession {
  sessionId: string;
  recordId: string;
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  createCheckoutSession(request: { recordId: string; now: Date }): Promise<CheckoutSession>;
  /** The session if the provider reports it paid; undefined when it is not paid or unknown. */
  retrievePaidSession(sessionId: string): Promise<PaidSession | undefined>;
}

/** A checkout session id as providers write them (`cs_test_…`, `cs_sim_…`): letters, digits and `_`. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/** The return addresses of DESIGN.md §7; `sessionId` is Stripe's `{CHECKOUT_SESSION_ID}` placeholder or a real id. */
export function successUrl(publicUrl: string, recordId: string, sessionId: string): string {
  return `${publicUrl}/?success=true&pdfDataId=${encodeURIComponent(recordId)}&session_id=${sessionId}`;
}

export function cancelUrl(publicUrl: string): string {
  return `${publicUrl}/?canceled=true`;
}
