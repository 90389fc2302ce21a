/**
 * What the routes need from a card payment provider (specification §11, §17): a hosted checkout
 * page for a record, the provider's own word on whether a session was paid and for which record,
 * and a refund when one record was paid twice.
 */
import type { PaidMode } from '../../src/contract/page-meta.ts';

import { CHECKOUT_SESSION_LIFETIME_MS } from '../kernel/timeouts.ts';

/** How long a checkout session stays open (Stripe's minimum: kernel/timeouts.ts), and how long the buyer then has to come back. */
export { CHECKOUT_SESSION_LIFETIME_MS };
export const RETURN_GRACE_MS = 10 * 60 * 1000;
/** One checkout window: a record with a session lives at most this long past its own lifetime. */
export const CHECKOUT_WINDOW_MS = CHECKOUT_SESSION_LIFETIME_MS + RETURN_GRACE_MS;

export interface CheckoutSession {
  id: string;
  /** The hosted checkout page the browser is sent to. */
  url: string;
  /** Epoch ms after which the provider no longer takes a payment on it. */
  expiresAt: number;
}

/** A session the provider reports paid, with the record it was opened for. */
export interface PaidSession {
  sessionId: string;
  recordId: string;
  /** The provider's reference of the payment, to refund it (Stripe's payment intent). */
  paymentRef?: string | undefined;
}

export interface PaymentProvider {
  readonly name: PaidMode;
  createCheckoutSession(request: { recordId: string; now: Date }): Promise<CheckoutSession>;
  /** The session if the provider reports it paid; undefined when it is not paid or unknown. */
  retrievePaidSession(sessionId: string): Promise<PaidSession | undefined>;
  /** Gives the whole payment back; asking twice for the same session refunds once. */
  refund(payment: { sessionId: string; paymentRef: string | null }): Promise<void>;
}

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
}

/** The Stripe provider, with the webhook verification only this provider has. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * Verifies the Stripe-Signature of a webhook on its raw bytes (throws when it does not match or
   * is too old) and returns the paid session it reports, or undefined for any other event.
   */
  paidSessionFromWebhook(rawBody: Buffer, signature: string | undefined): PaidSession | undefined;
}

/** The provider of the configured mode: its name says which routes it brings (app.ts). */
export type ConfiguredProvider = SimulatedProvider | StripeProvider;
