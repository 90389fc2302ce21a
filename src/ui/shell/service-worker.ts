/**
 * Registers the service worker vite-plugin-pwa generates (scripts/build/pwa-options.ts,
 * docs/decisions/036) once the page has loaded, so it never competes with the first load. The page
 * loads this module with import(), so none of it is in the first-load bundle. When a new build's
 * worker is installed and waiting while this page runs on an older one, the page offers to reload on
 * it (src/ui/shell/update-notice.ts): "Recharger" asks the waiting worker to take over (the
 * generated worker answers the message `SKIP_WAITING`), and the page reloads once it controls the
 * page. Browsers without service workers (or where they are blocked) skip it all.
 *
 * The browser's own API, not workbox-window: these few lines are all the page used of it, and it
 * cost about 2 KB gzip on every first visit (docs/decisions/060).
 */
import { showUpdateNotice } from './update-notice.ts';

/** Where vite-plugin-pwa writes the worker (its default `filename`), for the whole origin. */
const WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  // Undefined where the browser is told to block workers (automation does; the type does not say so).
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  } catch (error) {
    console.warn('Procuration en Ligne : service worker non enregistré', error);
    return;
  }
  if (!registration) return;
  // A worker waiting already (the page was opened while an update was pending), or one that finishes installing now.
  if (registration.waiting) offerUpdate(registration.waiting);
  const registered = registration;
  registration.addEventListener('updatefound', () => {
    const installing = registered.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing);
    });
  });
}

/** Only an update: the first worker of a first visit installs silently, as nothing older runs the page. */
function offerUpdate(waiting: ServiceWorker): void {
  if (!navigator.serviceWorker.controller) return;
  showUpdateNotice(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
