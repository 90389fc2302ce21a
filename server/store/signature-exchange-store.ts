/**
 * The relay's table, signature_exchanges, on SQLite or PostgreSQL (docs/decisions/090). Each change
 * is one conditional statement, so server processes sharing the database cannot both store a
 * deposit, nor both deliver one: the delivery deletes the row and returns its ciphertext at once.
 * An opening and a deposit first check, under one lock (BEGIN IMMEDIATE on SQLite, an advisory lock
 * on PostgreSQL), that the relay's room has space for them (docs/decisions/112), and that the
 * network they come from holds no more than its share of it (docs/decisions/192); an acceptance's, that
 * acceptances hold no more than their half of both (docs/decisions/221).
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import {
  networkHasRoom,
  RELAY_CAPACITY,
  type RelayCapacity,
  type RelayHoldings,
  relayHasRoom,
  withinLimits,
} from '../kernel/relay-capacity.ts';
import { oneLane } from '../kernel/one-lane.ts';
import type { Database } from './schema.ts';
import { StoreUnavailableError } from './store-unavailable.ts';

/**
 * What depositing did: stored once; refused when already stored (a replay), when the exchange is gone
 * or expired, when the relay is full, when the depositing network holds its whole share, or when
 * acceptances hold their half of the room or of that share.
 */
export type DepositOutcome = 'stored' | 'already-sent' | 'not-found' | RoomRefusal;
export type OpenOutcome = { kind: 'created'; id: string; expiresAt: number } | { kind: RoomRefusal };
/** Why a write found no room: the relay's, the network's share, or acceptances' half of either (docs/decisions/221). */
type RoomRefusal = 'full' | 'network-full' | 'acceptances-full';

export type SignatureExchangeStoreOptions = {
  capacity?: RelayCapacity;
  /** Free bytes where the database lives, when they can be read (SQLite's folder); undefined otherwise. */
  freeBytes?: () => Promise<number | undefined>;
};

/**
 * Relay statements waiting in one process's lane, beyond which the next is refused at once (docs/decisions/190):
 * half the relay's live exchanges, far above what real signings send in the second the lane takes to drain.
 */
export const RELAY_LANE_MAX_WAITING = 100;

/** The PostgreSQL advisory lock that makes the relay's room checks one at a time, across processes. */
const RELAY_ROOM_LOCK = 4_300_112;

/** What picking up found: the ciphertext (now deleted), nothing yet, or no live exchange. */
export type PickupOutcome = { kind: 'delivered'; ciphertext: string; receivedAt: number } | { kind: 'waiting' } | { kind: 'not-found' };

export interface SignatureExchangeStore {
  /**
   * A new exchange, if the relay has room for one more (and for its deposit on disk) and `network`
   * (kernel/network-block.ts), when given, holds less than its share.
   */
  create(times: { now: number; expiresAt: number }, network?: string, paper?: string): Promise<OpenOutcome>;
  /** An acceptance exchange's encrypted paper while it lives (docs/decisions/218); undefined otherwise. */
  readPaper(id: string, now: number): Promise<string | undefined>;
  /** Stores the ciphertext once, while the exchange lives and the relay, and `network`'s share when given, have room for it. */
  deposit(id: string, ciphertext: string, now: number, network?: string): Promise<DepositOutcome>;
  /** Hands the ciphertext once and deletes the exchange in the same statement. */
  pickUp(id: string, now: number): Promise<PickupOutcome>;
  /** Deletes an exchange the page gave up on, whatever it holds; deleting one already gone does nothing. */
  cancel(id: string): Promise<void>;
  /** Deletes every expired exchange; returns how many. */
  purgeExpired(now: number): Promise<number>;
  close(): Promise<void>;
}

export function createSignatureExchangeStore(db: Kysely<Database>, options: SignatureExchangeStoreOptions = {}): SignatureExchangeStore {
  const { capacity = RELAY_CAPACITY, freeBytes = async () => undefined } = options;
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Every relay statement of this process in one lane: the relay holds at most one of the pool's
  // connections, and no connection waits on the relay's lock but that one (docs/decisions/190).
  const lane = oneLane(RELAY_LANE_MAX_WAITING);
  const inLane = async <T>(task: () => Promise<T>): Promise<T> => {
    const result = lane.run(task);
    if (result === undefined) throw new StoreUnavailableError('relais : trop de demandes en attente dans ce processus');
    return result;
  };
  const exists = async (id: string, now: number) =>
    (await inLane(() =>
      db.selectFrom('signature_exchanges').select('id').where('id', '=', id).where('expires_at', '>', now).executeTakeFirst(),
    )) !== undefined;

  /**
   * Runs `work` holding the relay's room lock, if `adding` fits in the room and in the share of the
   * network it comes from (a digest), and, for an acceptance, in acceptances' half of both.
   */
  const withRoom = async <T>(
    now: number,
    adding: { exchanges: number; chars: number },
    network: string | undefined,
    acceptance: boolean,
    work: (trx: Transaction<Database>) => Promise<T>,
  ) => {
    // Read before the lock, which is then held for statements alone (docs/decisions/191).
    const free = await freeBytes();
    const result = lane.run(() =>
      db.transaction().execute(async (trx) => {
        if (onPostgres) await sql`SELECT pg_advisory_xact_lock(${RELAY_ROOM_LOCK})`.execute(trx);
        if (network !== undefined && !networkHasRoom(await networkHoldings(trx, now, network), adding, capacity)) {
          return 'network-full' as const;
        }
        const held = await holdings(trx, now);
        if (!relayHasRoom(held, adding, capacity, free)) return 'full' as const;
        if (acceptance && !(await acceptancesHaveRoom(trx, now, network, adding))) return 'acceptances-full' as const;
        return work(trx);
      }),
    );
    // A lane already full: the relay takes no more now, said as when its room is full.
    return result ?? ('full' as const);
  };
  const acceptancesHaveRoom = async (
    trx: Transaction<Database>,
    now: number,
    network: string | undefined,
    adding: { exchanges: number; chars: number },
  ) =>
    withinLimits(await holdings(trx, now, true), adding, capacity.acceptances) &&
    (network === undefined || withinLimits(await networkHoldings(trx, now, network, true), adding, capacity.acceptances.perNetwork));
  const isAcceptance = async (id: string) =>
    (await inLane(() =>
      db.selectFrom('signature_exchanges').select('id').where('id', '=', id).where('paper', 'is not', null).executeTakeFirst(),
    )) !== undefined;

  return {
    async create({ now, expiresAt }, network, paper) {
      const id = randomUUID();
      const openedBy = networkDigest(network);
      // An exchange is opened only if its deposit, at its largest, would still fit on disk; an acceptance's paper counts in the room too.
      const outcome = await withRoom(now, { exchanges: 1, chars: paper?.length ?? 0 }, openedBy, paper !== undefined, async (trx) => {
        await trx
          .insertInto('signature_exchanges')
          .values({
            id,
            ciphertext: null,
            created_at: now,
            expires_at: expiresAt,
            opened_by: openedBy ?? null,
            deposited_by: null,
            paper: paper ?? null,
            deposited_at: null,
          })
          .execute();
        return 'created' as const;
      });
      return outcome === 'created' ? { kind: 'created', id, expiresAt } : { kind: outcome };
    },

    async deposit(id, ciphertext, now, network) {
      const depositedBy = networkDigest(network);
      // An exchange's paper is written once, at its opening: read before the lock.
      const acceptance = await isAcceptance(id);
      const outcome = await withRoom(now, { exchanges: 0, chars: ciphertext.length }, depositedBy, acceptance, async (trx) => {
        const result = await trx
          .updateTable('signature_exchanges')
          .set({ ciphertext, deposited_by: depositedBy ?? null, deposited_at: now })
          .where('id', '=', id)
          .where('ciphertext', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1 ? ('stored' as const) : undefined;
      });
      if (outcome !== undefined) return outcome;
      return (await exists(id, now)) ? 'already-sent' : 'not-found';
    },

    async pickUp(id, now) {
      const taken = await inLane(() =>
        db
          .deleteFrom('signature_exchanges')
          .where('id', '=', id)
          .where('ciphertext', 'is not', null)
          .where('expires_at', '>', now)
          .returning(['ciphertext', 'deposited_at', 'created_at'])
          .executeTakeFirst(),
      );
      if (taken?.ciphertext)
        return { kind: 'delivered', ciphertext: taken.ciphertext, receivedAt: Number(taken.deposited_at ?? taken.created_at) };
      return (await exists(id, now)) ? { kind: 'waiting' } : { kind: 'not-found' };
    },

    async readPaper(id, now) {
      const row = await inLane(() =>
        db.selectFrom('signature_exchanges').select('paper').where('id', '=', id).where('expires_at', '>', now).executeTakeFirst(),
      );
      return row?.paper ?? undefined;
    },

    async cancel(id) {
      await inLane(() => db.deleteFrom('signature_exchanges').where('id', '=', id).execute());
    },

    async purgeExpired(now) {
      const result = await inLane(() => db.deleteFrom('signature_exchanges').where('expires_at', '<=', now).executeTakeFirst());
      return Number(result.numDeletedRows);
    },

    close: () => db.destroy(),
  };
}

/**
 * A network's name as the table keeps it: a digest, so the table holds no address, only what tells
 * two networks apart for ten minutes (docs/decisions/192).
 */
function networkDigest(network: string | undefined): string | undefined {
  return network === undefined ? undefined : createHash('sha256').update(network).digest('base64url').slice(0, 22);
}

/**
 * What one network holds of the live exchanges (of acceptances alone when `acceptances`): those it
 * opened with their papers, and the characters it deposited.
 */
async function networkHoldings(trx: Transaction<Database>, now: number, network: string, acceptances = false): Promise<RelayHoldings> {
  const opened = await live(trx, now, acceptances)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('exchanges'),
      eb.fn.sum<number | string | null>(eb.fn('length', ['paper'])).as('papers'),
    ])
    .where('opened_by', '=', network)
    .executeTakeFirst();
  const deposited = await live(trx, now, acceptances)
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['ciphertext'])).as('chars'))
    .where('deposited_by', '=', network)
    .executeTakeFirst();
  return { exchanges: Number(opened?.exchanges ?? 0), ciphertextChars: Number(deposited?.chars ?? 0) + Number(opened?.papers ?? 0) };
}

/** What the live exchanges (acceptances alone when `acceptances`) hold together: their count, and the characters of their ciphertext and papers. */
async function holdings(trx: Transaction<Database>, now: number, acceptances = false): Promise<RelayHoldings> {
  const row = await live(trx, now, acceptances)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('exchanges'),
      eb.fn.sum<number | string | null>(eb.fn('length', ['ciphertext'])).as('chars'),
      eb.fn.sum<number | string | null>(eb.fn('length', ['paper'])).as('papers'),
    ])
    .executeTakeFirst();
  return { exchanges: Number(row?.exchanges ?? 0), ciphertextChars: Number(row?.chars ?? 0) + Number(row?.papers ?? 0) };
}

/** The live exchanges, or the live acceptances alone (those holding a paper). */
function live(trx: Transaction<Database>, now: number, acceptances: boolean) {
  const rows = trx.selectFrom('signature_exchanges').where('expires_at', '>', now);
  return acceptances ? rows.where('paper', 'is not', null) : rows;
}
