/**
 * `npm start`'s entry point as a real process for tests that need one (several processes on one
 * database, signals): started on a free port with the given variables, resolved once it listens. It runs
 * the server's bundle, made by Vitest's global setup from the same sources (docs/decisions/253): ready in
 * half the time, a third of the CPU; the browser suite and `.ci/node-line` run `npm start` itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverBundleEntry } from './build/server-bundle.ts';

const START = serverBundleEntry(path.resolve(import.meta.dirname, '..'));
/** The first process may have to build the page. */
export const READY_TIMEOUT_MS = 180_000;

export type ServerProcess = {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited and its output has been read (null when a signal ended it). */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Whether nothing listens on `port` of 127.0.0.1 now. */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

/**
 * A free port whose next one is free too, for `npm run dev`, which puts its API on the page's port + 1:
 * a free port alone left the next one to chance, and another test's server held it once (a busy CI run).
 */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65_535 && (await isFree(port + 1))) return port;
  }
}

/** `ownProcessGroup`: the process leads a group of its own, as `npm start` in a terminal does (Ctrl-C reaches the group). */
export async function startServer(env: Record<string, string>, { ownProcessGroup = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': once the process has exited its last output may still be in the pipes; 'close'
  // comes when both are read to their end (and the checkpoint process, which shares them, has gone too).
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), READY_TIMEOUT_MS);
    const check = () => {
      if (output.includes(`Procuration en Ligne: ${url}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return { url, port, process: child, output: () => output, exited };
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  await server.exited;
}
