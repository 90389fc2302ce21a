/**
 * What metrics and traces add to the server, each an optional wrapper around a part that already
 * exists: the store, the payment provider, the paid record's rules, and hooks on the app. None of
 * them changes an answer; with none configured, nothing is wrapped (docs/decisions/080).
 */
import type { FastifyInstance } from 'fastify';
import type { ConfiguredProvider } from '../payments/payment-provider.ts';
import type { PaidRecords } from '../record/paid-record.ts';
import type { PdfDataStore } from '../store/pdf-data-store.ts';

export type Instruments = {
  store?: (store: PdfDataStore) => PdfDataStore;
  provider?: (provider: ConfiguredProvider) => ConfiguredProvider;
  records?: (records: PaidRecords) => PaidRecords;
  /** Adds hooks to the app; called before any route is registered. */
  register?: (app: FastifyInstance) => void;
};

const same = <T>(value: T): T => value;

/** One set of wrappers applying each given set in turn (the first given is the innermost). */
export function combineInstruments(list: readonly Instruments[]): Required<Instruments> {
  return {
    store: (store) => list.reduce((wrapped, instruments) => instruments.store?.(wrapped) ?? wrapped, store),
    provider: (provider) => list.reduce((wrapped, instruments) => instruments.provider?.(wrapped) ?? wrapped, provider),
    records: (records) => list.reduce((wrapped, instruments) => instruments.records?.(wrapped) ?? wrapped, records),
    register: (app) => {
      for (const instruments of list) instruments.register?.(app);
    },
  };
}

export const NO_INSTRUMENTS: Required<Instruments> = { store: same, provider: same, records: same, register: () => undefined };
