/**
 * The form, restored from and saved to local storage on every change (specification §3), while the
 * person keeps "Conserver mes informations sur cet appareil" ticked; erased after 90 days without
 * use (src/domain/device-keeping.ts). Storage can be disabled or full (private browsing, quotas):
 * the page then works without it, and says so once.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
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
import { encodeSavedForm } from '../../domain/stored-form-codec.ts';
import { FORM_RESTORED_MARK } from './form-restored-mark.ts';

const EMPTY_FORM_SAVE = encodeSavedForm(emptyForm());

export interface SavedForm {
  form: ProcurationForm;
  setForm: (change: ProcurationForm | ((current: ProcurationForm) => ProcurationForm)) => void;
  keep: boolean;
  /** Unticked: the saved form and signature are erased at once, and nothing is saved from then on. */
  setKeep: (keep: boolean) => void;
  /** The saved form is in place (or there was none): until then the cards stay inert. */
  restored: boolean;
}

/** What the page starts from: the prerendered HTML shows an empty form, with the box ticked. */
const PRERENDERED: Readonly<{ form: ProcurationForm; keep: boolean }> = { form: emptyForm(), keep: true };

/**
 * `onStorageUnavailable` is called at most once, the first time storage refuses to keep the form.
 *
 * The page's HTML is rendered at build time, so it holds the empty form; the saved one is read in a
 * layout effect, which React runs right after hydration and before the browser paints again. Reading
 * a save takes its checker (form-storage.ts and the schema library): it is fetched only when there is
 * a save, so a first visit never loads it (docs/decisions/060). Until the save is in place the cards
 * stay inert, and the restored form is committed before the mark, so no frame after it shows the empty
 * form (docs/decisions/035).
 */
export function useSavedForm(onStorageUnavailable: () => void): SavedForm {
  const [storage] = useState(() => new DeviceStorage(onStorageUnavailable));
  const [keep, setKeepState] = useState(PRERENDERED.keep);
  const [form, setForm] = useState<ProcurationForm>(PRERENDERED.form);
  const [restored, setRestored] = useState(false);
  useLayoutEffect(() => {
    const keptChoice = readKeepChoice(storage.read(KEEP_ON_DEVICE_KEY));
    const saved = keptChoice ? storage.savedText(new Date()) : null;
    // State changes only when something was kept: a re-render now would reset what was typed during hydration.
    /* eslint-disable react-hooks/set-state-in-effect -- restoring from storage after hydration, see above */
    if (keptChoice !== PRERENDERED.keep) setKeepState(keptChoice);
    if (saved === null) {
      setRestored(true);
      performance.mark(FORM_RESTORED_MARK);
      return;
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    let current = true;
    const restore = (savedForm: ProcurationForm | undefined) => {
      if (!current) return;
      flushSync(() => {
        if (savedForm && encodeSavedForm(savedForm) !== EMPTY_FORM_SAVE) setForm(savedForm);
        setRestored(true);
      });
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
  }, [storage]);
  useEffect(() => {
    // The prerendered form itself is never saved: React runs this effect once with it before the
    // restored form's render, and saving it would erase what is kept.
    if (keep && form !== PRERENDERED.form) storage.save(encodeSavedForm(form), new Date());
  }, [form, keep, storage]);
  const setKeep = (next: boolean) => {
    setKeepState(next);
    storage.write(KEEP_ON_DEVICE_KEY, keepChoiceValue(next));
    if (!next) storage.erase();
  };
  return { form, setForm, keep, setKeep, restored };
}

/** Removes the saved form and its signature from this browser (the keep choice stays). */
export function forgetSavedForm(): void {
  new DeviceStorage(() => undefined).erase();
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
