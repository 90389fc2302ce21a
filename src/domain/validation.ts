/** The checks of specification §5, in their order; the first failure is the one shown. */
import { DURATION_OTHER, isProcurationType, OPERATION_TO_SPECIFY, operationsFor, TYPE_OTHER } from './catalogue.ts';
import type { Party, Person, ProcurationForm } from './form.ts';
import { identityNumberMissingMessage, identityTypeMissingMessage, MESSAGES } from './messages.ts';
import { PERSON_FIELDS, type PersonFieldKey } from './person-fields.ts';

/** Where the failure lies: `grantor.lastName`, `type`, `signature`… (the page focuses it). */
export type FieldPath = `${Party}.${keyof Person}` | Exclude<keyof ProcurationForm, Party>;

export interface ValidationFailure {
  message: string;
  field: FieldPath;
}

/** Required person fields, in the order the card shows them (PERSON_FIELDS). Email is optional. */
export const REQUIRED_PERSON_FIELDS: readonly PersonFieldKey[] = PERSON_FIELDS.filter((spec) => spec.required).map((spec) => spec.key);

export function validateForm(form: ProcurationForm): ValidationFailure | undefined {
  return (
    missingPersonField(form, 'grantor', MESSAGES.grantorIncomplete) ??
    missingPersonField(form, 'attorney', MESSAGES.attorneyIncomplete) ??
    failIf(isBlank(form.type), 'type', MESSAGES.typeRequired) ??
    // Only one of the 21 types of the list: the page's list shows no other, so none is chosen (docs/decisions/039).
    failIf(!isProcurationType(form.type), 'type', MESSAGES.typeRequired) ??
    failIf(form.type === TYPE_OTHER && isBlank(form.customType), 'customType', MESSAGES.customTypeRequired) ??
    failIf(isBlank(form.duration), 'duration', MESSAGES.durationRequired) ??
    failIf(!form.startDate, 'startDate', MESSAGES.startDateRequired) ??
    failIf(form.duration === DURATION_OTHER && !form.endDate, 'endDate', MESSAGES.endDateRequired) ??
    failIf(form.authorizedOperations.length === 0, 'authorizedOperations', MESSAGES.operationRequired) ??
    failIf(
      form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && isBlank(form.customOperation),
      'customOperation',
      MESSAGES.customOperationRequired,
    ) ??
    // Only operations the page offers for this type: it shows no other, so none of them is ticked (docs/decisions/039).
    failIf(
      form.authorizedOperations.some((operation) => !operationsFor(form.type).includes(operation)),
      'authorizedOperations',
      MESSAGES.operationRequired,
    )
  );
}

/** The §5 chain first, then, for "avec signature", the saved-signature rule (specification §18). */
export function validateForGeneration(form: ProcurationForm, { withSignature }: { withSignature: boolean }): ValidationFailure | undefined {
  return validateForm(form) ?? failIf(withSignature && !form.signature, 'signature', MESSAGES.signatureRequired);
}

/**
 * An identity document is a type and a number (specification §19): one without the other is
 * refused, the mandant's before the mandataire's, the empty one at fault. Runs after the §5 chain
 * and the signature rule, which stay as they are.
 */
export function validateIdentityDocuments(form: ProcurationForm): ValidationFailure | undefined {
  for (const party of ['grantor', 'attorney'] as const) {
    const { idType, idNumber } = form[party];
    if (isBlank(idType) && !isBlank(idNumber)) return { message: identityTypeMissingMessage(party), field: `${party}.idType` };
    if (!isBlank(idType) && isBlank(idNumber)) return { message: identityNumberMissingMessage(party), field: `${party}.idNumber` };
  }
  return undefined;
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
