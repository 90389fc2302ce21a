import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The entry must not pull the PDF code: it is loaded with import() on demand.
    modulePreload: { polyfill: false },
  },
});
