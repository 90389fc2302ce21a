/**
 * The React floor (docs/decisions/060): a bare page of the same React version, one `<h1>` hydrated with
 * `hydrateRoot`, built here with the page's own Vite in production mode. Its JavaScript, gzip -9 like
 * every figure of first-load.ts, is what any page on React costs; the page's budget is counted above it.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from './first-load.ts';

const FLOOR_ROOT = fileURLToPath(new URL('./react-floor/', import.meta.url));

/** The floor's JavaScript, gzip -9, in bytes. */
export async function measureReactFloorJsGzipBytes(): Promise<number> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'procuration-react-floor-'));
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      root: FLOOR_ROOT,
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const sizes = await Promise.all(scripts.map(async (name) => gzipSize(await readFile(path.join(assets, name)))));
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    process.env.NODE_ENV = previousNodeEnv;
    await rm(outDir, { recursive: true, force: true });
  }
}
