/**
 * The region "Aperçu du document" (docs/decisions/034, specification §19): beside the form on a wide
 * screen, following the scroll; under 768 px, in a dialog opened by "Voir l'aperçu" beside the generate buttons. This shell is
 * all the first load carries: the pages themselves (document-preview.tsx) load on the first interaction.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { onFirstTouch, onNextInput } from '../controls/first-touch.ts';
import { whenIdle } from '../controls/when-idle.ts';
import { loadPreviewModule } from './preview-module.ts';

const TITLE = 'Aperçu du document';
const BESIDE_TITLE_ID = 'preview-title';
const DIALOG_TITLE_ID = 'preview-dialog-title';
const WIDE_SCREEN = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Rendered only once its module has loaded (usePreviewLoaded), so it never suspends for long. */
const DocumentPages = lazy(() => loadPreviewModule().then(({ DocumentPages }) => ({ default: DocumentPages })));

/** The pages, once their code has loaded and where they are seen; a waiting line otherwise. */
function usePages(form: ProcurationForm, reflow = false): (shown: boolean) => ReactNode {
  const loaded = usePreviewLoaded();
  const waiting = <p className="preview__waiting">L&apos;aperçu apparaît dès que vous commencez à remplir le formulaire.</p>;
  return (shown) =>
    loaded && shown ? (
      <Suspense fallback={waiting}>
        <DocumentPages form={form} reflow={reflow} />
      </Suspense>
    ) : (
      waiting
    );
}

/** From 768 px: the region beside the form, following the scroll. */
/** `inert`: until the page works (the region is hydrated once it does: docs/decisions/097). */
export function PreviewRegion({ form, inert }: { form: ProcurationForm; inert?: boolean }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const pages = usePages(form);
  // Both shells are in the prerendered HTML and the stylesheet shows one, so the width never moves the
  // page after hydration (docs/decisions/035); the pages themselves are drawn only where they are seen.
  return (
    /* The region scrolls on its own beside the form: it takes the focus, so a keyboard can scroll it too. */
    <section className="preview preview--beside" aria-labelledby={BESIDE_TITLE_ID} tabIndex={0} inert={inert}>
      <h2 id={BESIDE_TITLE_ID} className="preview__title">
        {TITLE}
      </h2>
      {pages(wide)}
    </section>
  );
}

/**
 * Under 768 px: "Voir l'aperçu", placed beside the generate buttons (docs/decisions/049), opens the
 * document in a dialog, its words reflowed to the screen at a readable size (docs/decisions/063);
 * the dialog's content scrolls and "Fermer" stays on screen.
 */
export function PreviewOpener({ form, inert }: { form: ProcurationForm; inert?: boolean }) {
  const pages = usePages(form, true);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="preview-opener" inert={inert}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        Voir l&apos;aperçu
      </button>
      <dialog ref={dialogRef} className="dialog dialog--preview" aria-labelledby={DIALOG_TITLE_ID} onClose={() => setOpen(false)}>
        {/* The words scroll within the dialog: the region takes the focus, so a keyboard scrolls it too. */}
        <section className="preview" aria-labelledby={DIALOG_TITLE_ID} tabIndex={0}>
          <h2 id={DIALOG_TITLE_ID} className="dialog__title">
            {TITLE}
          </h2>
          {pages(open)}
        </section>
        <div className="button-row">
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            Fermer
          </button>
        </div>
      </dialog>
    </div>
  );
}

/**
 * Whether the pages' code has loaded: it is fetched when the person first touches the page (a restored
 * form waits for that too), or at once when a touch came before this hydrated (docs/decisions/097).
 */
function usePreviewLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Asked for from the touch, fetched and compiled once the browser is idle and the input quiet (docs/decisions/139, 231);
    // offline, the next input tries again.
    const load = () =>
      void loadPreviewModule().then(
        () => setLoaded(true),
        () => (stop = onNextInput(want)),
      );
    const want = () => whenIdle(load);
    let stop = onFirstTouch(want);
    return () => stop();
  }, []);
  return loaded;
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    // At build time there is no screen: the narrow layout draws no pages, and the stylesheet places the shells.
    () => false,
  );
}
