/**
 * The form, restored from and saved to local storage on every change (specification §3), while the
 * person keeps "Conserver mes informations sur cet appareil" ticked; erased after 90 days without
 * use (src/domain/device-keeping.ts). Storage can be disabled or full (private browsing, quotas):
 * the page then works without it, and says so once. The form and the keep choice live in the page's
 * store (page-state.ts); this keeps them on the device.
 */
import { useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import {
  isSavedFormStale,
  KEEP_ON_DEVICE_KEY,
  keepChoiceValue,
  readKeepChoice,
  SAVED_FORM_USED_ON_KEY,
  usedOnValue,
} from '../../domain/device-keeping.ts';
import { emptyForm, type ProcurationForm } from '../../domain/form.ts';
import { DATA_ERASED_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '../../domain/page-messages.ts';
import { encodeSavedForm } from '../../domain/stored-form-codec.ts';
import { showToast } from '../controls/toasts.tsx';
import { FORM_RESTORED_MARK } from './form-restored-mark.ts';
import { changePage, pageStore } from './page-state.ts';

const EMPTY_FORM_SAVE = encodeSavedForm(emptyForm());

/** The form the page is prerendered with (the store's server snapshot): never saved, see below. */
const PRERENDERED_FORM = pageStore.initial.form;

/**
 * The page (app.tsx) calls it once. The page's HTML is rendered at build time, so it holds the empty
 * form; the saved one is read in a layout effect, which React runs right after hydration and before
 * the browser paints again. Reading a save takes its checker (form-storage.ts and the schema
 * library): it is fetched only when there is a save, so a first visit never loads it
 * (docs/decisions/060). Until the save is in place the cards stay inert, and the restored form is
 * committed before the mark, so no frame after it shows the empty form (docs/decisions/035).
 */
export function useSavedForm(): void {
  const { form, keep } = pageStore.use();
  useLayoutEffect(() => {
    const keptChoice = readKeepChoice(storage.read(KEEP_ON_DEVICE_KEY));
    const saved = keptChoice ? storage.savedText(new Date()) : null;
    if (saved === null) {
      changePage(() => ({ keep: keptChoice, restored: true }));
      performance.mark(FORM_RESTORED_MARK);
      return;
    }
    let current = true;
    const restore = (savedForm: ProcurationForm | undefined) => {
      if (!current) return;
      flushSync(() =>
        changePage(({ form: typed }) => ({
          keep: keptChoice,
          form: savedForm && encodeSavedForm(savedForm) !== EMPTY_FORM_SAVE ? savedForm : typed,
          restored: true,
        })),
      );
      performance.mark(FORM_RESTORED_MARK);
    };
    import('../../domain/form-storage.ts').then(
      ({ decodeSavedForm }) => restore(decodeSavedForm(saved)),
      () => {
        // The checker could not be fetched (offline before the first visit ended): the save stays as
        // it is, and nothing is saved over it until the page is loaded again.
        storage.keepUntouched();
        restore(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    // The prerendered form itself is never saved: React runs this effect once with it before the
    // restored form's render, and saving it would erase what is kept.
    if (keep && form !== PRERENDERED_FORM) storage.save(encodeSavedForm(form), new Date());
  }, [form, keep]);
}

/** Unticked: the saved form and signature are erased at once, and nothing is saved from then on. */
export function setKeep(keep: boolean): void {
  changePage(() => ({ keep }));
  storage.write(KEEP_ON_DEVICE_KEY, keepChoiceValue(keep));
  if (!keep) storage.erase();
}

/** « Effacer mes données » : the saved form and its signature leave this browser (the keep choice stays), and the cards start afresh. */
export function eraseForm(): void {
  // Erasing says that it erased: a refusal of the storage was said before, or is not worth a second toast.
  new DeviceStorage(() => undefined).erase();
  changePage(({ generation }) => ({
    form: emptyForm(),
    made: undefined,
    procurationMadeFor: undefined,
    attempt: undefined,
    generation: generation + 1,
  }));
  showToast(DATA_ERASED_MESSAGE, 'success');
}

/** Local storage that never throws: a refusal is reported once and otherwise ignored. */
class DeviceStorage {
  private reported = false;
  private untouchable = false;

  constructor(private readonly onUnavailable: () => void) {}

  /** The saved form's text, unless it was last used more than 90 days ago (then it is erased). */
  savedText(today: Date): string | null {
    if (isSavedFormStale(this.read(SAVED_FORM_USED_ON_KEY), today)) {
      this.erase();
      return null;
    }
    return this.read(FORM_STORAGE_KEY);
  }

  /** From now on, what is saved stays as it is. */
  keepUntouched(): void {
    this.untouchable = true;
  }

  /** An empty form is not worth keeping: nothing stays in the browser until the person types. */
  save(encoded: string, today: Date): void {
    if (this.untouchable) return;
    if (encoded === EMPTY_FORM_SAVE) {
      this.erase();
      return;
    }
    this.write(FORM_STORAGE_KEY, encoded);
    this.write(SAVED_FORM_USED_ON_KEY, usedOnValue(today));
  }

  erase(): void {
    this.write(FORM_STORAGE_KEY, null);
    this.write(SAVED_FORM_USED_ON_KEY, null);
  }

  read(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      this.report();
      return null;
    }
  }

  /** `null` removes the key. */
  write(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // The form still works; it just won't survive a reload.
      this.report();
    }
  }

  private report(): void {
    if (this.reported) return;
    this.reported = true;
    // Told after the current render: the first refusal may come while the page is being drawn.
    queueMicrotask(this.onUnavailable);
  }
}

/** The device's storage for this page: the first time it refuses to keep the form, the page says so once. */
const storage = new DeviceStorage(() => showToast(STORAGE_UNAVAILABLE_MESSAGE, 'success'));
