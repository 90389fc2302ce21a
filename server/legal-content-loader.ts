/**
 * The legal content for Node (docs/decisions/106): every `virtual:legal-content/…` module the domain
 * imports, compiled from content/legal/ by the build plugin's own code, and served by a module hook
 * (legal-content-hooks.mjs) so the server and the page read the same rows. A content file that breaks
 * the schema stops the start with the list of what is wrong.
 */
import { register } from 'node:module';
import { legalContentModules } from '../scripts/build/legal-content.ts';

export function registerLegalContent(): void {
  register('./legal-content-hooks.mjs', import.meta.url, { data: legalContentModules() });
}
