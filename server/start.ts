/**
 * `npm start` (and `node --import tsx server/start.ts`): the page's domain code reads the law from
 * `virtual:legal-content/…` modules, which Vite makes at build time; under Node they are compiled from
 * the same content files and served by a module hook registered here, before the server's own modules
 * are loaded (docs/decisions/106). Then serve.ts starts the server.
 */
import { registerLegalContent } from './legal-content-loader.ts';

registerLegalContent();
await import('./serve.ts');
