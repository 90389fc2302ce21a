import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ensureBuild, isBuildStale } from './ensure-build.ts';

const SOURCES_TIME = new Date('2026-01-01T10:00:00Z');
const BUILD_TIME = new Date('2026-01-01T11:00:00Z');
const EDIT_TIME = new Date('2026-01-01T12:00:00Z');

let root: string;
let builds: number;

/** Stands in for Vite: writes a dist/index.html dated BUILD_TIME and a large asset. */
async function fakeBuild(projectRoot: string): Promise<void> {
  builds += 1;
  await mkdir(path.join(projectRoot, 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(projectRoot, 'dist', 'assets', 'index-abc.js'), 'export const x = 1;\n'.repeat(200));
  await writeFile(path.join(projectRoot, 'dist', 'index.html'), '<!doctype html>');
  await utimes(path.join(projectRoot, 'dist', 'index.html'), BUILD_TIME, BUILD_TIME);
}

async function writeDated(relative: string, content: string, time = SOURCES_TIME): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await utimes(file, time, time);
}

/** Folders get the time of their last change too: set them back so only files count. */
async function dateFolders(time = SOURCES_TIME): Promise<void> {
  for (const folder of ['src', 'src/ui', 'public']) await utimes(path.join(root, folder), time, time);
}

beforeEach(async () => {
  builds = 0;
  root = await mkdtemp(path.join(tmpdir(), 'procuration-build-'));
  await writeDated('index.html', '<!doctype html><script type="module" src="/src/main.js"></script>');
  await writeDated('src/main.js', 'document.title = "ok";');
  await writeDated('src/ui/app.js', 'export {};');
  await writeDated('public/robots.txt', 'User-agent: *');
  await writeDated('vite.config.ts', 'export default {};');
  await dateFolders();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test('without dist it builds, then precompresses the result', async () => {
  expect(await ensureBuild({ root, build: fakeBuild })).toBe(true);
  expect(builds).toBe(1);
  expect(existsSync(path.join(root, 'dist', 'assets', 'index-abc.js.br'))).toBe(true);
  expect(existsSync(path.join(root, 'dist', 'assets', 'index-abc.js.gz'))).toBe(true);
});

test('a dist newer than every source is used as it is', async () => {
  await fakeBuild(root);
  expect(await ensureBuild({ root, build: fakeBuild })).toBe(false);
  expect(builds).toBe(1);
});

test.each(['src/ui/app.js', 'index.html', 'public/robots.txt', 'vite.config.ts'])('editing %s after the build rebuilds', async (file) => {
  await fakeBuild(root);
  await utimes(path.join(root, file), EDIT_TIME, EDIT_TIME);
  expect(await isBuildStale(root)).toBe(true);
  await ensureBuild({ root, build: fakeBuild });
  expect(builds).toBe(2);
});

test('deleting a source file after the build rebuilds', async () => {
  await fakeBuild(root);
  await unlink(path.join(root, 'src', 'ui', 'app.js'));
  expect(await isBuildStale(root)).toBe(true);
});

test('editing a test file does not rebuild', async () => {
  await writeDated('src/ui/app.test.ts', 'test', EDIT_TIME);
  await dateFolders();
  await fakeBuild(root);
  expect(await isBuildStale(root)).toBe(false);
});

test('tells its caller before a build starts, and only then', async () => {
  const told: string[] = [];
  await ensureBuild({ root, build: fakeBuild, onBuild: () => told.push('build') });
  await ensureBuild({ root, build: fakeBuild, onBuild: () => told.push('build') });
  expect(told).toEqual(['build']);
});

test('without index.html at the root it says so instead of building', async () => {
  await unlink(path.join(root, 'index.html'));
  await expect(ensureBuild({ root, build: fakeBuild })).rejects.toThrow(/index\.html est introuvable/);
  expect(builds).toBe(0);
});

test('a failed build is reported to the caller', async () => {
  const failing = async (): Promise<void> => {
    throw new Error('Build failed');
  };
  await expect(ensureBuild({ root, build: failing })).rejects.toThrow('Build failed');
});

test('by default it runs a real Vite production build', async () => {
  await unlink(path.join(root, 'vite.config.ts'));
  expect(await ensureBuild({ root })).toBe(true);
  const html = await readFile(path.join(root, 'dist', 'index.html'), 'utf8');
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  expect(existsSync(path.join(root, 'dist', 'robots.txt'))).toBe(true);
  expect(await isBuildStale(root)).toBe(false);
});
