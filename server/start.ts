/**
 * `npm start` (and `node --import tsx server/start.ts`): first the configuration, read by a module that loads
 * no server dependency, so a bad variable stops the start with its message before anything heavy is loaded
 * (docs/decisions/243). Then the page's domain code reads the law from `virtual:legal-content/…` modules,
 * which Vite makes at build time; under Node they are compiled from the same content files and served by a
 * module hook registered here, before the server's own modules are loaded (docs/decisions/106). Then serve.ts
 * starts the server, and reads the configuration again.
 */
import { ConfigError, loadConfig } from './config.ts';

try {
  loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { registerLegalContent } = await import('./legal-content-loader.ts');
registerLegalContent();
await import('./serve.ts');
