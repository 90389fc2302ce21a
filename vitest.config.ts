import { defineConfig } from 'vitest/config';
import { legalContent } from './scripts/build/legal-content.ts';

/**
 * The files that keep a module graph of their own: the page tests (`.test.tsx`, a simulated window
 * whose storage, address and `<meta>` the page reads, some of them once per page) and the one file
 * that replaces a global for its whole length. Every other file — the domain, the documents, the
 * server, the scripts — shares its worker's modules with the files before it (docs/decisions/235).
 */
const ISOLATED = ['src/**/*.test.tsx', 'src/ui/procuration/pdf-maker.test.ts'];

export default defineConfig({
  // The legal content files, as the page gets them (docs/decisions/070).
  plugins: [legalContent()],
  test: {
    pool: 'forks',
    // Three files at a time on CI's two cores: much of the server's files wait on a process, a socket or a
    // promised bound, not on the CPU, and a third file fills that wait (two: 133 s and 186 CPU-s; three: 120 s
    // and 217; four: 117 s and 224; docs/decisions/257).
    maxWorkers: 3,
    // From Node 25 on, a global `localStorage` exists and is undefined without --localstorage-file: it hid
    // happy-dom's, and every page test failed on Node 26 (issue 60). Node 20 does not know the flag.
    execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [],
    // No test relies on a time limit; this only ends a test that hangs. A test's own work stays within a
    // minute on a busy machine (CI shares two cores); what takes longer is setup, done in a hook with its own
    // limit (a server's start, a build, LibreOffice), never inside a test (docs/decisions/137).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The server that tests start as a process, bundled once for the run (docs/decisions/253).
    globalSetup: ['server/build/server-bundle.global-setup.ts'],
    // A worker loads React, Fastify, the PDF maker and the legal content once, not once per file: loading
    // them again for each of 160 files took more of the run than the tests (docs/decisions/235).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
