/**
 * "Can this form become a PDF?", one rule for the page (before building or paying) and the server
 * (before storing a record): the checks of specification §5, the signature rule, an identity
 * document named by both its type and its number, then every drawn character within a shipped font
 * (specification §14: never silent mojibake).
 */
import { OPERATION_TO_SPECIFY, TYPE_OTHER } from './catalogue.ts';
import { everyPerson, type PersonSlot, type ProcurationForm } from './form.ts';
import { DRAWN_DETAIL_FIELD_NAMES, unsupportedCharactersMessage } from './messages.ts';
import { PERSON_FIELDS, type PersonField } from './person-fields.ts';
import { unsupportedCharacters } from './printable-text.ts';
import { validateForGeneration, validateIdentityDocuments, type FieldPath, type ValidationFailure } from './validation.ts';

/** The first reason the form cannot be printed, in the order of the page, or undefined when it can. */
export function checkReadyToPrint(form: ProcurationForm, { withSignature }: { withSignature: boolean }): ValidationFailure | undefined {
  const failure = validateForGeneration(form, { withSignature }) ?? validateIdentityDocuments(form) ?? findUnsupportedCharacters(form)[0];
  return failure && { message: failure.message, field: failure.field };
}

export interface UnsupportedCharactersFailure extends ValidationFailure {
  characters: string[];
}

type PersonTextField = Exclude<PersonField, { kind: 'date' | 'choice' }>;

/**
 * Person fields whose typed text the document draws; a date is drawn as digits and a choice as one
 * of its fixed phrases, both always drawable.
 */
const DRAWN_PERSON_FIELDS = PERSON_FIELDS.filter(
  (spec): spec is PersonTextField => spec.kind !== 'date' && spec.kind !== 'choice' && spec.printed !== 'not printed',
);

/**
 * Every field of the form whose text reaches the PDF and holds characters no shipped font draws,
 * in the order of the page. Empty when the document can be produced.
 */
export function findUnsupportedCharacters(form: ProcurationForm): UnsupportedCharactersFailure[] {
  const failures: UnsupportedCharactersFailure[] = [];
  const check = (text: string, field: FieldPath, name: string, slot: PersonSlot | undefined) => {
    const characters = unsupportedCharacters(text);
    if (characters.length > 0) {
      failures.push({ message: unsupportedCharactersMessage(name, slot, characters), field, characters });
    }
  };
  for (const { slot, person } of everyPerson(form)) {
    for (const spec of DRAWN_PERSON_FIELDS) check(person[spec.key], `${slot}.${spec.key}`, spec.label, slot);
  }
  if (form.type === TYPE_OTHER) check(form.customType, 'customType', DRAWN_DETAIL_FIELD_NAMES.customType, undefined);
  if (form.authorizedOperations.includes(OPERATION_TO_SPECIFY)) {
    check(form.customOperation, 'customOperation', DRAWN_DETAIL_FIELD_NAMES.customOperation, undefined);
  }
  check(form.objectDetails, 'objectDetails', DRAWN_DETAIL_FIELD_NAMES.objectDetails, undefined);
  if (form.signaturePlace !== null) check(form.signaturePlace, 'signaturePlace', DRAWN_DETAIL_FIELD_NAMES.signaturePlace, undefined);
  return failures;
}
