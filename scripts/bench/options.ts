/**
 * What `npm run bench` measures and how long, read from the environment once:
 * - BENCH_ONLY: a comma list of web, lighthouse, pdf-click, input, interaction, api, observability (default: all);
 * - BENCH_LIGHTHOUSE_RUNS (5), BENCH_CLICK_RUNS (5, at least 5 for the figures of docs/decisions/020),
 *   BENCH_TYPING_RUNS (3 typed addresses with and without the preview), BENCH_INTERACTION_RUNS (3 uses of the
 *   page on a CPU slowed 4×, docs/decisions/140);
 * - BENCH_API_SECONDS (5) per load run, BENCH_CONCURRENCY (1,16,64), BENCH_ENGINES (sqlite,postgres),
 *   BENCH_SOAK_SECONDS (60; 0 skips the memory run), BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
 *   postgres://postgres@127.0.0.1:5432/test);
 * - BENCH_PORTS (3300-3399): the ports the benchmark's own processes listen on (server-process.ts).
 * - BENCH_PAGE_FROM (this checkout): the checkout whose page and server are measured (server-process.ts, docs/decisions/252).
 */
export const SECTIONS = ['web', 'lighthouse', 'pdf-click', 'input', 'interaction', 'api', 'observability'] as const;
export type Section = (typeof SECTIONS)[number];
export const ENGINES = ['sqlite', 'postgres'] as const;
export type EngineName = (typeof ENGINES)[number];

export type BenchOptions = {
  sections: Section[];
  lighthouseRuns: number;
  clickRuns: number;
  typingRuns: number;
  interactionRuns: number;
  apiSeconds: number;
  concurrencies: number[];
  engines: EngineName[];
  soakSeconds: number;
  databaseUrl: string;
};

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function readOptions(env: NodeJS.ProcessEnv): BenchOptions {
  return {
    sections: list(env.BENCH_ONLY, SECTIONS, 'BENCH_ONLY'),
    lighthouseRuns: count(env.BENCH_LIGHTHOUSE_RUNS, 5, 'BENCH_LIGHTHOUSE_RUNS'),
    clickRuns: count(env.BENCH_CLICK_RUNS, 5, 'BENCH_CLICK_RUNS'),
    typingRuns: count(env.BENCH_TYPING_RUNS, 3, 'BENCH_TYPING_RUNS'),
    interactionRuns: count(env.BENCH_INTERACTION_RUNS, 3, 'BENCH_INTERACTION_RUNS'),
    apiSeconds: count(env.BENCH_API_SECONDS, 5, 'BENCH_API_SECONDS'),
    concurrencies: (env.BENCH_CONCURRENCY || '1,16,64').split(',').map((value) => count(value.trim(), 1, 'BENCH_CONCURRENCY')),
    engines: list(env.BENCH_ENGINES, ENGINES, 'BENCH_ENGINES'),
    soakSeconds: count(env.BENCH_SOAK_SECONDS, 60, 'BENCH_SOAK_SECONDS', 0),
    databaseUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL,
  };
}

function list<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T[] {
  if (!value) return [...allowed];
  const chosen = value.split(',').map((item) => item.trim());
  const unknown = chosen.filter((item) => !allowed.includes(item as T));
  if (unknown.length > 0) throw new Error(`${name}: ${unknown.join(', ')} inconnu (valeurs possibles : ${allowed.join(', ')})`);
  return allowed.filter((item) => chosen.includes(item));
}

function count(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} doit être un entier ≥ ${min} (reçu « ${value} »)`);
  return parsed;
}
