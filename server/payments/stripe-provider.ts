/**
 * Stripe Checkout through the official SDK (specification §11, §16). The session is a one-off EUR card
 * payment of PRICE_CENTS that carries the record id twice (client_reference_id and metadata); a
 * session counts as paid for a record only when Stripe says `payment_status: 'paid'` and both
 * carry that record's id. STRIPE_API_BASE sends the SDK to another Stripe-compatible server.
 */
import Stripe from 'stripe';
import { cancelReturnAddress, successReturnAddress } from '../../src/contract/return-address.ts';
import { withDeadline } from '../kernel/deadline.ts';
import { PAYMENT_BOUNDS, type PaymentBounds } from '../kernel/timeouts.ts';
import { CHECKOUT_SESSION_LIFETIME_MS, type CheckoutSession, type PaidSession, type StripeProvider } from './payment-provider.ts';

/** The name on the line of the Stripe receipt and checkout page. */
export const PRODUCT_NAME = 'Procuration en ligne (PDF)';
export const CURRENCY = 'eur';
/** Where the record id rides in the session's metadata. */
export const RECORD_ID_METADATA_KEY = 'pdf_data_id';
/** Stripe writes this placeholder in success_url as the session id when it redirects back. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Events that can complete a payment: a card completes at once, a delayed method later. */
const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/**
 * One more try after a network failure or a 5xx: with STRIPE_REQUEST_TIMEOUT_MS each and the SDK's
 * pause between them (0.5 s), a Stripe that hangs is given up after about 8.5 s, within
 * PAYMENT_CALL_DEADLINE_MS, which bounds the call whatever happens (docs/decisions/027).
 */
const NETWORK_RETRIES = 1;

/** Where Stripe's SDK sends its requests: its own API unless STRIPE_API_BASE points elsewhere. */
export type StripeApiBase = { protocol: 'http' | 'https'; host: string; port: number };

/** The settings, as values: the provider reads no configuration of its own. */
export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  priceCents: number;
  publicUrl: string;
  apiBase?: StripeApiBase | undefined;
  /** The promised ones unless a test gives shorter ones (docs/decisions/242). */
  bounds?: Pick<PaymentBounds, 'stripeRequestTimeoutMs' | 'callDeadlineMs'>;
};

export function createStripeProvider({
  secretKey,
  webhookSecret,
  priceCents,
  publicUrl,
  apiBase,
  bounds = PAYMENT_BOUNDS,
}: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: bounds.stripeRequestTimeoutMs,
    telemetry: false,
    appInfo: { name: 'procuration-en-ligne' },
    ...(apiBase && { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol }),
  });

  /** Every call to Stripe, its retries included, ends within PAYMENT_CALL_DEADLINE_MS. */
  const bounded = <T>(what: string, call: Promise<T>): Promise<T> => withDeadline(call, bounds.callDeadlineMs, what);

  return {
    name: 'stripe',

    async createCheckoutSession({ recordId, now }): Promise<CheckoutSession> {
      const expiresAt = Math.floor((now.getTime() + CHECKOUT_SESSION_LIFETIME_MS) / 1000);
      const session = await bounded(
        'Stripe checkout.sessions.create',
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              { quantity: 1, price_data: { currency: CURRENCY, unit_amount: priceCents, product_data: { name: PRODUCT_NAME } } },
            ],
            client_reference_id: recordId,
            metadata: { [RECORD_ID_METADATA_KEY]: recordId },
            success_url: successReturnAddress(publicUrl, recordId, SESSION_ID_PLACEHOLDER),
            cancel_url: cancelReturnAddress(publicUrl),
            expires_at: expiresAt,
            locale: 'fr',
          },
          // The same record and expiry make the same request: a retry (by the SDK or a double click
          // within the second) gets the session already created instead of a second one.
          { idempotencyKey: `checkout-session-${recordId}-${expiresAt}` },
        ),
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url, expiresAt: expiresAt * 1000 };
    },

    async retrievePaidSession(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await bounded('Stripe checkout.sessions.retrieve', stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        // An unknown session (404) is simply not paid; anything else (network, 5xx) is an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      }
      return paidSession(session);
    },

    async refund({ sessionId, paymentRef }) {
      if (!paymentRef) throw new Error('Stripe checkout session has no payment intent to refund');
      // One refund per session, whoever asks and however often: Stripe answers a repeat with the first refund.
      await bounded(
        'Stripe refunds.create',
        stripe.refunds.create({ payment_intent: paymentRef }, { idempotencyKey: `refund-${sessionId}` }),
      );
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
  const paymentIntent = session.payment_intent;
  const paymentRef = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
  return { sessionId: session.id, recordId, ...(paymentRef && { paymentRef }) };
}

function isCheckoutSession(object: unknown): object is Stripe.Checkout.Session {
  return typeof object === 'object' && object !== null && 'object' in object && object.object === 'checkout.session';
}
