/**
 * The production server as a child process of the benchmark: `tsx server/start.ts` (run as
 * `node --import tsx`, so the child is the server itself and its memory is the server's), on a free
 * port of the benchmark's own range (3300–3399, or BENCH_PORTS, e.g. `4350-4399`), stopped by its
 * own pid. Other processes of the benchmark (the OTLP receiver) are started the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The checkout whose page and server are measured: this one, or BENCH_PAGE_FROM (another commit's worktree with its own
 * `node_modules`), so that two commits are measured by the same harness, side by side (docs/decisions/252).
 */
export const MEASURED_ROOT = measuredRoot(process.env.BENCH_PAGE_FROM);
/** Other people's servers use 3123–3124 (playwright.config.ts): the benchmark keeps to this range. */
const [FIRST_PORT, LAST_PORT] = portRange(process.env.BENCH_PORTS);
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
/** What the server prints is kept for the error message only, up to this many characters. */
const MAX_KEPT_OUTPUT = 100_000;
const SERVER_READY_LINE = /Procuration en Ligne: (http:\/\/\S+)/;
/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export type ChildProcessHandle = {
  url: string;
  pid: number;
  /** Resident memory now (VmRSS) and its peak since start (VmHWM), in bytes; undefined once exited. */
  memory: () => { rssBytes: number; peakRssBytes: number } | undefined;
  /** User + system CPU seconds used so far. */
  cpuSeconds: () => number | undefined;
  /** The same, told apart: the main thread's and the other threads' (V8's helpers, libuv's pool), each in user and kernel time. */
  cpuSplit: () => CpuSplit | undefined;
  stop: () => Promise<void>;
};

/** The parts `cpuSplit` tells apart, in seconds (or, in the bench's figures, µs per answer). */
export const CPU_SPLIT_PARTS = ['mainUser', 'mainKernel', 'otherUser', 'otherKernel'] as const;
export type CpuSplit = Record<(typeof CPU_SPLIT_PARTS)[number], number>;

export type ServerProcess = ChildProcessHandle;

/** `avoidPorts`: ports of the range already promised to something not yet listening (the server's METRICS_PORT). */
export function startServer({ env, avoidPorts = [] }: { env: Record<string, string>; avoidPorts?: readonly number[] }): Promise<ServerProcess> {
  return startChild(
    'server/start.ts',
    SERVER_READY_LINE,
    (port) => ({ HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }),
    avoidPorts,
    MEASURED_ROOT,
  );
}

/**
 * `node --import tsx <entry>` with PORT set to a free port of the range and `env`, ready once it
 * prints a line matching `readyLine` (whose first group is its address).
 */
export async function startChild(
  entry: string,
  readyLine: RegExp,
  env: (port: number) => Record<string, string>,
  avoidPorts: readonly number[] = [],
  cwd: string = PROJECT_ROOT,
): Promise<ChildProcessHandle> {
  const port = await freePort(avoidPorts);
  // BENCH_CPU_PROFILES=<folder>: each child writes a V8 CPU profile there when it stops (chrome://inspect, or read as JSON).
  const profile = process.env.BENCH_CPU_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILES}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, PORT: String(port), ...env(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${entry} did not start`);
  const url = await readyUrl(child, entry, readyLine);
  return {
    url,
    pid,
    memory: () => {
      const status = readProc(pid, 'status');
      const kilobytes = (name: string) => Number(status?.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
      return status === undefined ? undefined : { rssBytes: kilobytes('VmRSS') * 1024, peakRssBytes: kilobytes('VmHWM') * 1024 };
    },
    cpuSeconds: () => {
      const times = cpuTimes(`/proc/${pid}/stat`);
      return times && times.user + times.kernel;
    },
    cpuSplit: () => cpuSplit(pid),
    stop: () => stop(child),
  };
}

function readyUrl(child: ChildProcess, entry: string, readyLine: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${entry} was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output}`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      if (output.length < MAX_KEPT_OUTPUT) output += chunk.toString();
      const match = output.match(readyLine);
      if (match?.[1]) {
        clearTimeout(timer);
        // Ready: its request lines (one per request, docs/decisions/028) are read and dropped, not kept, so the
        // benchmark spends no time on them.
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (output.length < MAX_KEPT_OUTPUT) output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`${entry} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function readProc(pid: number, file: 'status' | 'stat'): string | undefined {
  return readText(`/proc/${pid}/${file}`);
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** User and kernel CPU seconds of a process or a thread, from its `stat` file. */
function cpuTimes(statFile: string): { user: number; kernel: number } | undefined {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readText(statFile)?.split(') ')[1]?.split(' ');
  return fields === undefined ? undefined : { user: Number(fields[11]) / TICKS_PER_SECOND, kernel: Number(fields[12]) / TICKS_PER_SECOND };
}

/** Threads that have ended are left out: read it around a run, where the server's threads live on. */
function cpuSplit(pid: number): CpuSplit | undefined {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const split: CpuSplit = { mainUser: 0, mainKernel: 0, otherUser: 0, otherKernel: 0 };
  for (const thread of threads) {
    const times = cpuTimes(`/proc/${pid}/task/${thread}/stat`);
    if (!times) continue;
    if (thread === String(pid)) {
      split.mainUser += times.user;
      split.mainKernel += times.kernel;
    } else {
      split.otherUser += times.user;
      split.otherKernel += times.kernel;
    }
  }
  return split;
}

/** The first port of the range nobody listens on (another run of the benchmark may hold some). */
export async function freePort(avoidPorts: readonly number[] = []): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    if (!avoidPorts.includes(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function portRange(value: string | undefined): [number, number] {
  if (!value) return [3300, 3399];
  const match = /^(\d{4,5})-(\d{4,5})$/.exec(value.trim());
  const [first, last] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || first > last || last > 65_535)
    throw new Error(`BENCH_PORTS doit être une plage «\u00a0premier-dernier\u00a0», par exemple 4350-4399 (reçu «\u00a0${value}\u00a0»)`);
  return [first, last];
}

/** A checkout the bench can start: its server's entry point and its own installed packages. */
function measuredRoot(value: string | undefined): string {
  if (!value) return PROJECT_ROOT;
  const root = path.resolve(value);
  if (!existsSync(path.join(root, 'server', 'start.ts')) || !existsSync(path.join(root, 'node_modules')))
    throw new Error(`BENCH_PAGE_FROM doit désigner une copie du projet avec ses node_modules, par exemple ../before (reçu «\u00a0${value}\u00a0»)`);
  return root;
}
