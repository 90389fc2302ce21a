import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/build/preact-compat.ts';

export default defineConfig({
  // A test that renders a component runs it on Preact, as the page does (docs/decisions/055).
  resolve: { alias: PREACT_ALIASES },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
  },
});
