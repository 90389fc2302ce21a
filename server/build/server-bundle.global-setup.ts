/**
 * Vitest's global setup: the server's bundle is made once, before any test starts it as a process
 * (server/server-process.test-helper.ts, docs/decisions/253), and only when its sources changed.
 */
import { ensureServerBundle } from './server-bundle.ts';

export default async function makeServerBundle(): Promise<void> {
  await ensureServerBundle(process.cwd());
}
