/**
 * A form as it is stored (in this browser, or as a paid record) and back: dates as `yyyy-MM-dd`,
 * every field written. Free of the schema library: checking a stored value is stored-form.ts's work.
 */
import { fromIsoDate, toIsoDate } from './dates.ts';
import { emptyForm, emptyPerson, type Person, type ProcurationForm } from './form.ts';
import type { StoredForm, StoredPerson } from './stored-form.ts';

/** The saved form under `powerOfAttorneyFormData` (specification §3); form-storage.ts reads it. */
export function encodeSavedForm(form: ProcurationForm): string {
  return JSON.stringify(toStoredForm(form));
}

/** Every field is written, those added later included. */
export function toStoredForm(form: ProcurationForm): Required<StoredForm> {
  return {
    ...form,
    grantor: toStoredPerson(form.grantor),
    attorney: toStoredPerson(form.attorney),
    otherGrantors: form.otherGrantors.map(toStoredPerson),
    otherAttorneys: form.otherAttorneys.map(toStoredPerson),
    startDate: storedDate(form.startDate),
    endDate: storedDate(form.endDate),
  };
}

export function fromStoredForm(stored: StoredForm): ProcurationForm {
  return {
    // A field missing from an older save or record takes its empty value.
    ...emptyForm(),
    ...stored,
    grantor: fromStoredPerson(stored.grantor),
    attorney: fromStoredPerson(stored.attorney),
    otherGrantors: (stored.otherGrantors ?? []).map(fromStoredPerson),
    otherAttorneys: (stored.otherAttorneys ?? []).map(fromStoredPerson),
    cosignatures: stored.cosignatures ?? {},
    acceptances: stored.acceptances ?? {},
    startDate: memoryDate(stored.startDate),
    endDate: memoryDate(stored.endDate),
  };
}

/** Every field written, a box only once ticked or unticked. */
export function toStoredPerson(person: Person): StoredPerson {
  return { ...person, birthDate: storedDate(person.birthDate) };
}

/** A field missing from an older save takes its empty value. */
function fromStoredPerson(stored: StoredPerson): Person {
  return { ...emptyPerson(), ...stored, birthDate: memoryDate(stored.birthDate) };
}

function storedDate(date: Date | undefined): string | null {
  return date ? toIsoDate(date) : null;
}

function memoryDate(value: string | null | undefined): Date | undefined {
  return value ? fromIsoDate(value) : undefined;
}
