/**
 * "Nouvelle version disponible": shown when a new build's service worker is installed and waiting
 * (src/ui/shell/service-worker.ts). "Recharger" hands the page over to it and reloads; until then the
 * page keeps running on the build it started with (docs/decisions/036). It lives in its own small
 * React root, a polite live region outside the app, so the app's tree is not involved.
 */
import { createRoot } from 'react-dom/client';

interface UpdateNoticeProps {
  onReload: () => void;
}

export function UpdateNotice({ onReload }: UpdateNoticeProps) {
  return (
    <div className="update-notice">
      <p className="update-notice__message">Nouvelle version disponible</p>
      <button type="button" className="button" onClick={onReload}>
        Recharger
      </button>
    </div>
  );
}

/** Shows the notice once; `onReload` activates the waiting worker (the page then reloads). */
export function showUpdateNotice(onReload: () => void): void {
  if (document.querySelector('.update-notice-region')) return;
  // The live region is in the document, empty, before its text arrives, so screen readers announce the text.
  const region = document.createElement('div');
  region.className = 'update-notice-region';
  region.setAttribute('role', 'status');
  document.body.append(region);
  requestAnimationFrame(() => createRoot(region).render(<UpdateNotice onReload={onReload} />));
}
