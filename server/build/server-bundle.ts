/**
 * The server as a bundle, for the tests that start it as a process (docs/decisions/253): `server/start.ts`
 * and everything it imports from the project in one module, with the legal content compiled in by the
 * page's own build plugin; the packages stay in node_modules. Started with plain `node`, it is ready in
 * about half the time and CPU of `node --import tsx server/start.ts`, whose module hooks run on a thread
 * of their own on Node 20 and make every import a round trip. `npm start` itself still runs the sources.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isOlderThanInputs } from './ensure-build.ts';

/** Beside `server/`, one level below the root, so `import.meta.dirname`'s parent is the root in both. */
export const SERVER_BUNDLE_DIR = 'dist-server';
/** The entry, and the checkpoint process's module beside it (sqlite-checkpoints.ts finds it as a sibling). */
const ENTRIES = { start: 'server/start.ts', 'sqlite-checkpoint-worker': 'server/store/sqlite/sqlite-checkpoint-worker.mjs' };
/** What the bundle is made of, relative to the root. */
const BUNDLE_INPUTS = ['server', 'src', 'content/legal', 'scripts/build', 'scripts/legal', 'package-lock.json'] as const;

export function serverBundleEntry(root: string): string {
  return path.join(root, SERVER_BUNDLE_DIR, 'start.mjs');
}

/** Builds the bundle when it is missing or older than its sources; returns its entry. */
export async function ensureServerBundle(root: string): Promise<string> {
  const entry = serverBundleEntry(root);
  if (await isOlderThanInputs(entry, root, BUNDLE_INPUTS)) await buildServerBundle(root);
  return entry;
}

async function buildServerBundle(root: string): Promise<void> {
  const { build } = await import('vite');
  const { legalContent } = await import('../../scripts/build/legal-content.ts');
  // Made beside the old one and put in its place at the end: a process starting meanwhile finds a whole bundle.
  const made = path.join(root, `${SERVER_BUNDLE_DIR}.${process.pid}`);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [legalContent()],
    resolve: { alias: [{ find: /^\.\/legal-content-loader\.ts$/, replacement: path.join(root, 'server/legal-content-compiled-in.ts') }] },
    build: {
      ssr: true,
      outDir: made,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { input: ENTRIES, output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  await rm(path.join(root, SERVER_BUNDLE_DIR), { recursive: true, force: true });
  const bundle = path.join(root, SERVER_BUNDLE_DIR);
  await rename(made, bundle).catch(async (error: unknown) => {
    // Another run that built it at the same moment may have put its own in place first: as fresh as this one.
    // Any other failure (no bundle there) is this build's to report.
    if (!existsSync(bundle)) throw error;
    await rm(made, { recursive: true, force: true });
  });
}
