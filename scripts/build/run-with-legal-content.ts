/**
 * Runs a script that reaches the document modules outside Vite (`npm run bench:pdf`): those modules
 * read their words from `virtual:legal-content/…` (docs/decisions/072), which only the Vite plugin
 * resolves. The script is loaded through Vite's module runner with that plugin, as the build's
 * prerender loads the page. Usage: `tsx scripts/build/run-with-legal-content.ts <script.ts>`.
 */
import path from 'node:path';
import { runnerImport } from 'vite';
import { legalContent } from './legal-content.ts';

const script = process.argv[2];
if (script === undefined) throw new Error('Usage : tsx scripts/build/run-with-legal-content.ts <script.ts>');
await runnerImport(path.resolve(script), { configFile: false, logLevel: 'error', plugins: [legalContent()] });
