/**
 * "Can this form become a PDF?", one rule for the page (before building or paying) and the server
 * (before storing a record): the checks of specification §5, the signature rule, an identity
 * document named by both its type and its number, the coherence checks (coherence.ts), then every
 * drawn character within a shipped font (specification §14: never silent mojibake).
 */
import { OPERATION_TO_SPECIFY, TYPE_OTHER } from './catalogue.ts';
import { everyPerson, type PersonSlot, type ProcurationForm } from './form.ts';
import {
  companyAttorneyMessage,
  DRAWN_DETAIL_FIELD_NAMES,
  forbiddenCharactersMessage,
  MESSAGES,
  stackedMarksMessage,
  unsupportedCharactersMessage,
} from './messages.ts';
import { forbiddenCharacters, hasStackedMarks, MAX_STACKED_MARKS, type TextShape } from './forbidden-characters.ts';
import { isCompany } from './company-kind.ts';
import { COMPANY_FIELDS, LEGAL_FORM_OTHER } from './company.ts';
import { TEXT_DETAIL_FIELDS } from './detail-fields.ts';
import { cardLabelOf, PERSON_FIELDS, type PersonField } from './person-fields.ts';
import { unsupportedCharacters } from './printable-text.ts';
import { checkDetailsCoherence, checkPersonCoherence } from './coherence.ts';
import { FIELD_MESSAGES } from './check-messages.ts';

export { isObjectRequired } from './coherence.ts';
import { listFormFailures, listIdentityFailures, type FieldFailure, type FieldPath, type ValidationFailure } from './validation.ts';

/** What the rule needs besides the form: which button, and the day the document is made. */
export interface ReadinessOptions {
  withSignature: boolean;
  /** The page's day in the browser; the server's clock on the server. */
  today: Date;
}

/** The first reason the form cannot be printed, in the order of the page, or undefined when it can. */
export function checkReadyToPrint(form: ProcurationForm, options: ReadinessOptions): ValidationFailure | undefined {
  const first = listPrintProblems(form, options)[0];
  return first && { message: first.message, field: first.field };
}

/**
 * Every reason the form cannot be printed, at most one per field: the checks of specification §5
 * (each missing field), the signature rule, the identity documents, the coherence checks
 * (coherence.ts), then the characters no font draws. The first is the toast's.
 */
export function listPrintProblems(form: ProcurationForm, { withSignature, today }: ReadinessOptions): FieldFailure[] {
  const all: FieldFailure[] = [
    ...companyAttorneys(form),
    ...listFormFailures(form),
    ...(withSignature && !form.signature ? [failure('signature', MESSAGES.signatureRequired)] : []),
    // A drawing kept for a card that is not on the form would be stored for nobody (docs/decisions/114).
    ...(hasDrawingOfNobody(form) ? [failure('signature', FIELD_MESSAGES.drawingOfNobody)] : []),
    ...listIdentityFailures(form),
    ...coherenceRefusals(form, today),
    ...findUnsupportedCharacters(form).map(({ message, field }) => failure(field, message)),
  ];
  const seen = new Set<FieldPath>();
  return all.filter(({ field }) => !seen.has(field) && Boolean(seen.add(field)));
}

/** Notes that block nothing (a minor mandataire, a very long period), one per field, for the page to show beside it. */
export function listNotes(form: ProcurationForm, today: Date): FieldFailure[] {
  return [
    ...everyPerson(form).flatMap(({ slot, party, person }) =>
      checkPersonCoherence(person, party, today).notes.map((note) => failure(`${slot}.${note.key}`, note.message)),
    ),
    ...checkDetailsCoherence(form, today).notes.map((note) => failure(note.key, note.message)),
  ];
}

function coherenceRefusals(form: ProcurationForm, today: Date): FieldFailure[] {
  return [
    ...everyPerson(form).flatMap(({ slot, party, person }) =>
      checkPersonCoherence(person, party, today).refusals.map((refusal) => failure(`${slot}.${refusal.key}`, refusal.message)),
    ),
    ...checkDetailsCoherence(form, today).refusals.map((refusal) => failure(refusal.key, refusal.message)),
  ];
}

/** A mandataire's card sent as a company's, which the page never offers (docs/decisions/185): refused, never printed. */
function companyAttorneys(form: ProcurationForm): FieldFailure[] {
  return everyPerson(form)
    .filter(({ party, person }) => party === 'attorney' && isCompany(person))
    .map(({ slot }) => failure(`${slot}.mandantKind`, companyAttorneyMessage(slot)));
}

function failure(field: FieldPath, message: string): FieldFailure {
  return { message, field, fieldMessage: message };
}

export interface UnsupportedCharactersFailure extends ValidationFailure {
  characters: string[];
}

type PersonTextField = Exclude<PersonField, { kind: 'date' | 'choice' | 'flag' }>;

/**
 * Person fields whose typed text the document draws; a date is drawn as digits and a choice as one
 * of its fixed phrases, both always drawable.
 */
const DRAWN_PERSON_FIELDS = PERSON_FIELDS.filter(
  (spec): spec is PersonTextField => spec.kind !== 'date' && spec.kind !== 'choice' && spec.kind !== 'flag',
);

/** A person's names, typed as one word or a few: no tab (docs/decisions/185). */
const NAME_FIELDS = new Set<string>(['lastName', 'firstName']);

/**
 * Every field of the form whose text reaches the PDF and holds characters no shipped font draws,
 * in the order of the page. Empty when the document can be produced.
 */
export function findUnsupportedCharacters(form: ProcurationForm): UnsupportedCharactersFailure[] {
  const failures: UnsupportedCharactersFailure[] = [];
  const check = (text: string, field: FieldPath, name: string, slot: PersonSlot | undefined, shape: TextShape = 'line') => {
    // Invisible characters no field may hold first: they cannot be seen, so they are named by code point (docs/decisions/114).
    const forbidden = forbiddenCharacters(text, shape);
    if (forbidden.length > 0) {
      failures.push({ message: forbiddenCharactersMessage(name, slot, forbidden), field, characters: forbidden });
      return;
    }
    if (hasStackedMarks(text)) {
      failures.push({ message: stackedMarksMessage(name, slot, MAX_STACKED_MARKS), field, characters: [] });
      return;
    }
    const characters = unsupportedCharacters(text);
    if (characters.length > 0) {
      failures.push({ message: unsupportedCharactersMessage(name, slot, characters), field, characters });
    }
  };
  for (const { slot, person } of everyPerson(form)) {
    // A company's card labels its person fields as its representative's and its office's (person-fields.ts).
    const company = isCompany(person);
    for (const spec of DRAWN_PERSON_FIELDS) {
      check(person[spec.key], `${slot}.${spec.key}`, cardLabelOf(spec, company), slot, NAME_FIELDS.has(spec.key) ? 'name' : 'line');
    }
    // The company's typed fields, printed in its clause, under the same rule (docs/decisions/185).
    if (!company) continue;
    for (const spec of COMPANY_FIELDS) {
      if (!spec.typed || (spec.key === 'legalFormOther' && person.legalForm !== LEGAL_FORM_OTHER)) continue;
      check(person[spec.key] ?? '', `${slot}.${spec.key}`, spec.label, slot, 'name');
    }
  }
  // Every printed text, the type and the operations included, even though the lists hold only drawable words.
  check(form.type, 'type', DRAWN_DETAIL_FIELD_NAMES.type, undefined);
  if (form.type === TYPE_OTHER) check(form.customType, 'customType', DRAWN_DETAIL_FIELD_NAMES.customType, undefined);
  check(form.authorizedOperations.join(' '), 'authorizedOperations', DRAWN_DETAIL_FIELD_NAMES.authorizedOperations, undefined);
  if (form.authorizedOperations.includes(OPERATION_TO_SPECIFY)) {
    check(form.customOperation, 'customOperation', DRAWN_DETAIL_FIELD_NAMES.customOperation, undefined);
  }
  for (const spec of TEXT_DETAIL_FIELDS) {
    const text = form[spec.key];
    // "Fait à" following the mandant's city draws the city, checked with the mandant.
    if (text !== null) check(text, spec.key, spec.label, undefined, spec.kind === 'paragraph' ? 'paragraph' : 'line');
  }
  return failures;
}

/** A cosignature under a card the form does not have. */
function hasDrawingOfNobody(form: ProcurationForm): boolean {
  const slots = new Set<string>(everyPerson(form).map(({ slot }) => slot));
  return Object.keys(form.cosignatures).some((slot) => !slots.has(slot));
}
