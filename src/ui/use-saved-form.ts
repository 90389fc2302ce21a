/** The form, restored from and saved to local storage on every change (SPEC.md §3). */
import { useEffect, useState } from 'react';
import { FORM_STORAGE_KEY } from '../domain/constants.ts';
import { decodeSavedForm, encodeSavedForm } from '../domain/form-storage.ts';
import { emptyForm, type ProcurationForm } from '../domain/form.ts';

const EMPTY_FORM_SAVE = encodeSavedForm(emptyForm());

export function useSavedForm() {
  const [form, setForm] = useState<ProcurationForm>(() => decodeSavedForm(readStorage()));
  useEffect(() => writeStorage(encodeSavedForm(form)), [form]);
  return [form, setForm] as const;
}

/** Removes everything the product keeps in this browser. */
export function forgetSavedForm(): void {
  writeStorage(EMPTY_FORM_SAVE);
}

/** Storage can be disabled or full (private browsing, quotas): the form then simply isn't kept. */
function readStorage(): string | null {
  try {
    return localStorage.getItem(FORM_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** An empty form is not worth keeping: nothing stays in the browser until the person types. */
function writeStorage(value: string): void {
  try {
    if (value === EMPTY_FORM_SAVE) localStorage.removeItem(FORM_STORAGE_KEY);
    else localStorage.setItem(FORM_STORAGE_KEY, value);
  } catch {
    // Nothing to do: the form still works, it just won't survive a reload.
  }
}
