import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { serverBundleEntry } from './build/server-bundle.ts';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from './store/test-databases.test-helper.ts';

/** start.ts in the server's bundle (docs/decisions/253); `npm start` itself runs in the browser suite and on each Node line. */
const START = serverBundleEntry(path.resolve(import.meta.dirname, '..'));

/**
 * Root may write anywhere, so as root the server runs without that power: setpriv (util-linux)
 * drops Linux's CAP_DAC_OVERRIDE, and a folder's write permission then binds it as it binds a
 * service account. It keeps the right to read and search every folder (CAP_DAC_READ_SEARCH), so
 * it reads the checkout and Node wherever they lie, even under a private folder, with nothing
 * copied and no folder's mode changed. Another user needs nothing: the permission binds it already.
 */
const WITHOUT_WRITE_OVERRIDE = ['setpriv', '--inh-caps=-all', '--bounding-set=-dac_override', '--'];

/** The command prefix that runs the server unable to write where permissions forbid it; undefined when none can. */
function unableToOverridePermissions(): string[] | undefined {
  if (process.getuid?.() !== 0) return [];
  const probe = spawnSync(WITHOUT_WRITE_OVERRIDE[0] ?? '', [...WITHOUT_WRITE_OVERRIDE.slice(1), process.execPath, '--eval', '']);
  return probe.status === 0 ? WITHOUT_WRITE_OVERRIDE : undefined;
}

/**
 * Runs `npm start`'s entry point with the given variables, without blocking the test's own event loop (a proxy
 * of the test may have to answer, and the other cases run meanwhile); also says how long it ran.
 * `killAfterMs`: past this the start is killed (and the test fails on its status). A start that may
 * build the page first (the sources changed since the last build) needs minutes on a busy machine.
 */
async function startAsync(env: Record<string, string>, prefix: string[] = [], killAfterMs = ENDS_ON_ITS_OWN_MS) {
  const started = performance.now();
  const [command = process.execPath, ...args] = [...prefix, process.execPath, START];
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  // 'close', not 'exit': the process may have exited before its last output has been read from the pipes.
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  clearTimeout(timer);
  return { status, stdout, stderr, ms: performance.now() - started };
}

/** A start that reaches the listening step may first build the page: no bound is promised, only an end. */
const BUILD_BOUND_MS = 600_000;
/**
 * A start that must fail ends by itself (status 1, its message): the test kills it only past this,
 * far beyond the product's own bound (the store's connection timeout, kernel/timeouts.ts), so a busy
 * machine slows it without failing it; how long it took is not asserted (docs/decisions/062).
 */
const ENDS_ON_ITS_OWN_MS = 100_000;

/**
 * The cases that stop before the server's modules are loaded (a bad variable, a DATA_DIR that cannot hold the
 * database) and those that wait on a database run side by side (`test.concurrent`, each checked with its own
 * context's `expect`): each waits on a process of its own and costs little CPU. Those that load the whole
 * server (a port already taken) run one after the other: on two cores, side by side they would only share the
 * CPU (docs/decisions/243).
 */
test.concurrent(
  'a bad PORT exits 1 with a message naming PORT, before building or listening',
  { timeout: ENDS_ON_ITS_OWN_MS + 10_000 },
  async ({ expect }) => {
    const result = await startAsync({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('« abc »');
    expect(result.stdout).toBe('');
  },
);

test.concurrent('every bad variable is named in the one message', { timeout: ENDS_ON_ITS_OWN_MS + 10_000 }, async ({ expect }) => {
  const result = await startAsync({ PORT: '70000', HOST: 'bad host' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/- PORT .*\n- HOST /);
});

test.concurrent(
  'a public address without its publisher exits 1 naming the variable, in French, before listening',
  { timeout: ENDS_ON_ITS_OWN_MS + 10_000 },
  async ({ expect }) => {
    const result = await startAsync({
      PUBLIC_URL: 'https://procuration.example.fr',
      PUBLISHER_NAME: '\u3164',
      PUBLISHER_ADDRESS: '12 rue de la Paix, 75002 Paris',
      PUBLISHER_CONTACT: 'contact@example.fr',
      HOSTING_PROVIDER: 'Hébergeur SAS',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("- PUBLISHER_NAME est obligatoire quand PUBLIC_URL n'est pas une adresse locale");
    expect(result.stdout).toBe('');
  },
);

test.concurrent(
  'stripe mode without its variables exits 1 naming each of them',
  { timeout: ENDS_ON_ITS_OWN_MS + 10_000 },
  async ({ expect }) => {
    const result = await startAsync({ PAYMENT_MODE: 'stripe', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PRICE_CENTS: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/- STRIPE_SECRET_KEY .*\n- STRIPE_WEBHOOK_SECRET .*\n- PRICE_CENTS /);
    expect(result.stdout).toBe('');
  },
);

test.concurrent(
  'a PostgreSQL that cannot be reached exits 1 naming DATABASE_URL, before building or listening',
  { timeout: ENDS_ON_ITS_OWN_MS + 10_000 },
  async ({ expect }) => {
    const result = await startAsync({ PAYMENT_MODE: 'simulated', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
    expect(result.stdout).toBe('');
  },
);

test.concurrent(
  'a PostgreSQL that accepts connections and never answers stops the start on its own, naming DATABASE_URL without its password',
  { timeout: ENDS_ON_ITS_OWN_MS + 10_000 },
  async ({ expect }) => {
    const frozen = createServer(() => undefined);
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const { port } = frozen.address() as AddressInfo;
    try {
      const result = await startAsync({
        PAYMENT_MODE: 'simulated',
        DATABASE_URL: `postgres://procuration:s3cret-pw@127.0.0.1:${port}/procuration`,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('DATABASE_URL');
      expect(result.stderr).toContain(`127.0.0.1:${port}/procuration`);
      expect(result.stderr).not.toContain('s3cret-pw');
      expect(result.stdout).toBe('');
    } finally {
      frozen.close();
    }
  },
);

describe.concurrent('a DATA_DIR that cannot hold the database stops the start, naming DATA_DIR', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'procuration-data-dir-'));
    await writeFile(path.join(root, 'a-file'), '');
    await mkdir(path.join(root, 'read-only'), { mode: 0o555 });
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const CASES: [string, () => string, string][] = [
    ['a file where the folder should be', () => path.join(root, 'a-file'), 'ce chemin est un fichier'],
    ['a path under a file', () => path.join(root, 'a-file', 'data'), 'a-file est un fichier'],
    [
      'a path under /proc, where folders cannot be made',
      () => '/proc/procuration/data',
      'impossible de créer le dossier /proc/procuration',
    ],
    ['a folder of /proc', () => '/proc/self', "impossible d'y créer un fichier"],
  ];
  test.for(CASES)('%s', { timeout: ENDS_ON_ITS_OWN_MS + 10_000 }, async ([, dataDir, reason], { expect }) => {
    const result = await startAsync({ PAYMENT_MODE: 'simulated', DATA_DIR: dataDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^DATA_DIR\s: /);
    expect(result.stderr).toContain(dataDir());
    expect(result.stderr).toContain(reason);
    expect(result.stdout).toBe('');
  });

  test('a folder the server may not write to', { timeout: ENDS_ON_ITS_OWN_MS + 10_000 }, async ({ expect, skip }) => {
    const prefix = unableToOverridePermissions();
    if (!prefix) return skip('running as root without setpriv (util-linux) able to drop CAP_DAC_OVERRIDE');
    const dataDir = path.join(root, 'read-only');
    const result = await startAsync({ PAYMENT_MODE: 'simulated', DATA_DIR: dataDir }, prefix);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^DATA_DIR\s: /);
    expect(result.stderr).toContain("impossible d'y créer un fichier (droits insuffisants)");
    expect(result.stdout).toBe('');
  });
});

describe('a port already taken stops the start with its French message and status 1, in every mode and engine', () => {
  const STRIPE = {
    PAYMENT_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_local123',
    STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
    PRICE_CENTS: '490',
  };
  const CASES: [string, Record<string, string>, boolean][] = [
    ['the free mode', { PAYMENT_MODE: 'off' }, false],
    ['simulated on SQLite', { PAYMENT_MODE: 'simulated' }, false],
    ['stripe on SQLite', STRIPE, false],
    ['simulated on PostgreSQL', { PAYMENT_MODE: 'simulated' }, true],
    ['stripe on PostgreSQL', STRIPE, true],
  ];
  test.for(CASES)('%s', async ([, env, postgres], { expect, skip }) => {
    if (postgres && !TEST_DATABASE_URL) return skip(POSTGRES_SKIP_REASON);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'procuration-port-'));
    // A schema of its own on PostgreSQL: the test database's own stays untouched.
    const database = postgres ? await createPostgresDatabase() : undefined;
    try {
      // Twice on the same database: the second start finds it made, as a restart would.
      for (let run = 0; run < 2; run += 1) {
        const result = await startAsync(
          {
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: '',
            DATA_DIR: dataDir,
            DATABASE_URL: database?.env.DATABASE_URL ?? '',
          },
          [],
          BUILD_BOUND_MS,
        );
        expect(result.stderr).toContain(`Le port ${port} est déjà utilisé sur 127.0.0.1 : choisissez-en un autre avec PORT.`);
        expect(result.status).toBe(1);
      }
    } finally {
      taken.close();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
