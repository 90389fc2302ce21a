/**
 * Writes `.br` and `.gz` beside each compressible file of the build, once, so the static server
 * sends them to browsers that accept them (`preCompressed` in app.ts) without compressing per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPRESSED_COPIES } from '../kernel/compressed-copies.ts';

/** Below this size compression saves less than the headers it costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ttf|otf)$/i;
/** A page is what the browser waits for before anything else: even a small one (the 404) is sent compressed. */
const ALWAYS_COMPRESSED = /\.html$/i;

/** Compresses every eligible file below `dir` whose compressed copies are missing or older; returns how many files it compressed. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await stat(file);
    if (source.size < MIN_COMPRESSIBLE_BYTES && !ALWAYS_COMPRESSED.test(file)) continue;
    let data: Buffer | undefined;
    for (const { extension, encode } of COMPRESSED_COPIES) {
      if (((await modifiedAt(file + extension)) ?? -1) >= source.mtimeMs) continue;
      data ??= await readFile(file);
      await writeFile(file + extension, await encode(data));
    }
    if (data) count += 1;
  }
  return count;
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}
