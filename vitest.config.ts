import { defineConfig } from 'vitest/config';
import { legalContent } from './scripts/build/legal-content.ts';

export default defineConfig({
  // The legal content files, as the page gets them (docs/decisions/070).
  plugins: [legalContent()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    // Many tests write to disk, start a process or wait for another: on a busy machine (CI shares two
    // cores) that takes what it takes. No test relies on a time limit; this only ends a test that hangs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
