/** The form data of specification §3 and the transitions of §4, as pure functions. */
import { DURATION_OTHER, isFixedDuration, OPERATION_TO_SPECIFY } from './catalogue.ts';
import { hasVisibleText } from './visible-text.ts';
import { endDateFor } from './dates.ts';
import { initialDetails, type DetailFieldKey, type Details } from './detail-fields.ts';
import { mapPersonFields, PERSON_FIELDS, type PersonField, type PersonFieldValues } from './person-fields.ts';
import type { CompanyFields } from './company.ts';
import type { MandantKind } from './company-kind.ts';

type ValueField = Exclude<PersonField, { kind: 'flag' }>;
type FlagField = Extract<PersonField, { kind: 'flag' }>;

/**
 * A person block, mandant or mandataire: one value per row of PERSON_FIELDS (birthDate: a Date or
 * undefined); a box ("Mineur émancipé") is present only once ticked or unticked, absent meaning not ticked.
 */
export type Person = { [Field in ValueField as Field['key']]: PersonFieldValues[Field['kind']] } & {
  [Field in FlagField as Field['key']]?: boolean;
} & {
  /**
   * A mandant card may describe a company (company.ts, docs/decisions/126); absent: a person, as
   * every card, save and record made before.
   */
  mandantKind?: MandantKind;
} & Partial<CompanyFields>;

export type Party = 'grantor' | 'attorney';

/** At most this many mandants, and as many mandataires (docs/decisions/051-several-people.md). */
export const MAX_PEOPLE_PER_PARTY = 4;

/**
 * Which card a person fills: `grantor` and `attorney` are the first mandant and mandataire (the
 * specification's), `grantor2`… `attorney4` the ones added after them.
 */
export type PersonSlot = Party | `${Party}${2 | 3 | 4}`;

/** Every card but the first mandant's, whose drawing is the specification's `signature`. */
export type CosignerSlot = Exclude<PersonSlot, 'grantor'>;

/** How several mandataires use the power: each alone (the default), or only all together. */
export type AttorneysAct = 'separately' | 'together';

/**
 * The form of specification §3, the people added (docs/decisions/051) and the details that are one
 * value each (DETAIL_FIELDS: the precise object, "Fait à", the remuneration and the boxes).
 */
export interface ProcurationForm extends Details {
  /** The first mandant: the specification's person block, kept as it is stored. */
  grantor: Person;
  /** The first mandataire. */
  attorney: Person;
  /** Mandants 2, 3… in the order of their cards (at most MAX_PEOPLE_PER_PARTY in all). */
  otherGrantors: Person[];
  /** Mandataires 2, 3… in the order of their cards. */
  otherAttorneys: Person[];
  /**
   * With several mandataires, whether each may act alone or they act only together. Service-public
   * (F1474, checked 2026-11-24): several mandataires "peuvent agir séparément, sans se consulter
   * entre elles, sauf si la procuration précise le contraire"; the document always says which.
   */
  attorneysAct: AttorneysAct;
  type: string;
  customType: string;
  duration: string;
  startDate: Date | undefined;
  endDate: Date | undefined;
  authorizedOperations: string[];
  customOperation: string;
  /** PNG data URL of the saved signature, or null. */
  signature: string | null;
  /**
   * The other signatories' drawings (PNG data URLs), by card, each received from a phone
   * (docs/decisions/099); a card without one signs by hand on the printed paper.
   */
  cosignatures: Partial<Record<CosignerSlot, string>>;
  /**
   * The mandataires who accepted the paper from afar (docs/decisions/218), by card: the day
   * (`yyyy-MM-dd`) the relay received their answer; their drawing is then their cosignature.
   */
  acceptances: Partial<Record<AttorneySlot, string>>;
}

/** A mandataire's card: `attorney`, `attorney2`… */
export type AttorneySlot = Extract<PersonSlot, `attorney${string}`>;

/** Every text empty, every date absent, no choice made, no box ticked (absent). */
export function emptyPerson(): Person {
  const person = mapPersonFields<Person & Record<FlagField['key'], unknown>>((spec) =>
    spec.kind === 'text' || spec.kind === 'email' || spec.kind === 'tel' || spec.kind === 'choice' ? '' : undefined,
  );
  for (const spec of PERSON_FIELDS) if (spec.kind === 'flag') delete person[spec.key];
  return person;
}

export function emptyForm(): ProcurationForm {
  return {
    grantor: emptyPerson(),
    attorney: emptyPerson(),
    otherGrantors: [],
    otherAttorneys: [],
    attorneysAct: 'separately',
    type: '',
    customType: '',
    duration: '',
    startDate: undefined,
    endDate: undefined,
    authorizedOperations: [],
    customOperation: '',
    ...initialDetails(),
    signature: null,
    cosignatures: {},
    acceptances: {},
  };
}

const OTHERS = { grantor: 'otherGrantors', attorney: 'otherAttorneys' } as const satisfies Record<Party, keyof ProcurationForm>;

/** The mandants, or the mandataires, in the order of their cards: the first one, then the others. */
export function peopleOf(form: Pick<ProcurationForm, Party | (typeof OTHERS)[Party]>, party: Party): Person[] {
  return [form[party], ...form[OTHERS[party]]];
}

/** Every person of the form with the card they fill, mandants first, in the order of the page. */
export function everyPerson(form: ProcurationForm): { slot: PersonSlot; party: Party; index: number; person: Person }[] {
  return (['grantor', 'attorney'] as const).flatMap((party) =>
    peopleOf(form, party).map((person, index) => ({ slot: slotOf(party, index), party, index, person })),
  );
}

/** The card of the `index`-th person (from 0) of a party: `grantor`, `grantor2`… */
export function slotOf(party: Party, index: number): PersonSlot {
  return index === 0 ? party : (`${party}${index + 1}` as PersonSlot);
}

/** The party and the position (from 0) a card stands for. */
export function partyOfSlot(slot: PersonSlot): { party: Party; index: number } {
  const party: Party = slot.startsWith('grantor') ? 'grantor' : 'attorney';
  const number = slot.slice(party.length);
  return { party, index: number === '' ? 0 : Number(number) - 1 };
}

export function updatePerson<K extends keyof Person>(form: ProcurationForm, slot: PersonSlot, field: K, value: Person[K]): ProcurationForm {
  const { party, index } = partyOfSlot(slot);
  const people = peopleOf(form, party);
  const person = people[index];
  if (!person) return form;
  return withPeople(
    form,
    party,
    people.map((each, at) => (at === index ? { ...person, [field]: value } : each)),
  );
}

/** "Prénom Nom" (specification §18). */
export function fullName(person: Person): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`;
}

/** More than one mandant or more than one mandataire: a card was added (docs/decisions/051). */
export function severalPeople(form: Pick<ProcurationForm, 'otherGrantors' | 'otherAttorneys'>): boolean {
  return form.otherGrantors.length + form.otherAttorneys.length > 0;
}

/** Whether one more mandant (or mandataire) may be added. */
export function canAddPerson(form: ProcurationForm, party: Party): boolean {
  return peopleOf(form, party).length < MAX_PEOPLE_PER_PARTY;
}

/** A new empty card after the last one of the party; nothing past MAX_PEOPLE_PER_PARTY. */
export function addPerson(form: ProcurationForm, party: Party): ProcurationForm {
  return canAddPerson(form, party) ? withPeople(form, party, [...peopleOf(form, party), emptyPerson()]) : form;
}

/**
 * Removes an added card (never the first) with its drawing and, for a mandataire, its acceptance
 * (docs/decisions/218, 220); the cards after it move up, each with its own.
 */
export function removePerson(form: ProcurationForm, slot: PersonSlot): ProcurationForm {
  const { party, index } = partyOfSlot(slot);
  const people = peopleOf(form, party);
  if (index === 0 || index >= people.length) return form;
  return {
    ...withPeople(
      form,
      party,
      people.filter((_, at) => at !== index),
    ),
    cosignatures: afterRemoval(form.cosignatures, slot),
    acceptances: afterRemoval(form.acceptances, slot),
  };
}

/** What is kept by card once `removed` goes: the removed card's entry is dropped, each later card's moves up with its person. */
export function afterRemoval<Slot extends PersonSlot, Value>(
  bySlot: Partial<Record<Slot, Value>>,
  removed: PersonSlot,
): Partial<Record<Slot, Value>> {
  const { party, index } = partyOfSlot(removed);
  const moved = { ...bySlot };
  for (let at = index; at < MAX_PEOPLE_PER_PARTY; at += 1) {
    const value = bySlot[slotOf(party, at + 1) as Slot];
    const slot = slotOf(party, at) as Slot;
    if (value === undefined) delete moved[slot];
    else moved[slot] = value;
  }
  return moved;
}

export function setAttorneysAct(form: ProcurationForm, attorneysAct: AttorneysAct): ProcurationForm {
  return { ...form, attorneysAct };
}

function withPeople(form: ProcurationForm, party: Party, people: Person[]): ProcurationForm {
  const [first = emptyPerson(), ...others] = people;
  return { ...form, [party]: first, [OTHERS[party]]: others };
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

/**
 * A detail's new value (DETAIL_FIELDS). Typing in "Fait à" makes the place the person's own: it no
 * longer follows the mandant's city.
 */
export function setDetail<Key extends DetailFieldKey>(form: ProcurationForm, key: Key, value: Details[Key]): ProcurationForm {
  return { ...form, [key]: value };
}

/** Leaving "Fait à" blank gives it back to the mandant's city. */
export function settleSignaturePlace<Form extends Pick<ProcurationForm, 'signaturePlace'>>(form: Form): Form {
  return form.signaturePlace !== null && form.signaturePlace.trim() === '' ? { ...form, signaturePlace: null } : form;
}

/** What "Fait à" shows: the place typed, or the mandant's city while none is. */
export function shownSignaturePlace(form: Pick<ProcurationForm, 'signaturePlace'> & { grantor: Pick<Person, 'city'> }): string {
  return form.signaturePlace ?? form.grantor.city;
}

/** The place the document names after "Fait à": the one typed, or else the mandant's city. */
export function signaturePlaceOf(form: Pick<ProcurationForm, 'signaturePlace' | 'grantor'>): string {
  // A place made only of invisible characters prints nothing: the city stands in for it (docs/decisions/075).
  const typed = form.signaturePlace;
  return typed !== null && hasVisibleText(typed) ? typed.trim() : form.grantor.city.trim();
}

function computedEndDate(start: Date | undefined, duration: string, current: Date | undefined): Date | undefined {
  if (isFixedDuration(duration)) return start ? endDateFor(start, duration) : undefined;
  return duration === DURATION_OTHER ? current : undefined;
}
