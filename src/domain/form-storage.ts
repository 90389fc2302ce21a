/** The codec of the saved form under `powerOfAttorneyFormData` (SPEC.md §3). */
import type { ProcurationForm } from './form.ts';
import { emptyForm } from './form.ts';
import { salvageStoredForm, toStoredForm } from './stored-form.ts';

export function encodeSavedForm(form: ProcurationForm): string {
  return JSON.stringify(toStoredForm(form));
}

/** A missing, corrupt or outdated save gives an empty form (or what of it is still valid). */
export function decodeSavedForm(saved: string | null): ProcurationForm {
  if (saved === null) return emptyForm();
  try {
    return salvageStoredForm(JSON.parse(saved));
  } catch {
    return emptyForm();
  }
}
