/**
 * The phone relay's own bounded room (docs/decisions/112), a pure rule in the kernel so the store can apply it under its lock: however many addresses
 * deposit, the exchanges together hold at most RELAY_MAX_EXCHANGES rows and RELAY_MAX_CIPHERTEXT_CHARS
 * characters of ciphertext, and never take the space kept for paid records. Checked before each write,
 * under one lock, so two processes cannot both take the last place.
 */

/** Live exchanges at once, all addresses together: far above what real signings need in ten minutes. */
export const RELAY_MAX_EXCHANGES = 200;
/** Ciphertext held at once, all exchanges together (base64url: one byte a character), 16 MB. */
export const RELAY_MAX_CIPHERTEXT_CHARS = 16_000_000;
/**
 * Free space in DATA_DIR the relay never takes, so paid records can still be stored: 64 MiB, about
 * 128 of the largest records (README, "Storage one address can fill"). Checked where the free space
 * can be read (SQLite's folder); on PostgreSQL the two caps above are the relay's bound.
 */
export const PAID_RECORDS_RESERVE_BYTES = 64 * 1024 * 1024;
/** A character stored costs about this many bytes on disk at worst (the row's page, then its copy in SQLite's WAL). */
const BYTES_WRITTEN_PER_CHAR = 2;

/**
 * What one network (an IPv4 /24, an IPv6 /64, kernel/network-block.ts) may hold of the room at once,
 * a twentieth (docs/decisions/192): the exchanges it opened, and the characters it deposited, four of
 * the largest drawings (200,000 characters each), all a signing's one to four exchanges can need.
 */
export const RELAY_NETWORK_SHARE = { maxExchanges: RELAY_MAX_EXCHANGES / 20, maxCiphertextChars: RELAY_MAX_CIPHERTEXT_CHARS / 20 };

/**
 * What acceptances (docs/decisions/218) may hold of the room, and of each network's share, at once: half
 * (docs/decisions/221). An acceptance lives a week, a phone signature ten minutes: the other half is
 * always there for phones, however many papers wait for their answer.
 */
export const RELAY_ACCEPTANCE_SHARE = {
  maxExchanges: RELAY_MAX_EXCHANGES / 2,
  maxCiphertextChars: RELAY_MAX_CIPHERTEXT_CHARS / 2,
  perNetwork: { maxExchanges: RELAY_NETWORK_SHARE.maxExchanges / 2, maxCiphertextChars: RELAY_NETWORK_SHARE.maxCiphertextChars / 2 },
};

/** A bound on exchanges and characters held at once: the room's, a network's, or acceptances'. */
export type RoomLimits = { maxExchanges: number; maxCiphertextChars: number };

export type RelayCapacity = RoomLimits & {
  reserveBytes: number;
  perNetwork: RoomLimits;
  acceptances: RoomLimits & { perNetwork: RoomLimits };
};
export const RELAY_CAPACITY: RelayCapacity = {
  maxExchanges: RELAY_MAX_EXCHANGES,
  maxCiphertextChars: RELAY_MAX_CIPHERTEXT_CHARS,
  reserveBytes: PAID_RECORDS_RESERVE_BYTES,
  perNetwork: RELAY_NETWORK_SHARE,
  acceptances: RELAY_ACCEPTANCE_SHARE,
};

/** What the live exchanges hold now. */
export type RelayHoldings = { exchanges: number; ciphertextChars: number };

/**
 * Whether the relay may write this: a new exchange (`exchanges: 1`) or a deposit of `chars`
 * characters, given what it holds and, when known, the free space of the database's folder.
 */
export function relayHasRoom(
  held: RelayHoldings,
  adding: { exchanges: number; chars: number },
  capacity: RelayCapacity,
  freeBytes: number | undefined,
): boolean {
  if (!withinLimits(held, adding, capacity)) return false;
  return freeBytes === undefined || freeBytes - adding.chars * BYTES_WRITTEN_PER_CHAR >= capacity.reserveBytes;
}

/** Whether one network may open (`exchanges: 1`) or deposit `chars` more, given what it holds now: its share of the room. */
export function networkHasRoom(
  heldByNetwork: RelayHoldings,
  adding: { exchanges: number; chars: number },
  capacity: RelayCapacity,
): boolean {
  return withinLimits(heldByNetwork, adding, capacity.perNetwork);
}

/** Whether `held` plus `adding` stays within `limits`. */
export function withinLimits(held: RelayHoldings, adding: { exchanges: number; chars: number }, limits: RoomLimits): boolean {
  return held.exchanges + adding.exchanges <= limits.maxExchanges && held.ciphertextChars + adding.chars <= limits.maxCiphertextChars;
}
