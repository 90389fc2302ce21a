/**
 * Coherence checks, after those of specification §5: dates that cannot be, a mandant who cannot
 * give the power, a period already over, an act of disposition without its object
 * (docs/decisions/048). Each is a pure function of one person or of the details, given `today`
 * (the page's day in the browser, the server's clock on the server). Refusals block the document;
 * notes are shown beside the field and block nothing.
 */
import { isCompany } from './company-kind.ts';
import { addYears } from 'date-fns';
import { isMinorOn } from './age.ts';
import { isOldEnoughToBeEmancipated } from './capacity.ts';
import { hasVisibleText } from './visible-text.ts';
import { DURATION_OTHER } from './catalogue.ts';
import { dispositionActsAmong, type TickedOperations } from './operation-law.ts';
import { formatDisplayDate } from './dates.ts';
import type { Party, Person, ProcurationForm } from './form.ts';
import { FIELD_MESSAGES } from './check-messages.ts';
import { PERSON_FIELDS, type PersonFieldKey } from './person-fields.ts';

/** Older than this, a birth date is taken for a typing mistake in the year. */
export const MAX_AGE_YEARS = 120;
/** A procuration longer than this gets a note under its end date (docs/decisions/048). */
export const LONG_DURATION_YEARS = 10;
/**
 * The validity rule's horizon: a start further ahead than this is a typing mistake in the year
 * (a start in 9999), refused (docs/decisions/114).
 */
export const START_HORIZON_YEARS = 10;
/** A letter of any script, composed (a name of combining accents alone holds none). */
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** What a check says about one field: a refusal, or a note that blocks nothing. */
export interface FieldProblem<Key extends string = string> {
  key: Key;
  message: string;
}

export interface CoherenceResult<Key extends string> {
  refusals: FieldProblem<Key>[];
  notes: FieldProblem<Key>[];
}

/** The name fields, with the words a message names them by. */
const NAME_FIELDS = PERSON_FIELDS.filter((spec) => spec.key === 'lastName' || spec.key === 'firstName');

/** The checks on one person, keyed by the person's field. */
export function checkPersonCoherence(person: Person, role: Party, today: Date): CoherenceResult<PersonFieldKey> {
  const result: CoherenceResult<PersonFieldKey> = { refusals: [], notes: [] };
  // A name that shows something but holds no letter (accents alone, punctuation) prints as nothing readable.
  for (const spec of NAME_FIELDS) {
    const name = person[spec.key];
    if (hasVisibleText(name) && !LETTER.test(name.normalize('NFC'))) {
      result.refusals.push({ key: spec.key, message: FIELD_MESSAGES.nameWithoutLetter(spec.messageName) });
    }
  }
  // A company's representative is not asked their birth: one typed before "Une société" was chosen is not checked (docs/decisions/126).
  const birth = isCompany(person) ? undefined : person.birthDate;
  if (!birth) return result;
  const day = startOfDay(today);
  if (birth > day) {
    result.refusals.push({ key: 'birthDate', message: FIELD_MESSAGES.birthDateInFuture });
  } else if (addYears(birth, MAX_AGE_YEARS) < day) {
    result.refusals.push({ key: 'birthDate', message: FIELD_MESSAGES.birthDateTooOld(MAX_AGE_YEARS) });
  } else if (isMinorOn(birth, day)) {
    if (role === 'grantor' && !person.emancipated) result.refusals.push({ key: 'birthDate', message: FIELD_MESSAGES.grantorMinor });
    // Emancipation comes at sixteen at the earliest (Code civil art. 413-2, cited in capacity.ts).
    else if (role === 'grantor' && !isOldEnoughToBeEmancipated(birth, day)) {
      result.refusals.push({ key: 'birthDate', message: FIELD_MESSAGES.grantorTooYoungToBeEmancipated });
    }
    // « Un mineur non émancipé peut être choisi pour mandataire ; mais le mandant n'aura d'action
    // contre lui que d'après les règles générales relatives aux obligations des mineurs. » Code
    // civil art. 1990 (version since 1965, checked 2026-11-24 on archeo-lex.fr, Code civil).
    if (role === 'attorney') result.notes.push({ key: 'birthDate', message: FIELD_MESSAGES.attorneyMinorNote });
  }
  return result;
}

type DetailKey = 'startDate' | 'endDate' | 'objectDetails';

/** The checks on the period and the object of the procuration. */
export function checkDetailsCoherence(form: ProcurationForm, today: Date): CoherenceResult<DetailKey> {
  const result: CoherenceResult<DetailKey> = { refusals: [], notes: [] };
  const { startDate: start, endDate: end } = form;
  // A procuration cannot give a power from a day before it is made ("Fait à …, le …"); dated by
  // hand, it is made at the earliest on the day the PDF is (docs/decisions/067).
  const startsBeforeToday = start !== undefined && start < startOfDay(today);
  if (startsBeforeToday && !(end && end < startOfDay(today))) {
    result.refusals.push({ key: 'startDate', message: FIELD_MESSAGES.startBeforeDocument(form.handDated) });
  }
  if (start !== undefined && start > addYears(startOfDay(today), START_HORIZON_YEARS)) {
    result.refusals.push({ key: 'startDate', message: FIELD_MESSAGES.startBeyondHorizon(START_HORIZON_YEARS) });
  }
  if (start && end) {
    const endField: DetailKey = form.duration === DURATION_OTHER ? 'endDate' : 'startDate';
    if (end < start) {
      result.refusals.push({ key: 'endDate', message: FIELD_MESSAGES.endBeforeStart });
    } else if (end < startOfDay(today)) {
      const message = endField === 'endDate' ? FIELD_MESSAGES.periodOverEnd : FIELD_MESSAGES.periodOverStart(formatDisplayDate(end));
      result.refusals.push({ key: endField, message });
    } else if (addYears(start, LONG_DURATION_YEARS) < end) {
      result.notes.push({ key: 'endDate', message: FIELD_MESSAGES.longDurationNote(LONG_DURATION_YEARS) });
    }
  }
  const acts = dispositionActsAmong(form);
  if (acts.length > 0 && !hasVisibleText(form.objectDetails)) {
    const named = acts.map((act) => act.named).join(', ');
    const what = [...new Set(acts.map((act) => act.object))].join('\u00a0; ');
    result.refusals.push({ key: 'objectDetails', message: FIELD_MESSAGES.objectRequired(named, what) });
  } else if (acts.length > 0 && !LETTER_OR_DIGIT.test(form.objectDetails)) {
    // "." designates nothing: the object of an act of disposition names something (docs/decisions/114).
    result.refusals.push({ key: 'objectDetails', message: FIELD_MESSAGES.objectWithoutLetterOrDigit });
  }
  return result;
}

/** Whether the ticked operations make "Objet précis et références" required. */
export function isObjectRequired(form: TickedOperations): boolean {
  return dispositionActsAmong(form).length > 0;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
