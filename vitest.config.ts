import { defineConfig } from 'vitest/config';
import { legalContent } from './scripts/build/legal-content.ts';
import { PREACT_ALIASES } from './scripts/build/preact-compat.ts';

export default defineConfig({
  // A test that renders a component runs it on Preact, as the page does (docs/decisions/055).
  resolve: { alias: PREACT_ALIASES },
  // The legal content files, as the page gets them (docs/decisions/070).
  plugins: [legalContent()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
  },
});
