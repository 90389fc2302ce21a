import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { MIN_COMPRESSIBLE_BYTES, precompress } from './precompress.ts';

const SCRIPT = 'export const procuration = "Procuration en Ligne";\n'.repeat(100);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'procuration-compress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'tiny.css'), 'a{}');
  await writeFile(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('writes brotli and gzip copies that decompress to the original', async () => {
  expect(await precompress(dir)).toBe(1);
  const file = path.join(dir, 'assets', 'index.js');
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(SCRIPT);
  expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(SCRIPT);
});

test(`skips files under ${MIN_COMPRESSIBLE_BYTES} bytes and formats that are already compressed`, async () => {
  await precompress(dir);
  expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
});

test('leaves up-to-date copies alone on the next run', async () => {
  await precompress(dir);
  const before = await stat(path.join(dir, 'assets', 'index.js.br'));
  expect(await precompress(dir)).toBe(0);
  expect((await stat(path.join(dir, 'assets', 'index.js.br'))).mtimeMs).toBe(before.mtimeMs);
});

test('a missing folder is nothing to compress', async () => {
  expect(await precompress(path.join(dir, 'missing'))).toBe(0);
});

test('a page gets its copies whatever its size: the browser waits for it before anything else', async () => {
  const page = path.join(dir, '404.html');
  await writeFile(page, '<!doctype html><html lang="fr"><title>Page introuvable</title></html>');
  await precompress(dir);
  expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toContain('Page introuvable');
  expect(existsSync(`${page}.gz`)).toBe(true);
});
