/**
 * vite-plugin-pwa's options (docs/decisions/036): a Workbox service worker generated at build time
 * (generateSW) that precaches the whole build — the page, every script under /assets/ (the PDF
 * module and the font chunk included), the stylesheet, the icons — under revisioned URLs, and
 * caches nothing at run time, so `/api/…`, `/healthz`, `/readyz` and the checkout pages always go
 * to the network. A new build waits until the page asks for it ("Recharger", src/ui/shell/update-notice.ts)
 * or until every old tab is closed. The web app manifest makes the page installable.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Workbox's ManifestTransform, as vite-plugin-pwa passes it on (workbox-build is its dependency, not ours). */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** The page's one address. The server answers 404 to /index.html, so the built file is precached as "/". */
export const PAGE_URL = '/';
const BUILT_PAGE = 'index.html';

/** The colour of the header, of `<meta name="theme-color">` in index.html, and of the installed app's title bar. */
export const THEME_COLOR = '#1e3a8a';

/** Precaches the built index.html under the page's address "/" (same content, same revision). */
export const pageAtItsAddress: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => (entry.url === BUILT_PAGE ? { ...entry, url: PAGE_URL } : entry)),
  warnings: [],
});

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // The page shows "Nouvelle version disponible" and lets the person reload (src/ui/shell/service-worker.ts).
  registerType: 'prompt',
  // No inline script of its own (the CSP allows only the starter's, by its hash) and no extra one:
  // the bundle registers the worker itself, after the load event.
  injectRegister: false,
  // Workbox's production runtime (no console logging), whatever NODE_ENV the build inherits.
  mode: 'production',
  // The PNG icons are matched by globPatterns below; listing them twice would precache them twice.
  includeManifestIcons: false,
  manifest: {
    id: PAGE_URL,
    name: 'Procuration en Ligne',
    short_name: 'Procuration',
    description: 'Créez votre document de procuration en quelques minutes',
    lang: 'fr',
    dir: 'ltr',
    start_url: PAGE_URL,
    scope: PAGE_URL,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#f3f4f6',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // Every script of the build (entry, PDF module, font chunk, calendar, preview…), the stylesheet, the page, the icons.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // The phone's page (docs/decisions/093) needs the server to be of any use: it is not kept for offline use.
    globIgnores: ['signer.html', 'assets/signer-*', 'accepter.html', 'assets/accepter-*'],
    manifestTransforms: [pageAtItsAddress],
    // "/" is precached as such: no "/" → "/index.html" guess.
    directoryIndex: null,
    // A navigation to "/" is answered from the precache; any other navigation (/api/…, /paiement-simule/…, /healthz, a 404)
    // goes to the network. "/?success=true&pdfDataId=…" has a query string, so it goes to the network too (the payment
    // return needs the server anyway); ignoreURLParametersMatching keeps Workbox's default (utm_*, fbclid).
    navigateFallback: PAGE_URL,
    navigateFallbackAllowlist: [/^\/$/],
    // Precache only: nothing is cached at run time, whatever its address.
    runtimeCaching: [],
    // The old build's caches are deleted once the new worker activates.
    cleanupOutdatedCaches: true,
    // Waits for the page's "Recharger" (or for every old tab to close): a page never runs with a mix of two builds.
    skipWaiting: false,
    clientsClaim: false,
    // The PDF module (~410 KB) and the font chunk (~220 KB) are far below it; a build over it fails rather than go unprecached.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
};
