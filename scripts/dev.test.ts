/**
 * `npm run dev` (scripts/dev.ts, docs/decisions/169): the page from Vite, rendered as the build renders it and
 * reloaded at each edit, the API from the real server beside it, and one Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePortPair } from '../server/server-process.test-helper.ts';

const DEV = path.join(import.meta.dirname, 'dev.ts');
/** Vite's first start bundles the page's dependencies; the server beside it opens its store. */
const START_TIMEOUT_MS = 120_000;

let dev: ChildProcess | undefined;
let exited: Promise<number | null> = Promise.resolve(null);
let output = '';
let page = '';

beforeAll(async () => {
  const port = await freePortPair();
  page = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', DEV], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = dev;
  exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Both halves answer: Vite says its address, the server its own.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output}`)), START_TIMEOUT_MS);
    const check = () => {
      if (output.includes(`développement : ${page}`) && /Procuration en Ligne: http:\/\/127\.0\.0\.1:\d+/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited with ${code}:\n${output}`));
    });
  });
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (dev && dev.exitCode === null && dev.signalCode === null) dev.kill('SIGTERM');
  await exited;
});

test('the page is served with its cards already in the HTML, the relay on, and the reloading client', async () => {
  const response = await fetch(`${page}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Informations du Mandant');
  expect(html).toContain('name="signature-relay" content="on"');
  expect(html).toContain('/@vite/client');
});

test('the API and the server pages answer through the same address', async () => {
  const health = await fetch(`${page}/healthz`);
  expect(health.status).toBe(200);
  const notice = await fetch(`${page}/mentions-legales`);
  expect(notice.status).toBe(200);
  expect(await notice.text()).toContain('Mentions légales');
});

test('the phone page is served at the address the relay gives', async () => {
  const response = await fetch(`${page}/signer`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<script type="module"');
});

test('a stop ends the page and the server beside it', async () => {
  const server = /Procuration en Ligne: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
  expect(server).toBeDefined();
  dev?.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect(fetch(`${page}/healthz`)).rejects.toThrow();
  await expect(fetch(`${server}/healthz`)).rejects.toThrow();
});
