/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker vite-plugin-pwa generates (scripts/build/pwa-options.ts,
 * docs/decisions/036) once the page has loaded, so it never competes with the first load. The page
 * loads this module with import(), so neither it nor `virtual:pwa-register` (about 1 KB gzip
 * together) is in the first-load bundle; workbox-window, the bulk of it, is fetched by `registerSW`
 * only after the `load` event. When a new build's worker is waiting, the page offers to reload on it
 * (src/ui/shell/update-notice.tsx). Browsers without service workers (or where they are blocked) skip it all.
 *
 * `virtual:pwa-register` is imported statically here rather than with a second import(): Vite lists,
 * among what to preload with a chunk, the stylesheet of every chunk it imports, and that of the
 * entry is already inside the HTML, so a chained import() would fetch it once more.
 */
import { registerSW } from 'virtual:pwa-register';
import { showUpdateNotice } from './update-notice.tsx';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register(): void {
  const activateWaitingWorker = registerSW({
    // The load event has already fired: no need for Workbox to wait for it again.
    immediate: true,
    // Workbox reloads the page once the new worker controls it.
    onNeedRefresh: () => showUpdateNotice(() => void activateWaitingWorker()),
    onRegisterError: (error: unknown) => console.warn('Procuration en Ligne : service worker non enregistré', error),
  });
}
