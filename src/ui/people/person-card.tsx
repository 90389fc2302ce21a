/** A person block (specification §2): mandant or mandataire. */
import { memo, useCallback, useId, type ReactNode } from 'react';
import { isMinorOn } from '../../domain/age.ts';
import { EMANCIPATED_HINT } from '../../domain/legal-notices.ts';
import { partyOfSlot, removePerson, updatePerson, type Party, type Person, type PersonSlot } from '../../domain/form.ts';
import { PARTY_ROLE_LINES } from '../../domain/legal-notices.ts';
import { cardLabelOf, isAskedOn, PERSON_FIELDS, personFieldLabel, type PersonField } from '../../domain/person-fields.ts';
import { personFieldMaxLength } from '../../domain/field-limits.ts';
import { DateField } from '../controls/date-field.tsx';
import { Disclosure } from '../controls/disclosure.tsx';
import { FieldErrorMessage, useFieldError } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import type { FormUpdate } from '../state/page-state.ts';
import { addButtonId, focusSoon } from './card-focus.ts';
import { lazyModule } from '../controls/lazy-module.ts';
import { isCompany, MANDANT_KIND_LABELS, MANDANT_KIND_LEGEND, MANDANT_KINDS, type MandantKind } from '../../domain/company-kind.ts';

/** A company's own fields, loaded once a card says "Une société" (docs/decisions/126). */
const companyParts = lazyModule(() => import('./company-fields.tsx'));

const CARD_TITLES: Record<Party, string> = {
  grantor: 'Informations du Mandant',
  attorney: 'Informations du Mandataire',
};

type TextFieldSpec = Exclude<PersonField, { kind: 'date' | 'choice' | 'flag' }>;
type ChoiceFieldSpec = Extract<PersonField, { kind: 'choice' }>;
type FlagFieldSpec = Extract<PersonField, { kind: 'flag' }>;
type DateFieldSpec = Extract<PersonField, { kind: 'date' }>;

/** How a field of the card changes its person: one function while the card's slot is the same, so unchanged fields skip their render. */
type PersonChange = <K extends keyof Person>(field: K, value: Person[K]) => void;

/** The summary the rows marked `folded` are folded under (docs/decisions/064). */
type FoldedField = Extract<PersonField, { folded: true }>;
const isFolded = (spec: PersonField): spec is FoldedField => spec.folded === true;
const FOLDED_SUMMARY = "Civilité, lieu de naissance, pièce d'identité (optionnel)";

/** What a choice shows before one is made: the field is optional. */
const NO_CHOICE = 'Non précisée';

/** "Retirer ce mandant", "Retirer ce mandataire": on every card but the first of its party. */
const REMOVE_LABELS: Record<Party, string> = {
  grantor: 'Retirer ce mandant',
  attorney: 'Retirer ce mandataire',
};

/** The first card keeps the specification's title; the others are "Informations du mandant 2"… */
export function cardTitle(slot: PersonSlot): string {
  const { party, index } = partyOfSlot(slot);
  return index === 0 ? CARD_TITLES[party] : `Informations du ${party === 'grantor' ? 'mandant' : 'mandataire'} ${index + 1}`;
}

interface PersonCardProps {
  slot: PersonSlot;
  person: Person;
  /** The page's one way to change the form (page-state.ts): the same function at every render. */
  onChange: FormUpdate;
  /** The card has its « Retirer » button: every card but the first of each party. */
  removable: boolean;
  /** What the shell adds at the card's end (a mandataire's « Envoyer pour acceptation »): one function for every render. */
  end?: CardEnd | undefined;
}

/** A part the shell places at the end of a card, given from outside so the people's room imports no other part (docs/decisions/061). */
export type CardEnd = (slot: PersonSlot) => ReactNode;

const shownFields = PERSON_FIELDS.filter((spec) => !isFolded(spec));
const foldedFields = PERSON_FIELDS.filter(isFolded);

/**
 * One person's card. Its props keep their identity while this person is unchanged (the form's other
 * people keep theirs, `onChange` is the page's one function), so typing in another card skips this
 * one's render (docs/decisions/165).
 */
export const PersonCard = memo(function PersonCard({ slot, person, onChange: onFormChange, removable, end }: PersonCardProps) {
  const titleId = useId();
  const { party } = partyOfSlot(slot);
  const onChange = useCallback<PersonChange>(
    (field, value) => onFormChange((current) => updatePerson(current, slot, field, value)),
    [slot, onFormChange],
  );
  const remove = () => {
    onFormChange((current) => removePerson(current, slot));
    focusSoon(addButtonId(party));
  };
  // A mandant card may describe a company: its fields, the registered office and the representative (docs/decisions/126).
  const company = party === 'grantor' && isCompany(person);
  const parts = companyParts.use(company);
  const asked = (spec: PersonField) => isAskedOn(spec, company);
  const labelOf = (spec: PersonField) => personFieldLabel({ ...spec, label: cardLabelOf(spec, company) });
  // Autofill sections keep the browser from copying one person's details into another's card.
  const autofill = (token: string) => (token === 'off' ? token : `section-${slot} ${token}`);
  // One control per row of PERSON_FIELDS, in its order (specification §13, §19).
  const renderField = (spec: PersonField) =>
    spec.kind === 'flag' ? (
      // "Mineur émancipé": only where it can matter, a mandant whose birth date makes a minor (docs/decisions/048).
      spec.onlyFor === party &&
      person.birthDate !== undefined &&
      isMinorOn(person.birthDate, new Date()) && (
        <PersonFlag key={spec.key} slot={slot} spec={spec} checked={person[spec.key] ?? false} onChange={onChange} />
      )
    ) : spec.kind === 'choice' ? (
      <PersonChoice
        key={spec.key}
        slot={slot}
        spec={spec}
        autoComplete={autofill(spec.autocomplete)}
        value={person[spec.key]}
        onChange={onChange}
      />
    ) : spec.kind === 'date' ? (
      <PersonDate
        key={spec.key}
        slot={slot}
        spec={spec}
        label={labelOf(spec)}
        autoComplete={autofill(spec.autocomplete)}
        value={person[spec.key]}
        onChange={onChange}
      />
    ) : (
      <PersonTextInput
        key={spec.key}
        slot={slot}
        spec={spec}
        label={labelOf(spec)}
        autoComplete={autofill(spec.autocomplete)}
        value={person[spec.key]}
        onChange={onChange}
      />
    );
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {cardTitle(slot)}
      </h2>
      <p className="card__subtitle">{PARTY_ROLE_LINES[party]}</p>
      <div className="card__body">
        {party === 'grantor' && <MandantKindChoice slot={slot} kind={person.mandantKind ?? 'person'} onChange={onChange} />}
        {company && parts && <parts.CompanyFields slot={slot} person={person} onChange={onChange} />}
        {shownFields.filter(asked).map(renderField)}
        <Disclosure
          summary={FOLDED_SUMMARY}
          filled={foldedFields.some((spec) => person[spec.key] !== '')}
          paths={foldedFields.map((spec) => `${slot}.${spec.key}` as const)}
        >
          {foldedFields.filter(asked).map(renderField)}
        </Disclosure>
      </div>
      {end?.(slot)}
      {removable && (
        <button type="button" className="button button--secondary card__remove" onClick={remove}>
          {REMOVE_LABELS[party]}
        </button>
      )}
    </section>
  );
});

interface PersonTextInputProps {
  slot: PersonSlot;
  spec: TextFieldSpec;
  /** The accessible name: the field's own, or the representative's or registered office's on a company's card. */
  label: string;
  autoComplete: string;
  value: string;
  onChange: PersonChange;
}

interface PersonChoiceProps {
  slot: PersonSlot;
  spec: ChoiceFieldSpec;
  autoComplete: string;
  value: string;
  onChange: PersonChange;
}

const PersonChoice = memo(function PersonChoice({ slot, spec, autoComplete, value, onChange }: PersonChoiceProps) {
  const path = `${slot}.${spec.key}` as const;
  const error = useFieldError(path);
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{personFieldLabel(spec)}</label>
      <select
        id={fieldId(path)}
        autoComplete={autoComplete}
        aria-invalid={error.invalid || undefined}
        aria-describedby={error.describedBy}
        value={value}
        onChange={(event) => onChange(spec.key, event.target.value)}
      >
        <option value="">{NO_CHOICE}</option>
        {spec.options.map((option) => (
          <option key={option.label} value={option.label}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorMessage state={error} />
    </div>
  );
});

const PersonFlag = memo(function PersonFlag({
  slot,
  spec,
  checked,
  onChange,
}: {
  slot: PersonSlot;
  spec: FlagFieldSpec;
  checked: boolean;
  onChange: PersonChange;
}) {
  const path = `${slot}.${spec.key}` as const;
  const hintId = `${fieldId(path)}-hint`;
  return (
    <div className="field">
      <label className="checkbox">
        <input
          id={fieldId(path)}
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(spec.key, event.target.checked)}
        />
        <span>{spec.label}</span>
      </label>
      <p id={hintId} className="field__hint">
        {EMANCIPATED_HINT}
      </p>
    </div>
  );
});

const PersonTextInput = memo(function PersonTextInput({ slot, spec, label, autoComplete, value, onChange }: PersonTextInputProps) {
  const path = `${slot}.${spec.key}` as const;
  const error = useFieldError(path);
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      <input
        id={fieldId(path)}
        type={spec.kind}
        inputMode={spec.inputMode}
        maxLength={personFieldMaxLength(spec)}
        autoComplete={autoComplete}
        aria-required={spec.required || undefined}
        aria-invalid={error.invalid || undefined}
        aria-describedby={error.describedBy}
        value={value}
        onChange={(event) => onChange(spec.key, event.target.value)}
      />
      <FieldErrorMessage state={error} />
    </div>
  );
});

interface PersonDateProps {
  slot: PersonSlot;
  spec: DateFieldSpec;
  label: string;
  autoComplete: string;
  value: Date | undefined;
  onChange: PersonChange;
}

const PersonDate = memo(function PersonDate({ slot, spec, label, autoComplete, value, onChange }: PersonDateProps) {
  return (
    <DateField
      path={`${slot}.${spec.key}`}
      label={label}
      value={value}
      onChange={(date) => onChange(spec.key, date)}
      autoComplete={autoComplete}
      required={spec.required}
    />
  );
});

/** Whether the mandant is a person or a company (docs/decisions/126): two native radios drawn as buttons side by side, one row of 44 px (docs/decisions/157). */
const MandantKindChoice = memo(function MandantKindChoice({
  slot,
  kind: chosen,
  onChange,
}: {
  slot: PersonSlot;
  kind: MandantKind;
  onChange: PersonChange;
}) {
  const legendId = useId();
  return (
    <fieldset className="field kind-choice" aria-labelledby={legendId}>
      <legend id={legendId}>{MANDANT_KIND_LEGEND}</legend>
      <div className="kind-choice__options">
        {MANDANT_KINDS.map((kind, index) => (
          <label key={kind} className="kind-choice__option">
            <input
              id={index === 0 ? fieldId(`${slot}.mandantKind`) : undefined}
              type="radio"
              name={`mandant-kind-${slot}`}
              value={kind}
              checked={chosen === kind}
              onChange={() => onChange('mandantKind', kind)}
            />
            <span>{MANDANT_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
