import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { legalContent } from './scripts/build/legal-content.ts';

export default defineConfig({
  // The legal content files, as the page gets them (docs/decisions/070).
  plugins: [legalContent()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    // At least two test files at once, as the browser tests run two workers: Vitest's default leaves one core to
    // its own process, hence one worker on CI's two cores, idle while a test waits on a server process, a
    // timeout or PostgreSQL. Machines with more cores keep the default (docs/decisions/163).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // No test relies on a time limit; this only ends a test that hangs. A test's own work stays within a
    // minute on a busy machine (CI shares two cores); what takes longer is setup, done in a hook with its own
    // limit (a server's start, a build, LibreOffice), never inside a test (docs/decisions/137).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
