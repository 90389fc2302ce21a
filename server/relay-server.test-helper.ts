/**
 * The server's signature relay, started in the test's own process on a free port (docs/decisions/162):
 * the real app (`buildApp`) with the real relay routes on a fresh SQLite file, so the page's tests in a
 * simulated DOM talk to it over HTTP as the browser does. Only the built page is a stand-in (an empty
 * `index.html`, whose `<meta>` the server fills in as it does for the real one); the page's own code
 * comes from the test.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { RELAY_CAPACITY } from './kernel/relay-capacity.ts';
import { perMinute } from './rate-limit.ts';
import { migrateToLatest } from './store/migrations.ts';
import { openDatabase } from './store/open-database.ts';
import { createSignatureExchangeStore } from './store/signature-exchange-store.ts';
import { createSqliteDatabase } from './store/test-databases.test-helper.ts';

export type RelayServer = {
  /** `http://127.0.0.1:<port>`, where the page is served and the relay answers. */
  origin: string;
  /** Moves the server's clock on: an exchange older than its ten minutes is then gone. */
  advanceClock: (ms: number) => void;
  /** The openings of exchanges wait until the returned function is called (the page shows it is preparing). */
  holdOpenings: () => () => void;
  close: () => Promise<void>;
};

const PAGE = '<!doctype html><html lang="fr"><head><title>Procuration</title></head><body></body></html>';

/** `full`: a relay with no room left, which refuses every new exchange (docs/decisions/112). */
export async function startRelayServer({ full = false }: { full?: boolean } = {}): Promise<RelayServer> {
  // The page's tests all come from one address: its network may take the whole room.
  const wholeRoom = {
    ...RELAY_CAPACITY,
    perNetwork: { maxExchanges: RELAY_CAPACITY.maxExchanges, maxCiphertextChars: RELAY_CAPACITY.maxCiphertextChars },
  };
  const capacity = full ? { ...wholeRoom, maxExchanges: 0 } : wholeRoom;
  const database = await createSqliteDatabase();
  if (database.location.engine !== 'sqlite') throw new Error('SQLite expected');
  const distDir = path.dirname(database.location.file);
  await writeFile(path.join(distDir, 'index.html'), PAGE);
  await writeFile(path.join(distDir, 'signer.html'), PAGE);
  const db = openDatabase(database.location, { backgroundCheckpoints: false });
  await migrateToLatest(db);
  let offsetMs = 0;
  const app = buildApp({
    distDir,
    relay: {
      store: createSignatureExchangeStore(db, { capacity }),
      // The page polls every few seconds and several tests share one address.
      rateLimit: perMinute(10_000),
      clock: () => new Date(Date.now() + offsetMs),
    },
  });
  let held: Promise<void> | undefined;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && held) await held;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    holdOpenings: () => {
      let release = () => undefined as void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: async () => {
      await app.close();
      await db.destroy();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
