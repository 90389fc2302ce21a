/** The two servers the browser tests start (playwright.config.ts); a test may reach the other one. */
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The free mode; not the default 3000, so a running dev server is left alone. `E2E_PORT` moves both
 * servers (free on it, payment on the next), so two checkouts can run their browser tests side by side.
 */
export const PORT = Number(process.env['E2E_PORT'] ?? 3123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The simulated payment mode (specification §11), for e2e/payment-*.spec.ts and e2e/accessibility-payment.spec.ts. */
export const PAYMENT_PORT = PORT + 1;
export const PAYMENT_BASE_URL = `http://127.0.0.1:${PAYMENT_PORT}`;

/**
 * Where the free-mode server's log goes (its standard output, written anew at each start), for the
 * tests that read what the server logged (e2e/accept-from-afar.spec.ts). A server already running and
 * reused has written its log elsewhere.
 */
export const FREE_SERVER_LOG = path.join(tmpdir(), `procuration-e2e-free-${PORT}.log`);

/**
 * Where the free-mode server keeps its SQLite file (the relay's exchanges), emptied at each start: not the
 * project's `data/`, which `npm start` uses, and not kept from one run to the next, where the exchanges
 * left by earlier runs filled the relay's share for one address and the acceptance tests met a 429.
 */
export const FREE_DATA_DIR = path.join(tmpdir(), `procuration-e2e-free-${PORT}`);

/** The publisher the free-mode server is given, read back on its mentions légales page (docs/decisions/044). */
export const TEST_PUBLISHER = {
  PUBLISHER_NAME: 'Éditeur de test SAS',
  PUBLISHER_ADDRESS: "1 rue de l'Essai, 75001 Paris",
  PUBLISHER_CONTACT: 'contact@example.fr',
  HOSTING_PROVIDER: 'Hébergeur de test, 2 quai du Port, 13002 Marseille',
};

/**
 * The limit of setup done before a test, never inside one: a server's start (the first may build the page),
 * a build a spec needs (the React floor, a second build of the page). A build takes what it takes on two
 * busy cores; no test raises its own limit (docs/decisions/137).
 */
export const SETUP_TIMEOUT_MS = 180_000;
