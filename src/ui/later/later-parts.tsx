/**
 * The parts of the page below the cards, hydrated once the page works rather than with it
 * (docs/decisions/097): « Conserver mes informations » and « Vos données » in the footer, the identity
 * copy, the documents around the procuration with « À apporter », the editable copies, the preview, and the signature card. Their HTML is prerendered whole like the rest; their code is asked for only once the
 * form has been taken over and restored, so the first load does not carry it, and React hydrates
 * each part when it arrives.
 *
 * Until then a part keeps its server HTML and stays `inert` (React does not replay a tap on a part it
 * cannot hydrate yet, so none may reach it). So that no update ever reaches a part still waiting for
 * its code (React would drop its HTML and render it on the client), each sits in a Suspense boundary
 * built once, outside every context that changes, and reads the page's state from its store
 * (src/ui/state/page-state.ts) whose server snapshot is the prerendered state.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { whenIdle } from '../controls/when-idle.ts';

const ignore = () => undefined;

let requested: () => void = ignore;
/** Settled once the parts' code is wanted: their imports wait for it. */
const wanted = new Promise<void>((resolve) => (requested = resolve));

/** Called once the page works and the person's input is quiet (app.tsx): from then on the parts' code is fetched, and React hydrates them. */
export function requestLaterParts(): void {
  requested();
  // The signature pen, when the pad is within a screen of view (a phone's first screen): fetched beside the
  // parts' code rather than after it, as soon as it was before the card moved here (use-signature-pad.ts).
  const pad = document.querySelector('.signature-pad')?.getBoundingClientRect();
  if (pad && pad.top < 2 * innerHeight && pad.bottom > -innerHeight) void import('signature_pad').catch(ignore);
}

type Parts = typeof import('./parts.tsx');
let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;
/**
 * Code that cannot be fetched (offline before the first visit ended) leaves the parts as they were
 * prerendered, inert: a promise that never settles keeps React waiting rather than failing the page.
 */
const loadParts = () =>
  (loading ??= import('./parts.tsx').then(
    (module) => (loaded = module),
    () => new Promise<never>(() => undefined),
  ));

/**
 * A part of parts.tsx: on the client its code is fetched once `requestLaterParts` is called; at build
 * time (`preloadLaterParts`) it is loaded before the page is rendered, so the HTML holds it whole.
 */
function laterPart(pick: (parts: Parts) => ComponentType): ComponentType {
  return lazy(() => {
    // Settled at once when the code is there: React renders the part without suspending.
    if (loaded)
      return { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: pick(loaded!) }) } as Promise<{
        default: ComponentType;
      }>;
    // Each part is hydrated in an idle period of its own, the person's input quiet: never one long task for all (docs/decisions/232).
    return wanted
      .then(loadParts)
      .then((parts) => new Promise<{ default: ComponentType }>((resolve) => whenIdle(() => resolve({ default: pick(parts) }))));
  });
}

/** For the build-time render (scripts/build/render-page.tsx): the parts' code, loaded. */
export async function preloadLaterParts(): Promise<void> {
  loaded = await import('./parts.tsx');
}

/**
 * A part in its Suspense boundary, as an element made once: a parent's render hands React the same
 * element, so no update reaches the boundary. It must stand outside every context that changes.
 */
function laterElement(pick: (parts: Parts) => ComponentType) {
  const Part = laterPart(pick);
  return (
    <Suspense>
      <Part />
    </Suspense>
  );
}

export const LATER_FOOTER = laterElement((parts) => parts.FooterPart);
export const LATER_IDENTITY_COPY = laterElement((parts) => parts.IdentityCopyPart);
export const LATER_DOCUMENTS = laterElement((parts) => parts.DocumentsPart);
export const LATER_EDITABLE_COPIES = laterElement((parts) => parts.EditableCopiesPart);
export const LATER_PREVIEW = laterElement((parts) => parts.PreviewPart);
export const LATER_PREVIEW_OPENER = laterElement((parts) => parts.PreviewOpenerPart);
export const LATER_SIGNATURE = laterElement((parts) => parts.SignaturePart);
