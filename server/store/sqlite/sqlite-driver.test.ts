import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

const DRIVER = pathToFileURL(path.join(import.meta.dirname, 'sqlite-driver.mjs')).href;

/**
 * Statements are prepared and dropped, then garbage collection frees them: once from this context
 * (global.gc), once while code of another context runs, as the page build's does in the server
 * process. A better-sqlite3 12 compiled against Node 24.19 headers or later aborts there with
 * "Assertion failed: (env) != nullptr" (docs/decisions/040).
 */
const FREE_STATEMENTS = `
import vm from 'node:vm';
import SQLite from ${JSON.stringify(DRIVER)};

const db = new SQLite(':memory:');
db.exec('create table record (id integer primary key, body text)');
const prepareAndDrop = () => {
  for (let i = 0; i < 2000; i++) db.prepare('select body from record where id = ?').get(i);
};
prepareAndDrop();
globalThis.gc();
prepareAndDrop();
// Enough short-lived objects, made in another context, to fill the young generation several times.
vm.runInNewContext('for (let i = 0; i < 5e6; i++) ({ i });');
db.close();
console.log('statements freed');
`;

test('statements freed by garbage collection, even while another context runs, leave the process running', () => {
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '--eval', FREE_STATEMENTS], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr).not.toContain('Assertion failed');
  expect(result.signal).toBeNull();
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe('statements freed');
});
