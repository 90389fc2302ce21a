/**
 * "Nouvelle version disponible": shown when a new build's service worker is installed and waiting
 * (src/ui/shell/service-worker.ts). "Recharger" hands the page over to it and reloads; until then the
 * page keeps running on the build it started with (docs/decisions/036). It is a polite live region
 * outside the app, so the app's tree is not involved; three elements made once, with the DOM's own
 * API rather than a React root of their own (docs/decisions/249).
 */

/** Shows the notice once; `onReload` activates the waiting worker (the page then reloads). */
export function showUpdateNotice(onReload: () => void): void {
  if (document.querySelector('.update-notice-region')) return;
  // The live region is in the document, empty, before its text arrives, so screen readers announce the text.
  const region = document.createElement('div');
  region.className = 'update-notice-region';
  region.setAttribute('role', 'status');
  document.body.append(region);
  requestAnimationFrame(() => {
    const reload = element('button', 'button', 'Recharger');
    reload.type = 'button';
    reload.addEventListener('click', onReload);
    const notice = element('div', 'update-notice');
    notice.append(element('p', 'update-notice__message', 'Nouvelle version disponible'), reload);
    region.append(notice);
  });
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}
