import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from './sqlite-driver.mjs';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toStoredForm } from '../../../src/domain/stored-form-codec.ts';
import { aSignedForm } from '../../../src/domain/test-factory.test-helper.ts';
import { openDatabase } from '../open-database.ts';
import { withHeldWrites } from './held-writes.ts';
import { migrateToLatest } from '../migrations.ts';
import { createPdfDataStore } from '../pdf-data-store.ts';
import type { BackgroundCheckpoints } from './sqlite-checkpoints.ts';
import { createSqliteDatabase, type TestDatabase } from '../test-databases.test-helper.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const PAGE_BYTES = 4096;
/** The PDF tests' form with a drawn signature, about 9 KB: each record spills over several pages. */
const FORM = toStoredForm(aSignedForm());

let database: TestDatabase;

beforeEach(async () => {
  database = await createSqliteDatabase();
});

afterEach(async () => {
  await database.drop();
});

test('under a stream of writes the write-ahead log starts over instead of growing', async () => {
  if (database.location.engine !== 'sqlite') throw new Error('SQLite expected');
  const db = openDatabase(database.location);
  await migrateToLatest(db);
  const store = createPdfDataStore(db, 'sqlite');
  try {
    // Creating, paying and deleting a record writes about 20 pages of log: some 36,000 pages (140 MB) in all.
    for (let round = 0; round < 1800; round += 1) {
      const record = await store.create({ data: FORM, includeSignature: true }, { now: NOW, expiresAt: NOW + 3600_000 });
      await store.markPaid(record.id, `cs_test_${round}`, NOW);
      expect(await store.deletePaid(record.id, `cs_test_${round}`, NOW)).toBe(true);
      // A server turns its event loop between requests: the worker's messages come in there.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const logBytes = statSync(`${database.location.file}-wal`).size;
    // Started over at 2,000 pages plus what came during a pass; SQLite's own safety net would wait for 8,000.
    expect(logBytes / PAGE_BYTES).toBeLessThan(6_000);
  } finally {
    await db.destroy();
  }
  // 1,800 rounds writing 140 MB: seconds on a quiet machine, more on a shared one; the test asserts the log's size, not the time.
}, 60_000);

test('once the database is closed, so is the worker: only the database file is left, ready to be deleted', async () => {
  if (database.location.engine !== 'sqlite') throw new Error('SQLite expected');
  const db = openDatabase(database.location);
  await migrateToLatest(db);
  await createPdfDataStore(db, 'sqlite').create({ data: FORM, includeSignature: true }, { now: NOW, expiresAt: NOW + 3600_000 });
  // Once the worker has opened its own connection, which holds the log open until it closes.
  const file = database.location.file;
  await vi.waitFor(() => expect(checkpointWorkers().some((pid) => holdsOpen(pid, file))).toBe(true), { timeout: 30_000, interval: 20 });
  await db.destroy();
  // The last connection to close folds the log into the file and removes it, and the shared-memory index.
  expect(readdirSync(path.dirname(database.location.file))).toEqual([path.basename(database.location.file)]);
});

/** Whether the process `pid` has `file` open, read from /proc. */
function holdsOpen(pid: number, file: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === file);
  } catch {
    return false; // Gone meanwhile.
  }
}

/** The process ids of this process's children running the checkpoint worker, read from /proc. */
function checkpointWorkers(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's id is the second field after the command name, which ends at the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sqlite-checkpoint-worker');
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
}

test.skipIf(process.platform !== 'linux')(
  'a bus error during a checkpoint ends the checkpoint process, not the server: it logs why and goes on (docs/decisions/077)',
  async () => {
    if (database.location.engine !== 'sqlite') throw new Error('SQLite expected');
    const db = openDatabase(database.location);
    await migrateToLatest(db);
    const store = createPdfDataStore(db, 'sqlite');
    let stopped: (line: string) => void = () => undefined;
    const warned = new Promise<string>((resolve) => {
      stopped = resolve;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      if (String(line).includes('points de contrôle en arrière-plan arrêtés')) stopped(String(line));
    });
    try {
      const [worker, ...others] = checkpointWorkers();
      expect(worker).toBeDefined();
      expect(others).toEqual([]);
      // What the kernel sends when the file system stops backing the mapped index (chattr +i, a full disk).
      process.kill(worker ?? 0, 'SIGBUS');
      expect(await warned).toBe('SQLite : points de contrôle en arrière-plan arrêtés (signal SIGBUS)');
      expect(checkpointWorkers()).toEqual([]);
      // The server's own connection goes on, SQLite's automatic checkpoint in the worker's place.
      const record = await store.create({ data: FORM, includeSignature: true }, { now: NOW, expiresAt: NOW + 3600_000 });
      await store.markPaid(record.id, 'cs_test_bus', NOW);
      expect(await store.deletePaid(record.id, 'cs_test_bus', NOW)).toBe(true);
    } finally {
      warn.mockRestore();
      await db.destroy();
    }
  },
);

describe('while the checkpoint worker holds writes', () => {
  type Row = { id: number; note: string };
  let held: Promise<void> | undefined;
  let release = () => {};
  let db: Kysely<{ note: Row }>;

  const hold = () => {
    held = new Promise<void>((resolve) => {
      release = () => {
        held = undefined;
        resolve();
      };
    });
  };
  const readNote = async () => (await db.selectFrom('note').select('note').where('id', '=', 1).executeTakeFirstOrThrow()).note;
  let asked = () => {};
  /** Settles once a write asks the gate while writes are held: it is waiting at the checkpoint's hold. */
  const aWriteWaits = () => new Promise<void>((resolve) => (asked = resolve));
  /** Turns of the event loop in which a statement that could slip in would: the in-memory database answers within them. */
  const someTurns = async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  beforeEach(async () => {
    const gate: BackgroundCheckpoints = {
      writesHeld: () => {
        if (held) asked();
        return held;
      },
      stop: () => Promise.resolve(),
    };
    const sqlite = new SQLite(':memory:');
    db = new Kysely({
      dialect: withHeldWrites(new SqliteDialect({ database: sqlite }), gate, { isInTransaction: () => sqlite.inTransaction }),
    });
    await db.schema
      .createTable('note')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('note', 'text')
      .execute();
    await db.insertInto('note').values({ id: 1, note: 'avant' }).execute();
  });

  afterEach(async () => {
    release();
    await db.destroy();
  });

  test('a write waits, and reads go on meanwhile', async () => {
    hold();
    let written = false;
    const write = db
      .updateTable('note')
      .set({ note: 'après' })
      .where('id', '=', 1)
      .execute()
      .then(() => (written = true));
    expect(await readNote()).toBe('avant');
    expect(written).toBe(false);
    release();
    await write;
    expect(await readNote()).toBe('après');
  });

  test('inside a transaction a held write keeps the connection: no other statement slips in', async () => {
    const order: string[] = [];
    let read: Promise<unknown> | undefined;
    const updateWaits = aWriteWaits();
    const transaction = db.transaction().execute(async (trx) => {
      hold();
      read = readNote().then((note) => order.push(`lecture : ${note}`));
      await trx.updateTable('note').set({ note: 'dans la transaction' }).where('id', '=', 1).execute();
      order.push('transaction');
    });
    await updateWaits;
    await someTurns();
    expect(order).toEqual([]);
    release();
    await transaction;
    await read;
    expect(order).toEqual(['transaction', 'lecture : dans la transaction']);
  });

  test('a COMMIT that waits keeps the connection until it has completed: the next transaction neither slips in nor rolls it back', async () => {
    const commitWaits = aWriteWaits();
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ id: 2, note: 'première' }).execute();
      // The hold comes between the transaction's last statement and its COMMIT.
      hold();
    });
    await commitWaits;
    const second = db.transaction().execute((trx) => trx.insertInto('note').values({ id: 3, note: 'seconde' }).execute());
    await someTurns();
    release();
    await Promise.all([first, second]);
    const notes = await db.selectFrom('note').select('note').orderBy('id').execute();
    expect(notes.map((row) => row.note)).toEqual(['avant', 'première', 'seconde']);
  });
});
