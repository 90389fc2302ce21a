import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './scripts/build/inline-entry-css.ts';

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The entry must not pull the PDF code: it is loaded with import() on demand.
    modulePreload: { polyfill: false },
  },
});
