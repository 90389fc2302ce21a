/** The form data of SPEC.md §3 and the transitions of §4, as pure functions. */
import { DURATION_OTHER, isFixedDuration, OPERATION_TO_SPECIFY } from './catalogue.ts';
import { endDateFor } from './dates.ts';

export interface Person {
  firstName: string;
  lastName: string;
  birthDate: Date | undefined;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
}

export type Party = 'grantor' | 'attorney';
export type PersonTextField = Exclude<keyof Person, 'birthDate'>;

export interface ProcurationForm {
  grantor: Person;
  attorney: Person;
  type: string;
  customType: string;
  duration: string;
  startDate: Date | undefined;
  endDate: Date | undefined;
  authorizedOperations: string[];
  customOperation: string;
  /** PNG data URL of the saved signature, or null. */
  signature: string | null;
}

export function emptyPerson(): Person {
  return {
    firstName: '',
    lastName: '',
    birthDate: undefined,
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
  };
}

export function emptyForm(): ProcurationForm {
  return {
    grantor: emptyPerson(),
    attorney: emptyPerson(),
    type: '',
    customType: '',
    duration: '',
    startDate: undefined,
    endDate: undefined,
    authorizedOperations: [],
    customOperation: '',
    signature: null,
  };
}

export function updatePerson<K extends keyof Person>(
  form: ProcurationForm,
  party: Party,
  field: K,
  value: Person[K],
): ProcurationForm {
  return { ...form, [party]: { ...form[party], [field]: value } };
}

/** Choosing a type resets the custom type and clears the operations. */
export function chooseType(form: ProcurationForm, type: string): ProcurationForm {
  return { ...form, type, customType: '', authorizedOperations: [], customOperation: '' };
}

export function setCustomType(form: ProcurationForm, customType: string): ProcurationForm {
  return { ...form, customType };
}

/** A fixed duration computes the end date from the start date; Autre leaves it to the person. */
export function chooseDuration(form: ProcurationForm, duration: string): ProcurationForm {
  return { ...form, duration, endDate: computedEndDate(form.startDate, duration, form.endDate) };
}

export function setStartDate(form: ProcurationForm, startDate: Date | undefined): ProcurationForm {
  return { ...form, startDate, endDate: computedEndDate(startDate, form.duration, form.endDate) };
}

/** Only a custom (Autre) duration takes a typed end date. */
export function setEndDate(form: ProcurationForm, endDate: Date | undefined): ProcurationForm {
  return isEndDateEditable(form) ? { ...form, endDate } : form;
}

/** The end date is typed by the person only for a custom duration; otherwise it is computed. */
export function isEndDateEditable(form: Pick<ProcurationForm, 'duration'>): boolean {
  return form.duration === DURATION_OTHER;
}

export function toggleOperation(form: ProcurationForm, operation: string): ProcurationForm {
  const authorizedOperations = form.authorizedOperations.includes(operation)
    ? form.authorizedOperations.filter((chosen) => chosen !== operation)
    : [...form.authorizedOperations, operation];
  const customOperation = authorizedOperations.includes(OPERATION_TO_SPECIFY) ? form.customOperation : '';
  return { ...form, authorizedOperations, customOperation };
}

export function setCustomOperation(form: ProcurationForm, customOperation: string): ProcurationForm {
  return form.authorizedOperations.includes(OPERATION_TO_SPECIFY) ? { ...form, customOperation } : form;
}

export function setSignature(form: ProcurationForm, signature: string | null): ProcurationForm {
  return { ...form, signature };
}

function computedEndDate(start: Date | undefined, duration: string, current: Date | undefined): Date | undefined {
  if (isFixedDuration(duration)) return start ? endDateFor(start, duration) : undefined;
  return duration === DURATION_OTHER ? current : undefined;
}
