/** The checks of specification §5, in their order; the first failure is the one shown. */
import { endDateFor } from './dates.ts';
import { hasVisibleText } from './visible-text.ts';
import {
  DURATION_OTHER,
  DURATIONS,
  isFixedDuration,
  isProcurationType,
  OPERATION_TO_SPECIFY,
  operationsFor,
  TYPE_OTHER,
} from './catalogue.ts';
import { everyPerson, type Person, type PersonSlot, type ProcurationForm } from './form.ts';
import { FIELD_MESSAGES, personFieldRequiredMessage } from './check-messages.ts';
import {
  companyFieldWithoutLetterMessage,
  identityNumberMissingMessage,
  identityTypeMissingMessage,
  personIncompleteMessage,
  personOwnerName,
} from './messages.ts';
import { MESSAGES } from './messages.ts';
import { isAskedOn, PERSON_FIELDS, type PersonFieldKey } from './person-fields.ts';
// The paper names the company and who signs for it, not the representative's birth (docs/decisions/126).
import { COMPANY_FIELDS, companyFieldSpec, companyOf, companyProblems, NUMBER_MESSAGES } from './company.ts';
import { isCompany } from './company-kind.ts';

/** Where the failure lies: `grantor.lastName`, `type`, `signature`… (the page focuses it). */
export type FieldPath =
  `${PersonSlot}.${keyof Person}` | Exclude<keyof ProcurationForm, 'grantor' | 'attorney' | 'otherGrantors' | 'otherAttorneys'>;

export interface ValidationFailure {
  message: string;
  field: FieldPath;
}

/** A failure and what the field itself says: the toast shows `message`, the field `fieldMessage`. */
export interface FieldFailure extends ValidationFailure {
  fieldMessage: string;
}

/** Required person fields, in the order the card shows them (PERSON_FIELDS). Email is optional. */
export const REQUIRED_PERSON_FIELDS: readonly PersonFieldKey[] = PERSON_FIELDS.filter((spec) => spec.required).map((spec) => spec.key);

/**
 * Every check of specification §5 that fails, in its order: each missing person field on its own
 * (the toast's text is the specification's, the field's message names the field), then the details.
 */
export function listFormFailures(form: ProcurationForm): FieldFailure[] {
  // Every card in the order of the page: the mandants, then the mandataires.
  const failures = everyPerson(form).flatMap(({ slot, person }) => [
    ...companyFailures(person, slot),
    ...missingPersonFields(person, slot),
  ]);
  const check = (condition: boolean, field: FieldPath, message: string) => {
    if (condition) failures.push({ message, field, fieldMessage: message });
  };
  // Only one of the 21 types of the list: the page's list shows no other, so none is chosen (docs/decisions/039).
  check(isBlank(form.type) || !isProcurationType(form.type), 'type', MESSAGES.typeRequired);
  check(form.type === TYPE_OTHER && isBlank(form.customType), 'customType', MESSAGES.customTypeRequired);
  // Only one of the list's durations: the page shows no other (docs/decisions/075).
  check(!(DURATIONS as readonly string[]).includes(form.duration), 'duration', MESSAGES.durationRequired);
  check(!form.startDate, 'startDate', MESSAGES.startDateRequired);
  check(form.duration === DURATION_OTHER && !form.endDate, 'endDate', MESSAGES.endDateRequired);
  // A fixed duration's end date is the one it implies, which the page computes (the paper prints it).
  check(
    isFixedDuration(form.duration) && form.startDate !== undefined && !sameDay(form.endDate, endDateFor(form.startDate, form.duration)),
    'duration',
    FIELD_MESSAGES.durationEndMismatch,
  );
  check(form.authorizedOperations.length === 0, 'authorizedOperations', MESSAGES.operationRequired);
  check(
    form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && isBlank(form.customOperation),
    'customOperation',
    MESSAGES.customOperationRequired,
  );
  // Only operations the page offers for this type, each once: it shows no other, so none of them is ticked (docs/decisions/039, 075).
  check(
    form.authorizedOperations.some((operation) => !operationsFor(form.type).includes(operation)) ||
      new Set(form.authorizedOperations).size !== form.authorizedOperations.length,
    'authorizedOperations',
    MESSAGES.operationRequired,
  );
  return failures;
}

/**
 * Every identity document given by half (specification §19): one without the other is refused, the
 * mandant's before the mandataire's, the empty one at fault. The readiness rule runs it after the §5
 * chain and the signature rule, which stay as they are.
 */
export function listIdentityFailures(form: ProcurationForm): FieldFailure[] {
  return everyPerson(form).flatMap(({ slot, person: { idType, idNumber } }): FieldFailure[] => {
    const failure = (message: string, field: FieldPath) => [{ message, field, fieldMessage: message }];
    if (isBlank(idType) && !isBlank(idNumber)) return failure(identityTypeMissingMessage(slot), `${slot}.idType`);
    if (!isBlank(idType) && isBlank(idNumber)) return failure(identityNumberMissingMessage(slot), `${slot}.idNumber`);
    return [];
  });
}

/**
 * A company mandant's fields, in the order of the card: each missing one named in its own message,
 * a SIREN that is not nine digits with a right key refused with its own sentence (docs/decisions/126).
 */
function companyFailures(person: Person, slot: PersonSlot): FieldFailure[] {
  return companyProblems(person).map(({ key, problem }) => {
    const spec = COMPANY_FIELDS.find((field) => field.key === key);
    const shown = spec && companyFieldSpec(spec, companyOf(person));
    if (problem === 'no-letter') {
      const message = companyFieldWithoutLetterMessage(shown?.label ?? key, slot);
      return { message, field: `${slot}.${key}` as const, fieldMessage: message };
    }
    if (problem !== 'missing') {
      const message = NUMBER_MESSAGES[problem];
      return { message, field: `${slot}.${key}` as const, fieldMessage: message };
    }
    const named = shown?.named ?? 'ce champ';
    return {
      message: personIncompleteMessage(slot),
      field: `${slot}.${key}` as const,
      fieldMessage: `Veuillez indiquer ${named} ${personOwnerName(slot)}.`,
    };
  });
}

function missingPersonFields(person: Person, slot: PersonSlot): FieldFailure[] {
  const company = isCompany(person);
  const required = PERSON_FIELDS.filter((spec) => spec.required && isAskedOn(spec, company));
  return required.flatMap((spec) => {
    const key = spec.key;
    const value = person[key];
    const missing = value === undefined || (typeof value === 'string' && isBlank(value));
    return missing
      ? [
          {
            message: personIncompleteMessage(slot),
            field: `${slot}.${key}` as const,
            fieldMessage: personFieldRequiredMessage(spec, personOwnerName(slot)),
          },
        ]
      : [];
  });
}

function sameDay(date: Date | undefined, other: Date): boolean {
  return date !== undefined && date.getTime() === other.getTime();
}

/** A value made only of spaces, or of characters that print nothing, is not filled in. */
function isBlank(value: string): boolean {
  return !hasVisibleText(value);
}
