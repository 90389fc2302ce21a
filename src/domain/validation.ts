/** The checks of SPEC.md §5, in their order; the first failure is the one shown. */
import { DURATION_OTHER, OPERATION_TO_SPECIFY, TYPE_OTHER } from './catalogue.ts';
import type { Party, Person, ProcurationForm } from './form.ts';
import { MESSAGES } from './messages.ts';

/** Where the failure lies: `grantor.lastName`, `type`, `signature`… (the page focuses it). */
export type FieldPath = `${Party}.${keyof Person}` | Exclude<keyof ProcurationForm, Party>;

export interface ValidationFailure {
  message: string;
  field: FieldPath;
}

/** Required person fields, in the order the card shows them. Email is optional. */
export const REQUIRED_PERSON_FIELDS = [
  'lastName',
  'firstName',
  'birthDate',
  'address',
  'postalCode',
  'city',
  'phone',
] as const satisfies readonly (keyof Person)[];

export function validateForm(form: ProcurationForm): ValidationFailure | undefined {
  return (
    missingPersonField(form, 'grantor', MESSAGES.grantorIncomplete) ??
    missingPersonField(form, 'attorney', MESSAGES.attorneyIncomplete) ??
    failIf(isBlank(form.type), 'type', MESSAGES.typeRequired) ??
    failIf(form.type === TYPE_OTHER && isBlank(form.customType), 'customType', MESSAGES.customTypeRequired) ??
    failIf(isBlank(form.duration), 'duration', MESSAGES.durationRequired) ??
    failIf(!form.startDate, 'startDate', MESSAGES.startDateRequired) ??
    failIf(form.duration === DURATION_OTHER && !form.endDate, 'endDate', MESSAGES.endDateRequired) ??
    failIf(form.authorizedOperations.length === 0, 'authorizedOperations', MESSAGES.operationRequired) ??
    failIf(
      form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && isBlank(form.customOperation),
      'customOperation',
      MESSAGES.customOperationRequired,
    )
  );
}

/** The §5 chain first, then, for "avec signature", the saved-signature rule (DESIGN.md §8). */
export function validateForGeneration(
  form: ProcurationForm,
  { withSignature }: { withSignature: boolean },
): ValidationFailure | undefined {
  return validateForm(form) ?? failIf(withSignature && !form.signature, 'signature', MESSAGES.signatureRequired);
}

function missingPersonField(form: ProcurationForm, party: Party, message: string): ValidationFailure | undefined {
  const person = form[party];
  const missing = REQUIRED_PERSON_FIELDS.find((field) => {
    const value = person[field];
    return value === undefined || (typeof value === 'string' && isBlank(value));
  });
  return missing ? { message, field: `${party}.${missing}` } : undefined;
}

function failIf(condition: boolean, field: FieldPath, message: string): ValidationFailure | undefined {
  return condition ? { message, field } : undefined;
}

/** A value made only of spaces is not filled in. */
function isBlank(value: string): boolean {
  return value.trim() === '';
}
