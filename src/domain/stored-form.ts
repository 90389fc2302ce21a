/**
 * The form as it is stored (local storage, and the server in payment mode): the same fields with
 * calendar dates as `yyyy-MM-dd` strings. One schema for that shape, and the conversions both ways.
 */
import * as z from 'zod/mini';
import type { Person, ProcurationForm } from './form.ts';
import { emptyForm, emptyPerson } from './form.ts';
import { fromIsoDate, toIsoDate } from './dates.ts';

/** Generous bound for any typed value; protects storage and the server, never a real form. */
export const MAX_TEXT_LENGTH = 10_000;
/** A drawn signature at 3× pixel density stays far below this. */
export const MAX_SIGNATURE_LENGTH = 400_000;

const text = z.string().check(z.maxLength(MAX_TEXT_LENGTH));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalDate = z.optional(z.nullable(isoDate));
const pngDataUrl = z.string().check(z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/), z.maxLength(MAX_SIGNATURE_LENGTH));

export const storedPersonSchema = z.object({
  firstName: text,
  lastName: text,
  birthDate: optionalDate,
  address: text,
  postalCode: text,
  city: text,
  phone: text,
  email: text,
});

export const storedFormSchema = z.object({
  grantor: storedPersonSchema,
  attorney: storedPersonSchema,
  type: text,
  customType: text,
  duration: text,
  startDate: optionalDate,
  endDate: optionalDate,
  authorizedOperations: z.array(text).check(z.maxLength(100)),
  customOperation: text,
  signature: z.nullable(pngDataUrl),
});

export type StoredPerson = z.infer<typeof storedPersonSchema>;
export type StoredForm = z.infer<typeof storedFormSchema>;

export function toStoredForm(form: ProcurationForm): StoredForm {
  return {
    ...form,
    grantor: toStoredPerson(form.grantor),
    attorney: toStoredPerson(form.attorney),
    startDate: storedDate(form.startDate),
    endDate: storedDate(form.endDate),
  };
}

export function fromStoredForm(stored: StoredForm): ProcurationForm {
  return {
    ...stored,
    grantor: fromStoredPerson(stored.grantor),
    attorney: fromStoredPerson(stored.attorney),
    startDate: memoryDate(stored.startDate),
    endDate: memoryDate(stored.endDate),
  };
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
    grantor: salvageFields(storedPersonSchema.shape, asRecord(record.grantor), empty.grantor),
    attorney: salvageFields(storedPersonSchema.shape, asRecord(record.attorney), empty.attorney),
  };
  return fromStoredForm(salvaged);
}

function salvageFields<T extends object>(
  shape: { [K in keyof T]: z.ZodMiniType },
  raw: Record<string, unknown>,
  fallback: T,
): T {
  const result = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T & string)[]) {
    const parsed = shape[key].safeParse(raw[key]);
    if (parsed.success) result[key] = parsed.data as T[typeof key];
  }
  return result;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function toStoredPerson(person: Person): StoredPerson {
  return { ...person, birthDate: storedDate(person.birthDate) };
}

function fromStoredPerson(stored: StoredPerson): Person {
  return { ...emptyPerson(), ...stored, birthDate: memoryDate(stored.birthDate) };
}

function storedDate(date: Date | undefined): string | null {
  return date ? toIsoDate(date) : null;
}

function memoryDate(value: string | null | undefined): Date | undefined {
  return value ? fromIsoDate(value) : undefined;
}
