/**
 * Stripe Checkout through the official SDK (DESIGN.md §1, §6). The session is a one-off EUR card
 * payment of PRICE_CENTS that carries the record id twice (client_reference_id and metadata); a
 * session counts as paid for a record only when Stripe says `payment_status: 'paid'` and both
 * carry that record's id. STRIPE_API_BASE sends the SDK to another Stripe-compatible server.
 */
import Stripe from 'stripe';
import type { StripeApiBase } from '../config.ts';
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  type CheckoutSession,
  cancelUrl,
  type PaidSession,
  type PaymentProvider,
  successUrl,
} from './payment-provider.ts';

/** The name on the line of the Stripe receipt and checkout page. */
export const PRODUCT_NAME = 'Procuration en ligne (PDF)';
export const CURRENCY = 'eur';
/** Where the record id rides in the session's metadata. */
export const RECORD_ID_METADATA_KEY = 'pdf_data_id';
/** Stripe writes this placeholder in success_url as the session id when it redirects back. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Events that can complete a payment: a card completes at once, a delayed method later. */
const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const REQUEST_TIMEOUT_MS = 20_000;
const NETWORK_RETRIES = 2;

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  priceCents: number;
  publicUrl: string;
  apiBase?: StripeApiBase | undefined;
};

/** The Stripe provider, with the webhook verification only this provider has. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * Verifies the Stripe-Signature of a webhook on its raw bytes (throws when it does not match or
   * is too old) and returns the paid session it reports, or undefined for any other event.
   */
  paidSessionFromWebhook(rawBody: Buffer, signature: string | undefined): PaidSession | undefined;
}

export function createStripeProvider({ secretKey, webhookSecret, priceCents, publicUrl, apiBase }: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'procuration-en-ligne' },
    ...(apiBase && { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol }),
  });

  return {
    name: 'stripe',

    async createCheckoutSession({ recordId, now }): Promise<CheckoutSession> {
      const expiresAt = Math.floor((now.getTime() + CHECKOUT_SESSION_LIFETIME_MS) / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: priceCents, product_data: { name: PRODUCT_NAME } } }],
          client_reference_id: recordId,
          metadata: { [RECORD_ID_METADATA_KEY]: recordId },
          success_url: successUrl(publicUrl, recordId, SESSION_ID_PLACEHOLDER),
          cancel_url: cancelUrl(publicUrl),
          expires_at: expiresAt,
          locale: 'fr',
        },
        // The same record and expiry make the same request: a retry (by the SDK or a double click
        // within the second) gets the session already created instead of a second one.
        { idempotencyKey: `checkout-session-${recordId}-${expiresAt}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async retrievePaidSession(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        // An unknown session (404) is simply not paid; anything else (network, 5xx) is an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      }
      return paidSession(session);
    },

    paidSessionFromWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      if (!FULFILLING_EVENTS.has(event.type)) return undefined;
      const session = event.data.object;
      return isCheckoutSession(session) ? paidSession(session) : undefined;
    },
  };
}

/** The session's record, when Stripe reports it paid and both places name the same record. */
export function paidSession(session: Stripe.Checkout.Session): PaidSession | undefined {
  const recordId = session.client_reference_id;
  if (session.payment_status !== 'paid' || !recordId) return undefined;
  if (session.metadata?.[RECORD_ID_METADATA_KEY] !== recordId) return undefined;
  return { sessionId: session.id, recordId };
}

function isCheckoutSession(object: unknown): object is Stripe.Checkout.Session {
  return typeof object === 'object' && object !== null && 'object' in object && object.object === 'checkout.session';
}
