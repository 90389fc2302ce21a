import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';

const HELPER = path.join(import.meta.dirname, 'pdfjs.test-helper.ts');
/** In a process of its own: in this worker another file may have loaded pdf.js first. */
const PROBE = `const { parse, stringify } = JSON;
const { getDocument } = await import(${JSON.stringify(HELPER)});
console.log(JSON.stringify({ loaded: typeof getDocument, parseKept: JSON.parse === parse, stringifyKept: JSON.stringify === stringify }));`;

test('reading PDFs leaves the process its own JSON: pdf.js is loaded and JSON.parse and JSON.stringify are the ones before (docs/decisions/255)', () => {
  const probe = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', PROBE], {
    encoding: 'utf8',
    timeout: 50_000,
  });
  expect(probe.stderr).toBe('');
  expect(JSON.parse(probe.stdout)).toEqual({ loaded: 'function', parseKept: true, stringifyKept: true });
});
