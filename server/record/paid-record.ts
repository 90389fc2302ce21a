/**
 * The paid record's life, every rule in one place, in the order a record lives them (specification
 * §11, §17, docs/decisions/026, 037 and 110): created only when the page could print it, with a
 * secret for its creator alone; a checkout only for the one who shows that secret; one checkout
 * session at a time, handed again while it has time left, at most MAX_CHECKOUT_SESSIONS_PER_RECORD,
 * none past the record's own lifetime; released only to a session the server has verified paid;
 * deleted only by a paid session; a second payment served too and refunded exactly once. The routes
 * parse and answer; the store makes each step atomic with the database's own locks, so the rules
 * hold whichever process, and however many requests at once, reach the record.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import type { Clock } from '../kernel/clock.ts';
import { logTag } from '../kernel/log-tag.ts';
import { withDeadline } from '../kernel/deadline.ts';
import { OPENING_HOLD_MS, PAYMENT_BOUNDS, type PaymentBounds } from '../kernel/timeouts.ts';
import { CHECKOUT_WINDOW_MS, type PaidSession, type PaymentProvider } from '../payments/payment-provider.ts';
import { isOwnerToken, newOwnerToken } from './owner-token.ts';
import { whyNotStorable } from './storable-form.ts';
import type { CheckoutSessionRecord, LockedRecord, PdfDataRecord, PdfDataStore } from '../store/pdf-data-store.ts';

/** A record gets at most this many checkout sessions, then 409: a loop or an attack, not a person. */
export const MAX_CHECKOUT_SESSIONS_PER_RECORD = 5;
/** An open session is handed again only if the person still has this long to pay on it. */
export const REUSE_SESSION_MIN_REMAINING_MS = 10 * 60 * 1000;
/** Pauses between two looks at a place another request holds; the last one repeats. */
const OPENING_PAUSES_MS = [5, 10, 20, 50, 100] as const;
const LONGEST_OPENING_PAUSE_MS = 100;
/** How long a claimed refund waits for the provider's answer before another pass asks again. */
export const REFUND_RETRY_AFTER_MS = 60_000;
/** Places held while a session is being opened are named apart from any provider's session ids (`cs_…`). */
const OPENING_ID_PREFIX = 'opening_';

/** Where the record's events are logged: tags only, never an id (docs/decisions/038). */
export type RecordLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type PaidRecordsOptions = {
  store: PdfDataStore;
  provider: PaymentProvider;
  clock: Clock;
  recordTtlMs: number;
  /** The promised ones unless a test gives shorter ones (docs/decisions/242). */
  bounds?: PaymentBounds;
};

export type CreateOutcome = { kind: 'created'; id: string; ownerToken: string } | { kind: 'unprintable'; message: string };
export type CheckoutOutcome =
  | { kind: 'open'; url: string }
  | { kind: 'not-found' }
  | { kind: 'not-owner' }
  | { kind: 'already-paid' }
  | { kind: 'too-many' }
  | { kind: 'provider-unavailable' };
export type ReleaseOutcome =
  { kind: 'released'; record: PdfDataRecord } | { kind: 'not-found' } | { kind: 'not-verified' } | { kind: 'provider-unavailable' };
export type DeleteOutcome = { kind: 'deleted' } | { kind: 'not-paid' } | { kind: 'not-found' };

/** What one look at the locked record decided about a checkout. */
type CheckoutStep = CheckoutOutcome | { kind: 'wait' } | { kind: 'ask-provider' };

export type PaidRecords = ReturnType<typeof paidRecords>;

export function paidRecords({ store, provider, clock, recordTtlMs, bounds = PAYMENT_BOUNDS }: PaidRecordsOptions) {
  const now = () => clock().getTime();

  /** Stores the form only if the page could print it: nobody pays for a PDF that cannot be made. */
  async function create(data: StoredForm, includeSignature: boolean): Promise<CreateOutcome> {
    // The page's own rule, and what the PDF builder needs besides (docs/decisions/024, 075).
    const problem = whyNotStorable(data, { includeSignature, today: clock() });
    if (problem) return { kind: 'unprintable', message: problem };
    const at = now();
    const owner = newOwnerToken();
    const record = await store.create({ data, includeSignature, ownerTokenHash: owner.hash }, { now: at, expiresAt: at + recordTtlMs });
    return { kind: 'created', id: record.id, ownerToken: owner.token };
  }

  /**
   * The one checkout session of the record: the open one again, or a new one when none is left
   * with time to pay. Requests arriving together wait for the one that is asking the provider and
   * get its page (docs/decisions/037). Only for the one who shows the record's secret: the record's id
   * alone, which the return address carries, opens nothing (docs/decisions/110).
   */
  async function openCheckout(recordId: string, ownerToken: string | undefined, log: RecordLog): Promise<CheckoutOutcome> {
    const answerBy = performance.now() + bounds.answerBoundMs;
    // The usual answer (the session already open, or a refusal) needs no lock: it writes nothing.
    const seenAt = now();
    const known = knownAnswer(await store.peekRecord(recordId, seenAt), seenAt, ownerToken);
    if (known) return known;
    const openingId = OPENING_ID_PREFIX + randomUUID();
    // One deadline for the whole wait, whether this request asks the provider or waits behind one that does (docs/decisions/078).
    const giveUpAt = answerBy - bounds.databaseMarginMs;
    for (let attempt = 0; ; attempt += 1) {
      const at = now();
      // Too little time left to ask the provider and hear its answer: this request will not start a call.
      const mayAsk = performance.now() + bounds.callMinMs <= giveUpAt;
      const step = await store.withLockedRecord(recordId, at, (locked) => decideCheckout(locked, at, openingId, mayAsk, ownerToken));
      if (step.kind === 'ask-provider') break;
      if (step.kind !== 'wait') return step;
      if (performance.now() >= giveUpAt) return { kind: 'provider-unavailable' };
      await pause(Math.min(OPENING_PAUSES_MS[attempt] ?? LONGEST_OPENING_PAUSE_MS, Math.max(0, giveUpAt - performance.now())));
    }
    let session;
    try {
      const callBudget = Math.min(bounds.callDeadlineMs, giveUpAt - performance.now());
      session = await withDeadline(provider.createCheckoutSession({ recordId, now: clock() }), callBudget, 'session de paiement');
    } catch (error) {
      log.error({ err: error, record: logTag(recordId) }, 'Session de paiement impossible à ouvrir');
      await store.withLockedRecord(recordId, now(), (locked) => locked.dropOpening(openingId));
      return { kind: 'provider-unavailable' };
    }
    const at = now();
    return store.withLockedRecord(recordId, at, async (locked) => {
      await locked.dropOpening(openingId);
      // Kept even if the record went meanwhile: a payment made on it is then refunded, never kept.
      const url = await locked.addSession(session, { now: at, keepUntil: at + CHECKOUT_WINDOW_MS });
      if (!locked.record) return { kind: 'not-found' };
      if (locked.record.paidAt !== null) return { kind: 'already-paid' };
      return { kind: 'open', url };
    });
  }

  /** What a checkout asked at `at` with `ownerToken` gets without opening a session, if anything. */
  function knownAnswer(
    { record, sessions }: Pick<LockedRecord, 'record' | 'sessions'>,
    at: number,
    ownerToken: string | undefined,
  ): CheckoutOutcome | undefined {
    if (!record) return { kind: 'not-found' };
    // Before anything else is said about the record: a stranger learns neither its session nor whether it is paid.
    if (!isOwnerToken(ownerToken, record.ownerTokenHash)) return { kind: 'not-owner' };
    if (record.paidAt !== null) return { kind: 'already-paid' };
    // A second tab or a retry gets the session already open: one record, one checkout page.
    const open = reusableSession(sessions, at);
    if (open) return { kind: 'open', url: open.url };
    return undefined;
  }

  /** Under the record's lock: what a checkout asked at `at` gets. */
  async function decideCheckout(
    locked: LockedRecord,
    at: number,
    openingId: string,
    mayAsk: boolean,
    ownerToken: string | undefined,
  ): Promise<CheckoutStep> {
    const known = knownAnswer(locked, at, ownerToken);
    if (known) return known;
    const { record } = locked;
    if (!record) return { kind: 'not-found' };
    // A new session only within the record's own lifetime, so it never outlives creation + TTL + one checkout window.
    if (at >= record.createdAt + recordTtlMs) return { kind: 'not-found' };
    // A place held past its time belongs to a process that stopped: it is given up.
    const abandoned = locked.sessions.filter((session) => session.openingUntil !== null && session.openingUntil <= at);
    for (const session of abandoned) await locked.dropOpening(session.sessionId);
    const sessions = locked.sessions.filter((session) => !abandoned.includes(session));
    if (sessions.some((session) => session.openingUntil !== null)) return { kind: 'wait' };
    if (sessions.length >= MAX_CHECKOUT_SESSIONS_PER_RECORD) return { kind: 'too-many' };
    if (!mayAsk) return { kind: 'provider-unavailable' };
    const held = await locked.holdOpening({ id: openingId, until: at + OPENING_HOLD_MS, now: at });
    return held ? { kind: 'ask-provider' } : { kind: 'wait' };
  }

  /**
   * The form, for the session that paid it: first from what the server has recorded, then (not on
   * HEAD, which never calls out) from the provider's own word, recorded as it comes.
   */
  async function release(
    recordId: string,
    sessionId: string | undefined,
    { askProvider, log }: { askProvider: boolean; log: RecordLog },
  ): Promise<ReleaseOutcome> {
    const record = await store.find(recordId, now());
    if (!record) return { kind: 'not-found' };
    if (sessionId === undefined) return { kind: 'not-verified' };
    // The hot path: the session that paid first, recorded on the record itself.
    if (record.checkoutSessionId === sessionId && record.paidAt !== null) return { kind: 'released', record };
    // A second paying session of the same record is served too (its payment is refunded).
    if (record.paidAt !== null && (await store.isPaidSession(record.id, sessionId))) return { kind: 'released', record };
    if (!askProvider) return { kind: 'not-verified' };
    // Not recorded as paid yet (the webhook may still be on its way): ask the provider itself.
    let paid;
    try {
      paid = await provider.retrievePaidSession(sessionId);
    } catch (error) {
      log.error({ err: error, record: logTag(recordId) }, 'Vérification du paiement impossible');
      return { kind: 'provider-unavailable' };
    }
    if (!paid || paid.sessionId !== sessionId || paid.recordId !== record.id || !(await fulfil(paid, log))) {
      return { kind: 'not-verified' };
    }
    return { kind: 'released', record };
  }

  /** Deleted only by one of its paid sessions: the page deletes the record once the PDF is made. */
  async function remove(recordId: string, sessionId: string | undefined): Promise<DeleteOutcome> {
    const at = now();
    if (sessionId !== undefined && (await store.deletePaid(recordId, sessionId, at))) return { kind: 'deleted' };
    return (await store.find(recordId, at)) ? { kind: 'not-paid' } : { kind: 'not-found' };
  }

  /**
   * Records a payment the server has verified (Stripe's "Fulfill orders" rule): the webhook, the
   * return call and the simulated page all come here, and coming again changes nothing. True when
   * this session may be served the record. A second payment of a record, or one made after its
   * record was gone, is refunded exactly once: money is never kept without a PDF.
   */
  async function fulfil(paid: PaidSession, log: RecordLog): Promise<boolean> {
    const { recordId, sessionId } = paid;
    const at = now();
    const outcome = await store.markPaid(recordId, sessionId, at, paid.paymentRef);
    const refund = { sessionId, recordId, paymentRef: paid.paymentRef ?? null };
    switch (outcome.kind) {
      case 'paid':
      case 'already-paid':
        return true;
      case 'paid-twice':
        log.warn(
          { record: logTag(recordId), paidSession: logTag(outcome.firstSessionId), refundedSession: logTag(sessionId) },
          'Procuration payée deux fois : le second paiement est remboursé',
        );
        if (await store.claimRefund(sessionId, at)) await askRefund(refund, at, log);
        return true;
      case 'paid-without-record':
        log.warn(
          { record: logTag(recordId), refundedSession: logTag(sessionId) },
          'Paiement reçu pour une procuration supprimée ou expirée : remboursé',
        );
        if (await store.claimRefund(sessionId, at)) await askRefund(refund, at, log);
        return false;
      case 'not-found':
        return false;
    }
  }

  /** The simulated provider's page: the record of a session still open, like a provider's hosted page. */
  async function findOpenSession(sessionId: string): Promise<{ recordId: string } | undefined> {
    const open = await store.findOpenSession(sessionId, now());
    return open && { recordId: open.record.id };
  }

  /**
   * Asks again, with the same idempotency key, for the refunds whose first request failed or whose
   * process stopped before the answer. Called by the sweep.
   */
  async function retryUnfinishedRefunds(log: RecordLog): Promise<void> {
    const at = now();
    for (const session of await store.unfinishedRefunds(at - REFUND_RETRY_AFTER_MS)) {
      if (await store.claimRefund(session.sessionId, at, at - REFUND_RETRY_AFTER_MS)) await askRefund(session, at, log);
    }
  }

  async function askRefund(refund: Pick<CheckoutSessionRecord, 'sessionId' | 'recordId' | 'paymentRef'>, at: number, log: RecordLog) {
    try {
      await provider.refund(refund);
      await store.markRefunded(refund.sessionId, at);
      log.warn({ record: logTag(refund.recordId), refundedSession: logTag(refund.sessionId) }, 'Remboursement effectué');
    } catch (error) {
      // The claim stays: the sweep asks again later, with the same idempotency key.
      log.error(
        { record: logTag(refund.recordId), session: logTag(refund.sessionId), err: error },
        'Remboursement impossible pour le moment : nouvel essai plus tard',
      );
    }
  }

  return { create, openCheckout, release, remove, fulfil, findOpenSession, retryUnfinishedRefunds };
}

/** The latest unpaid session opened by the provider that still leaves REUSE_SESSION_MIN_REMAINING_MS to pay. */
function reusableSession(sessions: readonly CheckoutSessionRecord[], at: number): CheckoutSessionRecord | undefined {
  return sessions
    .filter(
      (session) =>
        session.paidAt === null &&
        session.openingUntil === null &&
        session.url !== '' &&
        session.expiresAt > at + REUSE_SESSION_MIN_REMAINING_MS,
    )
    .sort((a, b) => b.expiresAt - a.expiresAt)[0];
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
