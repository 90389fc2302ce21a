/** The codec of the saved form under `powerOfAttorneyFormData` (specification §3). */
import { fromIsoDate, toIsoDate } from './dates.ts';
import type { ProcurationForm } from './form.ts';
import { emptyForm } from './form.ts';
import { salvageStoredForm, toStoredForm } from './stored-form.ts';

const DATE_FIELDS = new Set(['birthDate', 'startDate', 'endDate']);

export function encodeSavedForm(form: ProcurationForm): string {
  return JSON.stringify(toStoredForm(form));
}

/** A missing, corrupt or outdated save gives an empty form (or what of it is still valid). */
export function decodeSavedForm(saved: string | null): ProcurationForm {
  if (saved === null) return emptyForm();
  try {
    return salvageStoredForm(JSON.parse(saved, upgradeLegacyDate));
  } catch {
    return emptyForm();
  }
}

/** Older saves hold full ISO timestamps (JSON of a Date); read them as the local day they were written on. */
function upgradeLegacyDate(key: string, value: unknown): unknown {
  if (!DATE_FIELDS.has(key) || typeof value !== 'string') return value;
  const date = fromIsoDate(value);
  return date ? toIsoDate(date) : value;
}
