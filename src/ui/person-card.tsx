/** A person block (SPEC.md §2): mandant or mandataire. */
import { useId } from 'react';
import type { Party, Person, PersonTextField } from '../domain/form.ts';
import { DateField } from './date-field.tsx';
import { FieldErrorMessage, useFieldError } from './field-error.tsx';
import { fieldId } from './field-ids.ts';

const CARD_TITLES: Record<Party, string> = {
  grantor: 'Informations du Mandant',
  attorney: 'Informations du Mandataire',
};

interface TextFieldSpec {
  field: PersonTextField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'email';
}

const NAME_FIELDS: TextFieldSpec[] = [
  { field: 'lastName', label: 'Nom *', autoComplete: 'family-name' },
  { field: 'firstName', label: 'Prénom *', autoComplete: 'given-name' },
];

const CONTACT_FIELDS: TextFieldSpec[] = [
  { field: 'address', label: 'Adresse *', autoComplete: 'street-address' },
  { field: 'postalCode', label: 'Code postal *', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'city', label: 'Ville *', autoComplete: 'address-level2' },
  { field: 'phone', label: 'Téléphone *', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { field: 'email', label: 'Email (optionnel)', autoComplete: 'email', type: 'email', inputMode: 'email' },
];

interface PersonCardProps {
  party: Party;
  person: Person;
  onChange: <K extends keyof Person>(field: K, value: Person[K]) => void;
}

export function PersonCard({ party, person, onChange }: PersonCardProps) {
  const titleId = useId();
  // Autofill sections keep the browser from copying one person's details into the other's card.
  const autofill = (token: string) => `section-${party} ${token}`;
  const renderField = (spec: TextFieldSpec) => (
    <PersonTextInput
      key={spec.field}
      party={party}
      spec={spec}
      autoComplete={autofill(spec.autoComplete)}
      value={person[spec.field]}
      onChange={(value) => onChange(spec.field, value)}
    />
  );
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {CARD_TITLES[party]}
      </h2>
      <div className="card__body">
        {NAME_FIELDS.map(renderField)}
        <DateField
          path={`${party}.birthDate`}
          label="Date de naissance *"
          value={person.birthDate}
          onChange={(date) => onChange('birthDate', date)}
          autoComplete={autofill('bday')}
          required
        />
        {CONTACT_FIELDS.map(renderField)}
      </div>
    </section>
  );
}

interface PersonTextInputProps {
  party: Party;
  spec: TextFieldSpec;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function PersonTextInput({ party, spec, autoComplete, value, onChange }: PersonTextInputProps) {
  const path = `${party}.${spec.field}` as const;
  const error = useFieldError(path);
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{spec.label}</label>
      <input
        id={fieldId(path)}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={autoComplete}
        aria-required={spec.field !== 'email' || undefined}
        aria-invalid={error.invalid || undefined}
        aria-describedby={error.describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldErrorMessage state={error} />
    </div>
  );
}
