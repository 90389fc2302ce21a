/**
 * "Builds if needed" (specification §12): `npm start` runs a production build with Vite when `dist/`
 * is missing or older than the sources, then precompresses it. Vite is imported only when a
 * build is due, so a fresh `dist/` starts the server without loading it.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress.ts';

/**
 * What the build reads, relative to the project root; missing entries are skipped. The legal content
 * and its readers are compiled into the page (docs/decisions/070, 072): a lawyer's edit makes it stale.
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'signer.html',
  'vite.config.ts',
  'scripts/build',
  'scripts/legal',
  'content/legal',
  'package-lock.json',
] as const;

/** Test files never reach the bundle: editing them does not make `dist/` stale. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

export type Builder = (root: string) => Promise<void>;

export type EnsureBuildOptions = {
  root: string;
  /** Runs the production build; Vite's JS API unless a test passes its own. */
  build?: Builder;
  /** Told once, before a build starts (a build takes a few seconds). */
  onBuild?: () => void;
};

/** Returns once `<root>/dist` holds an up-to-date build; `true` when it had to build. */
export async function ensureBuild({ root, build = viteBuild, onBuild }: EnsureBuildOptions): Promise<boolean> {
  const distDir = path.join(root, 'dist');
  const stale = await isBuildStale(root);
  if (stale) {
    if (!existsSync(path.join(root, 'index.html'))) {
      throw new Error(`Impossible de construire la page : ${path.join(root, 'index.html')} est introuvable.`);
    }
    onBuild?.();
    await build(root);
  }
  // Compression only saves bytes: a read-only dist is served uncompressed rather than not at all.
  await precompress(distDir).catch(() => 0);
  return stale;
}

/** True when `dist/index.html` is missing or older than any build input. */
export async function isBuildStale(root: string): Promise<boolean> {
  return isOlderThanInputs(path.join(root, 'dist', 'index.html'), root, BUILD_INPUTS);
}

/** True when `built` is missing or older than any of `inputs` (relative to `root`; test files do not count). */
export async function isOlderThanInputs(built: string, root: string, inputs: readonly string[]): Promise<boolean> {
  const builtAt = await modifiedAt(built);
  if (builtAt === undefined) return true;
  for (const input of inputs) {
    if ((await newestModification(path.join(root, input))) > builtAt) return true;
  }
  return false;
}

async function viteBuild(root: string): Promise<void> {
  // Vite keeps a NODE_ENV it inherits (a test runner sets "test"), and a library that reads it then
  // ships its development build (React did: 146 KB gzip instead of 84). What `npm start` serves is always production.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ root, mode: 'production', logLevel: 'warn' });
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Newest modification time of a file, or of a folder and anything below it (a folder's own time
 * changes when a file in it is added, removed or renamed); 0 when missing.
 */
async function newestModification(entry: string): Promise<number> {
  let info;
  try {
    info = await stat(entry);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return TEST_FILE.test(entry) ? 0 : info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry)) {
    newest = Math.max(newest, await newestModification(path.join(entry, child)));
  }
  return newest;
}
