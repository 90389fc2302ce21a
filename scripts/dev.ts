/**
 * `npm run dev`: the page from Vite's dev server, reloaded at each saved edit, beside the API
 * (docs/decisions/169). The page is served on PORT (3000 by default), rendered into its HTML at each
 * request as the build does; `/api`, `/sources` and `/mentions-legales` go to the real server, started
 * on the next port in the free mode, with the relay, on the embedded SQLite. The production build and
 * `npm start` are untouched: this is a loop for editing, never a way to serve the product.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { DEFAULT_PORT } from '../server/config.ts';
import { withSignatureRelay } from '../server/pages/index-page.ts';
import { SIGNER_PATH } from '../src/contract/signature-relay.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const pagePort = Number(process.env['PORT'] ?? DEFAULT_PORT);
const apiPort = pagePort + 1;
const api = `http://${HOST}:${apiPort}`;
/** What the real server answers; everything else is Vite's. */
const SERVER_PATHS = ['/api', '/sources', '/mentions-legales', '/healthz', '/readyz'];

/** What the server adds to the built page, added here too: the relay is on, as on the server beside it. */
function asTheServerServesIt(): Plugin {
  return {
    name: 'procuration:dev-page',
    apply: 'serve',
    transformIndexHtml: (html) => withSignatureRelay(html),
    configureServer(server) {
      // The phone's page, at the address the relay's links give.
      server.middlewares.use((request, _response, next) => {
        if (request.url?.split(/[?#]/)[0] === SIGNER_PATH) request.url = '/signer.html';
        next();
      });
    },
  };
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  cwd: PROJECT_ROOT,
  env: { ...process.env, PORT: String(apiPort), HOST, PAYMENT_MODE: 'off', SKIP_PAGE_BUILD: '1' },
  stdio: 'inherit',
});

const vite = await createServer({
  root: PROJECT_ROOT,
  plugins: [asTheServerServesIt()],
  server: {
    host: HOST,
    port: pagePort,
    strictPort: true,
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, { target: api }])),
  },
});
await vite.listen();
console.log(`Procuration en Ligne, développement : http://${HOST}:${pagePort} (API : ${api})`);

const serverExited = new Promise<number | null>((resolve) => server.once('exit', resolve));
let stopping = false;
/** Both halves stop together: a Ctrl-C ends the server too, and a server that stops ends the page. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await Promise.all([vite.close(), serverExited]);
  process.exit(code);
}
void serverExited.then((code) => stop(code ?? 1));
// Vite's own SIGTERM listener exits at once, leaving the server beside it running: this stop replaces it.
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
