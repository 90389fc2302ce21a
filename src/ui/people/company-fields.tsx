/**
 * A company mandant's own fields (docs/decisions/126): Dénomination, Forme juridique (with
 * "Précisez" for Autre), Numéro SIREN, Ville du RCS, Qualité du représentant. Loaded only once a
 * card says "Une société", so the first load does not carry them.
 */
import {
  COMPANY_FIELDS,
  companyFieldSpec,
  companyOf,
  isAssociation,
  LEGAL_FORMS,
  MAX_COMPANY_FIELD_LENGTH,
  type CompanyFieldKey,
} from '../../domain/company.ts';
import type { Person, PersonSlot } from '../../domain/form.ts';
import { OPTIONAL_MARK, REQUIRED_MARK } from '../../domain/person-fields.ts';
import { FieldErrorMessage, useFieldError } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';

/** What the list shows before a form is chosen. */
const NO_FORM = 'Choisissez une forme';

/** Keyboard and autofill for each field: the SIREN is digits; the dénomination is the organisation's name. */
const INPUT_HINTS: Partial<Record<CompanyFieldKey, { inputMode?: 'numeric'; autoComplete: string }>> = {
  companyName: { autoComplete: 'organization' },
  siren: { inputMode: 'numeric', autoComplete: 'off' },
  representativeRole: { autoComplete: 'organization-title' },
};

interface CompanyFieldsProps {
  slot: PersonSlot;
  person: Person;
  onChange: (field: CompanyFieldKey, value: string) => void;
}

export function CompanyFields({ slot, person, onChange }: CompanyFieldsProps) {
  const company = companyOf(person);
  const autofill = (token: string) => (token === 'off' ? token : `section-${slot} ${token}`);
  return (
    <>
      {COMPANY_FIELDS.map((field) => {
        // An association's card asks « Numéro SIREN ou RNA » and no RCS (docs/decisions/175).
        const spec = companyFieldSpec(field, company);
        if (spec === undefined) return null;
        const label = `${spec.label}${spec.required ? REQUIRED_MARK : OPTIONAL_MARK}`;
        if (spec.key === 'legalForm') {
          return (
            <CompanyField key={spec.key} slot={slot} fieldKey={spec.key} label={label}>
              {(control) => (
                <select {...control} value={company.legalForm} onChange={(event) => onChange('legalForm', event.target.value)}>
                  <option value="">{NO_FORM}</option>
                  {LEGAL_FORMS.map((form) => (
                    <option key={form} value={form}>
                      {form}
                    </option>
                  ))}
                </select>
              )}
            </CompanyField>
          );
        }
        // An RNA number starts with the letter W: an association's number is typed on the full keyboard.
        const hints = spec.key === 'siren' && isAssociation(company) ? undefined : INPUT_HINTS[spec.key];
        return (
          <CompanyField key={spec.key} slot={slot} fieldKey={spec.key} label={label} hint={spec.hint}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode={hints?.inputMode}
                autoComplete={autofill(hints?.autoComplete ?? 'off')}
                maxLength={MAX_COMPANY_FIELD_LENGTH}
                aria-required={spec.required || undefined}
                value={company[spec.key]}
                onChange={(event) => onChange(spec.key, event.target.value)}
              />
            )}
          </CompanyField>
        );
      })}
    </>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function CompanyField({
  slot,
  fieldKey,
  label,
  hint,
  children,
}: {
  slot: PersonSlot;
  fieldKey: CompanyFieldKey;
  label: string;
  hint?: string | undefined;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const path = `${slot}.${fieldKey}` as const;
  const hintId = hint === undefined ? undefined : `${fieldId(path)}-hint`;
  const error = useFieldError(path, hintId);
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      {children({ id: fieldId(path), 'aria-invalid': error.invalid || undefined, 'aria-describedby': error.describedBy })}
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrorMessage state={error} />
    </div>
  );
}
