/** The checks of specification §5, in their order; the first failure is the one shown. */
import { DURATION_OTHER, OPERATION_TO_SPECIFY, TYPE_OTHER } from './catalogue.ts';
import { everyPerson, type Person, type PersonSlot, type ProcurationForm } from './form.ts';
import { identityNumberMissingMessage, identityTypeMissingMessage, MESSAGES, personIncompleteMessage } from './messages.ts';
import { PERSON_FIELDS, type PersonFieldKey } from './person-fields.ts';

/** Where the failure lies: `grantor.lastName`, `attorney2.city`, `type`, `signature`… (the page focuses it). */
export type FieldPath =
  `${PersonSlot}.${keyof Person}` | Exclude<keyof ProcurationForm, 'grantor' | 'attorney' | 'otherGrantors' | 'otherAttorneys'>;

export interface ValidationFailure {
  message: string;
  field: FieldPath;
}

/** Required person fields, in the order the card shows them (PERSON_FIELDS). Email is optional. */
export const REQUIRED_PERSON_FIELDS: readonly PersonFieldKey[] = PERSON_FIELDS.filter((spec) => spec.required).map((spec) => spec.key);

export function validateForm(form: ProcurationForm): ValidationFailure | undefined {
  return (
    // Every card in the order of the page: the mandants, then the mandataires.
    firstFailure(everyPerson(form), ({ slot, person }) => missingPersonField(person, slot)) ??
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

/** The §5 chain first, then, for "avec signature", the saved-signature rule (specification §18). */
export function validateForGeneration(form: ProcurationForm, { withSignature }: { withSignature: boolean }): ValidationFailure | undefined {
  return validateForm(form) ?? failIf(withSignature && !form.signature, 'signature', MESSAGES.signatureRequired);
}

/**
 * An identity document is a type and a number (specification §19): one without the other is
 * refused, card by card in the order of the page, the empty one at fault. Runs after the §5 chain
 * and the signature rule, which stay as they are.
 */
export function validateIdentityDocuments(form: ProcurationForm): ValidationFailure | undefined {
  return firstFailure(everyPerson(form), ({ slot, person: { idType, idNumber } }) => {
    if (isBlank(idType) && !isBlank(idNumber)) return { message: identityTypeMissingMessage(slot), field: `${slot}.idType` };
    if (!isBlank(idType) && isBlank(idNumber)) return { message: identityNumberMissingMessage(slot), field: `${slot}.idNumber` };
    return undefined;
  });
}

function missingPersonField(person: Person, slot: PersonSlot): ValidationFailure | undefined {
  const missing = REQUIRED_PERSON_FIELDS.find((field) => {
    const value = person[field];
    return value === undefined || (typeof value === 'string' && isBlank(value));
  });
  return missing ? { message: personIncompleteMessage(slot), field: `${slot}.${missing}` } : undefined;
}

/** The first failure `check` finds, going through `items` in order. */
function firstFailure<T>(items: readonly T[], check: (item: T) => ValidationFailure | undefined): ValidationFailure | undefined {
  for (const item of items) {
    const failure = check(item);
    if (failure) return failure;
  }
  return undefined;
}

function failIf(condition: boolean, field: FieldPath, message: string): ValidationFailure | undefined {
  return condition ? { message, field } : undefined;
}

/** A value made only of spaces is not filled in. */
function isBlank(value: string): boolean {
  return value.trim() === '';
}
