/**
 * Health tells the truth when the disk does not (docs/decisions/077): on a small file system that
 * fills up, and with the data files made unwritable by the file system (immutable, which binds root
 * too), every creation is a French 503, /readyz answers 503 as long as a record could not be stored,
 * the process never dies (a bus error here would kill the test's own process), and both come back
 * once the disk does. The file systems are made for the test: a tmpfs of 4 MB, an ext4 image on a
 * loop device; where this machine does not let the test mount them (not root, no loop device), the
 * test is skipped and says why.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { createPaymentTestApp, createRecord, type PaymentTestApp, VALID_FORM } from '../routes/payment-app.test-helper.ts';
import { asDataUrl, validSignaturePng } from '../record/damaged-png.test-helper.ts';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { SQLITE_FILE_NAME } from './schema.ts';
import type { TestDatabase } from './test-databases.test-helper.ts';

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });

/** Whether `mount` works here, tried on a tmpfs: the reason to skip when it does not. */
function mountSkipReason(kind: 'tmpfs' | 'loop'): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a file system needs root';
  const dir = mkdtempSync(path.join(tmpdir(), 'procuration-mount-probe-'));
  try {
    if (kind === 'tmpfs') run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    else {
      const image = `${dir}.img`;
      run('truncate', ['-s', '8M', image]);
      run('mkfs.ext4', ['-q', '-F', image]);
      run('mount', ['-o', 'loop', image, dir]);
      run('chattr', ['+i', dir]);
      run('chattr', ['-i', dir]);
      rmSync(image, { force: true });
    }
    run('umount', [dir]);
    return undefined;
  } catch (error) {
    return `this machine does not let the test mount a ${kind === 'tmpfs' ? 'tmpfs' : 'loop-device ext4 with chattr'}: ${String(error).split('\n')[0]}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A form of about 12 KB (a long address and a real signature), so a few dozen fill what is left. */
const BULKY_FORM: StoredForm = {
  ...VALID_FORM,
  grantor: { ...VALID_FORM.grantor, address: '12 rue de la Paix, bâtiment B, '.repeat(150).slice(0, 4_900) },
  signature: asDataUrl(validSignaturePng(600, 240)),
};

let cleanup: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  cleanup = [];
});

/** A payment-mode app whose SQLite file lives in `dir`. */
async function appIn(dir: string): Promise<PaymentTestApp> {
  const database: TestDatabase = {
    location: { engine: 'sqlite', file: path.join(dir, SQLITE_FILE_NAME) },
    env: { DATA_DIR: dir },
    drop: async () => undefined,
  };
  const t = await createPaymentTestApp({ database, rateLimit: { max: 100_000, timeWindowMs: 60_000 } });
  cleanup.push(() => t.close());
  return t;
}

const create = (t: PaymentTestApp, data: StoredForm = BULKY_FORM) =>
  t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data, include_signature: true } });
const readyz = async (t: PaymentTestApp) => (await t.app.inject('/readyz')).statusCode;

const tmpfsSkip = mountSkipReason('tmpfs');
describe.skipIf(tmpfsSkip !== undefined)(`a small file system that fills up${tmpfsSkip ? ` (skipped: ${tmpfsSkip})` : ''}`, () => {
  // Where the disk stops, within a record, decides whether a smaller write still fits: a few places
  // (docs/decisions/104: before the probe wrote as much as a record's pages, 4 places in 48 let it pass).
  test.each([0, 2, 4, 6, 8, 10, 12, 14].map((kilobytes) => 300_000 - kilobytes * 1_024))(
    'creations answer a French 503, /readyz answers 503 until a record fits again, then both come back (%i bytes left)',
    async (bytesLeft) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'procuration-full-'));
      run('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir]);
      cleanup.push(async () => {
        run('umount', ['-l', dir]);
        rmSync(dir, { recursive: true, force: true });
      });
      const t = await appIn(dir);
      await createRecord(t.app, true, BULKY_FORM);
      expect(await readyz(t)).toBe(200);
      const { bavail, bsize } = statfsSync(dir);
      const filler = path.join(dir, 'remplissage');
      writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytesLeft)));

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 400 && !statuses.includes(503); attempt += 1) {
        const response = await create(t);
        statuses.push(response.statusCode);
        if (response.statusCode === 503) {
          expect(response.json().message).toBe(API_MESSAGES.databaseUnavailable);
          expect(response.headers['retry-after']).toBe('5');
        }
      }
      const stored = statuses.filter((status) => status === 201).length;
      console.info(`full tmpfs: ${stored} records stored, then ${statuses.at(-1)}; /readyz then ${await readyz(t)}`);
      expect(statuses.at(-1)).toBe(503);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      // Full: not ready, however many times asked, and the next creations fail too.
      for (let call = 0; call < 3; call += 1) expect(await readyz(t)).toBe(503);
      expect((await create(t)).statusCode).toBe(503);

      rmSync(filler);
      expect(await readyz(t)).toBe(200);
      expect((await create(t)).statusCode).toBe(201);
    },
  );
});

const loopSkip = mountSkipReason('loop');
describe.skipIf(loopSkip !== undefined)(`data files made unwritable by the file system${loopSkip ? ` (skipped: ${loopSkip})` : ''}`, () => {
  /** An ext4 file system of 16 MB on a loop device, mounted in a fresh folder. */
  function ext4Dir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'procuration-ext4-'));
    const image = `${dir}.img`;
    run('truncate', ['-s', '16M', image]);
    run('mkfs.ext4', ['-q', '-F', image]);
    run('mount', ['-o', 'loop', image, dir]);
    cleanup.push(async () => {
      run('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
      rmSync(image, { force: true });
    });
    return dir;
  }

  test.each([
    ['the database, its log and its shared-memory index', ['', '-wal', '-shm']],
    ['the shared-memory index alone', ['-shm']],
    ['the write-ahead log alone', ['-wal']],
  ])(
    '%s immutable: French 503s, /readyz 503, no crash; writable again, all comes back',
    async (_name, suffixes) => {
      const dir = ext4Dir();
      const t = await appIn(dir);
      const id = await createRecord(t.app, true, BULKY_FORM);
      expect(await readyz(t)).toBe(200);
      const files = suffixes.map((suffix) => path.join(dir, `${SQLITE_FILE_NAME}${suffix}`));
      run('chattr', ['+i', ...files]);
      cleanup.push(async () => void run('chattr', ['-i', ...files]));

      const created = await create(t);
      expect(created.statusCode).toBe(503);
      expect(created.json().message).toBe(API_MESSAGES.databaseUnavailable);
      expect(await readyz(t)).toBe(503);
      const read = await t.app.inject(`/api/pdf-data/${id}?session_id=cs_sim_x`);
      expect([402, 503]).toContain(read.statusCode);
      expect(await readyz(t)).toBe(503);

      run('chattr', ['-i', ...files]);
      expect(await readyz(t)).toBe(200);
      expect((await create(t)).statusCode).toBe(201);
    },
    60_000,
  );
});
