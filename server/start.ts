/**
 * `npm start` (and `node --import tsx server/start.ts`): first the configuration, read by a module that loads
 * no server dependency, and in a paid mode on SQLite the DATA_DIR that must hold the file (in the free mode it
 * only turns the relay off, which serve.ts says): a bad variable stops the start with its message before
 * anything heavy is loaded (docs/decisions/243). Then the page's domain code reads the law from
 * `virtual:legal-content/…` modules, which Vite makes at build time; under Node they are compiled from the
 * same content files and served by a module hook registered here, before the server's own modules are loaded
 * (docs/decisions/106). Then serve.ts starts the server, and reads the configuration again.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError, prepareDataDir } from './store/sqlite/data-dir.ts';

try {
  const { payment } = loadConfig(process.env);
  if (payment.mode !== 'off' && payment.database.engine === 'sqlite') prepareDataDir(path.dirname(payment.database.file));
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { registerLegalContent } = await import('./legal-content-loader.ts');
registerLegalContent();
await import('./serve.ts');
