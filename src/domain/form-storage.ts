/**
 * Reads the saved form under `powerOfAttorneyFormData` (specification §3); stored-form-codec.ts
 * writes it. Checking it takes the schema library, so the page loads this module only when there is
 * a save to read (src/ui/state/saved-form.ts, docs/decisions/060).
 */
import { fromIsoDate, toIsoDate } from './dates.ts';
import type { ProcurationForm } from './form.ts';
import { emptyForm } from './form.ts';
import * as z from 'zod/mini';
import { emptyPerson, MAX_PEOPLE_PER_PARTY } from './form.ts';
import { storedCompanyShape, storedFormSchema, storedPersonSchema, type StoredForm, type StoredPerson } from './stored-form.ts';
import { fromStoredForm, toStoredForm, toStoredPerson } from './stored-form-codec.ts';
import { drawingsFit } from './signatures.ts';

const DATE_FIELDS = new Set(['birthDate', 'startDate', 'endDate']);

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

/**
 * Reads whatever a stored value holds, keeping every field that is valid and giving the empty
 * value to any field that is not: an old or damaged save loses only what is broken.
 */
export function salvageStoredForm(raw: unknown): ProcurationForm {
  const whole = storedFormSchema.safeParse(raw);
  if (whole.success) return fromStoredForm(whole.data);
  const empty = toStoredForm(emptyForm());
  const record = asRecord(raw);
  const salvaged: StoredForm = {
    ...salvageFields(storedFormSchema.shape, record, empty),
    grantor: salvagePerson(record.grantor),
    attorney: salvagePerson(record.attorney),
    otherGrantors: salvagePeople(record.otherGrantors),
    otherAttorneys: salvagePeople(record.otherAttorneys),
  };
  // Drawings too heavy together: the first mandant's, drawn on the page, is the one kept.
  if (!drawingsFit({ signature: salvaged.signature, cosignatures: salvaged.cosignatures ?? {} })) salvaged.cosignatures = {};
  return fromStoredForm(salvaged);
}

function salvagePerson(raw: unknown): StoredPerson {
  // The company fields are absent from a person's card: listed here so a valid one is kept (docs/decisions/126).
  const companyKeys = Object.fromEntries(Object.keys(storedCompanyShape).map((key) => [key, undefined]));
  const salvaged = salvageFields(storedPersonSchema.shape, asRecord(raw), { ...companyKeys, ...toStoredPerson(emptyPerson()) });
  return Object.fromEntries(Object.entries(salvaged).filter(([, value]) => value !== undefined)) as StoredPerson;
}

/** Each added person that is an object keeps what is valid of it; past the limit, the last ones go. */
function salvagePeople(raw: unknown): StoredPerson[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
    .slice(0, MAX_PEOPLE_PER_PARTY - 1)
    .map(salvagePerson);
}

function salvageFields<T extends object>(shape: { [K in keyof T]: z.ZodMiniType }, raw: Record<string, unknown>, fallback: T): T {
  const result = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T & string)[]) {
    const parsed = shape[key].safeParse(raw[key]);
    // An absent field added later keeps the empty value.
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data as T[typeof key];
  }
  return result;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
