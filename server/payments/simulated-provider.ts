/**
 * The simulated provider (specification §11): the server's own checkout page stands in for the card
 * provider's, so Reading B runs end to end on one machine with no account. Its sessions live in
 * the store (table checkout_sessions), so any server process sharing the database can show the
 * page and record the payment; the "Payer" button records it through `fulfil`
 * (server/record/paid-record.ts).
 */
import { randomBytes } from 'node:crypto';
import { CHECKOUT_SESSION_LIFETIME_MS, type CheckoutSession, type SimulatedProvider } from './payment-provider.ts';

export const SIMULATED_CHECKOUT_PATH = '/paiement-simule';
const SESSION_ID_PREFIX = 'cs_sim_';
const SESSION_ID_BYTES = 24;

export function simulatedCheckoutUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}${SIMULATED_CHECKOUT_PATH}/${sessionId}`;
}

export function createSimulatedProvider({ publicUrl }: { publicUrl: string }): SimulatedProvider {
  return {
    name: 'simulated',
    async createCheckoutSession({ now }): Promise<CheckoutSession> {
      const id = SESSION_ID_PREFIX + randomBytes(SESSION_ID_BYTES).toString('hex');
      return { id, url: simulatedCheckoutUrl(publicUrl, id), expiresAt: now.getTime() + CHECKOUT_SESSION_LIFETIME_MS };
    },
    // Payments on the simulated page are recorded in the store the moment "Payer" is pressed:
    // there is no outside provider to ask.
    retrievePaidSession: async () => undefined,
    // No card was charged: the refund is the store's record of it (refunded_at), nothing more.
    refund: async () => undefined,
  };
}
