/**
 * "Détails de la Procuration" (specification §2): type, dates, duration and authorised operations;
 * under the type, the verdict on what the document is worth (docs/decisions/029); then the precise object,
 * the place of signature and the two signature choices (specification §19).
 */
import { memo, useId, type ReactNode } from 'react';
import { DURATION_OTHER, DURATIONS, OPERATION_TO_SPECIFY, operationsFor, PROCURATION_TYPES, TYPE_OTHER } from '../../domain/catalogue.ts';
import {
  chooseDuration,
  chooseType,
  isEndDateEditable,
  setCustomOperation,
  setCustomType,
  setDetail,
  setEndDate,
  setStartDate,
  settleSignaturePlace,
  shownSignaturePlace,
  toggleOperation,
  type Person,
  type ProcurationForm,
} from '../../domain/form.ts';
import { DETAIL_FIELDS, type TextDetailField } from '../../domain/detail-fields.ts';
import { DETAIL_FIELD_LEGAL_HINTS } from '../../domain/legal-notices.ts';
import { OPTIONAL_MARK, REQUIRED_MARK } from '../../domain/person-fields.ts';
import { detailMaxLength, MAX_LINE_LENGTH, MAX_PARAGRAPH_LENGTH } from '../../domain/field-limits.ts';
import type { FieldPath } from '../../domain/validation.ts';
import { DateField } from '../controls/date-field.tsx';
import { FieldErrorMessage, useFieldError, type FieldErrorState } from '../controls/field-error.tsx';
import { fieldId } from '../controls/field-ids.ts';
import type { VerdictMandant } from '../../domain/type-verdicts.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';
import type { FormUpdate } from '../state/page-state.ts';

/**
 * The form as this card reads it: every detail, and of the people only the first mandant's city
 * (« Fait à » follows it) and what the verdict reads of each mandant. The type keeps the card from
 * reading more, and `showsTheSame` compares exactly this.
 */
export type DetailsCardForm = Omit<ProcurationForm, PeopleKey> & {
  grantor: VerdictMandant & Pick<Person, 'city'>;
  otherGrantors: readonly VerdictMandant[];
};

type PeopleKey = 'grantor' | 'attorney' | 'otherGrantors' | 'otherAttorneys';
const PEOPLE_KEYS: readonly string[] = ['grantor', 'attorney', 'otherGrantors', 'otherAttorneys'] satisfies PeopleKey[];

interface DetailsCardProps {
  form: DetailsCardForm;
  /** A ticked act of disposition makes the precise object required (docs/decisions/050). */
  objectRequired: boolean;
  onChange: FormUpdate;
}

/**
 * The card renders again only when what it shows changed: typing a person's name, say, skips it
 * (docs/decisions/165).
 */
export const DetailsCard = memo(function DetailsCard({ form, objectRequired, onChange }: DetailsCardProps) {
  const titleId = useId();
  const endDateEditable = isEndDateEditable(form);
  const verdicts = useTypeVerdicts(form.type !== '');
  const verdict = verdicts?.verdictFor(form);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Détails de la Procuration
      </h2>
      <div className="card__body card__body--details">
        <Control path="type" label={<Required>Type de procuration</Required>} hintId={verdict ? VERDICT_ID : undefined}>
          {(error) => (
            <select
              id={fieldId('type')}
              value={form.type}
              aria-required="true"
              aria-invalid={error.invalid || undefined}
              aria-describedby={error.describedBy}
              onChange={(event) => onChange((current) => chooseType(current, event.target.value))}
            >
              <option value="" disabled>
                Sélectionner le type
              </option>
              {PROCURATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Control>
        {verdicts && verdict && <verdicts.VerdictNotice id={VERDICT_ID} verdict={verdict} />}
        {form.type === TYPE_OTHER && (
          <Control path="customType" label={<Required>Précisez le type</Required>}>
            {(error) => (
              <input
                id={fieldId('customType')}
                type="text"
                maxLength={MAX_LINE_LENGTH}
                aria-required="true"
                aria-invalid={error.invalid || undefined}
                aria-describedby={error.describedBy}
                value={form.customType}
                onChange={(event) => onChange((current) => setCustomType(current, event.target.value))}
              />
            )}
          </Control>
        )}
        <DateField
          path="startDate"
          label={<Required>Date de début</Required>}
          placeholder="Sélectionner une date"
          hint="Format jj/mm/aaaa, ou choisissez dans le calendrier."
          value={form.startDate}
          onChange={(date) => onChange((current) => setStartDate(current, date))}
          withCalendar
          required
        />
        <Control path="duration" label={<Required>Durée</Required>}>
          {(error) => (
            <select
              id={fieldId('duration')}
              value={form.duration}
              aria-required="true"
              aria-invalid={error.invalid || undefined}
              aria-describedby={error.describedBy}
              onChange={(event) => onChange((current) => chooseDuration(current, event.target.value))}
            >
              <option value="" disabled>
                Sélectionner la durée
              </option>
              {DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {duration}
                </option>
              ))}
            </select>
          )}
        </Control>
        <DateField
          path="endDate"
          label={endDateEditable ? <Required>Date de fin</Required> : 'Date de fin'}
          value={form.endDate}
          onChange={(date) => onChange((current) => setEndDate(current, date))}
          readOnly={!endDateEditable}
          withCalendar
          required={form.duration === DURATION_OTHER}
          hint={
            endDateEditable
              ? 'Format jj/mm/aaaa, ou choisissez dans le calendrier.'
              : 'Calculée à partir de la date de début et de la durée.'
          }
        />
        <Operations form={form} onChange={onChange} />
        {form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && (
          <Control path="customOperation" label={<Required>Précisez l&apos;opération autorisée</Required>} wide>
            {(error) => (
              <textarea
                id={fieldId('customOperation')}
                rows={3}
                maxLength={MAX_PARAGRAPH_LENGTH}
                aria-required="true"
                aria-invalid={error.invalid || undefined}
                aria-describedby={error.describedBy}
                value={form.customOperation}
                onChange={(event) => onChange((current) => setCustomOperation(current, event.target.value))}
              />
            )}
          </Control>
        )}
        {DETAIL_FIELDS.map((spec) =>
          spec.kind === 'flag' ? (
            <Choice
              key={spec.key}
              label={spec.label}
              hint={DETAIL_FIELD_LEGAL_HINTS[spec.key] ?? spec.hint ?? ''}
              checked={form[spec.key]}
              onChange={(checked) => onChange((current) => setDetail(current, spec.key, checked))}
            />
          ) : (
            <DetailText
              key={spec.key}
              spec={spec}
              form={form}
              required={spec.key === 'objectDetails' && objectRequired}
              placeholder={spec.key === 'objectDetails' ? (verdict?.objectExample ?? OBJECT_PLACEHOLDER) : undefined}
              onChange={onChange}
            />
          ),
        )}
      </div>
    </section>
  );
}, showsTheSame);

function showsTheSame({ form: was, ...before }: DetailsCardProps, { form: is, ...after }: DetailsCardProps): boolean {
  return (
    before.objectRequired === after.objectRequired &&
    before.onChange === after.onChange &&
    Object.keys(is).every((key) => PEOPLE_KEYS.includes(key) || was[key as keyof DetailsCardForm] === is[key as keyof DetailsCardForm]) &&
    peopleShown(was) === peopleShown(is)
  );
}

/** What the card shows of the people, as text. */
function peopleShown({ grantor, otherGrantors }: DetailsCardForm): string {
  return JSON.stringify([grantor.city, ...[grantor, ...otherGrantors].map(({ mandantKind, legalForm }) => [mandantKind, legalForm])]);
}

const VERDICT_ID = 'type-verdict';
/** Before a type is chosen (or while its verdict loads), a placeholder for any type. */
const OBJECT_PLACEHOLDER = 'Ex. : numéro de compte ou de dossier, immatriculation, adresse du bien…';

/**
 * A required field's label, marked " *" as the page's legend says; the mark is hidden from the
 * accessible name, which is a contract, and aria-required says it instead
 * (docs/decisions/049).
 */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="required-mark">
        {REQUIRED_MARK}
      </span>
    </>
  );
}

interface DetailTextProps {
  spec: TextDetailField;
  form: DetailsCardForm;
  /** The precise object, once an act of disposition is ticked (docs/decisions/050). */
  required: boolean;
  placeholder: string | undefined;
  onChange: FormUpdate;
}

/** A detail's text: a few lines in a text area, one line in an input; "Fait à" shows the city it follows. */
function DetailText({ spec, form, required, placeholder, onChange }: DetailTextProps) {
  const followsCity = spec.key === 'signaturePlace';
  return (
    <Control path={spec.key} label={<DetailLabel spec={spec} required={required} />} hint={spec.hint} wide={spec.kind === 'paragraph'}>
      {(error) => {
        const control = {
          id: fieldId(spec.key),
          maxLength: detailMaxLength(spec),
          'aria-required': required || undefined,
          'aria-invalid': error.invalid || undefined,
          'aria-describedby': error.describedBy,
          value: followsCity ? shownSignaturePlace(form) : (form[spec.key] ?? ''),
        };
        if (spec.kind === 'paragraph') {
          return (
            <textarea
              {...control}
              rows={3}
              placeholder={placeholder}
              onChange={(event) => onChange((current) => setDetail(current, spec.key, event.target.value))}
            />
          );
        }
        return (
          <input
            {...control}
            type="text"
            autoComplete="off"
            onChange={(event) => onChange((current) => setDetail(current, spec.key, event.target.value))}
            onBlur={() => {
              // Left blank: back to the mandant's city (only then, so leaving the field clears no error mark).
              if (followsCity && settleSignaturePlace(form) !== form) onChange(settleSignaturePlace);
            }}
          />
        );
      }}
    </Control>
  );
}

/**
 * A detail's label, a name in the contract: "Rémunération (optionnel)", "Fait à". When the precise
 * object becomes required, the page shows " *" in place of " (optionnel)" while the accessible
 * name keeps its words (docs/decisions/050).
 */
function DetailLabel({ spec, required }: { spec: TextDetailField; required: boolean }) {
  if (!spec.optional) return <>{spec.label}</>;
  if (!required) return <>{`${spec.label}${OPTIONAL_MARK}`}</>;
  return (
    <>
      {spec.label}
      <span className="visually-hidden">{OPTIONAL_MARK}</span>
      <span aria-hidden="true" className="required-mark">
        {REQUIRED_MARK}
      </span>
    </>
  );
}

/** A checkbox named by its text, described by the hint under it. */
function Choice({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="field field--wide">
      <label className="checkbox">
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}

function Operations({ form, onChange }: { form: DetailsCardForm; onChange: FormUpdate }) {
  const operations = operationsFor(form.type);
  const error = useFieldError('authorizedOperations');
  return (
    <fieldset className="operations" id={fieldId('authorizedOperations')} tabIndex={-1} aria-describedby={error.describedBy}>
      <legend>
        <Required>Opérations autorisées</Required>
      </legend>
      <FieldErrorMessage state={error} />
      {operations.length === 0 ? (
        <p className="field__hint">Choisissez d&apos;abord le type de procuration.</p>
      ) : (
        <ul className="operations__list">
          {operations.map((operation) => (
            <li key={operation}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  aria-invalid={error.invalid || undefined}
                  checked={form.authorizedOperations.includes(operation)}
                  onChange={() => onChange((current) => toggleOperation(current, operation))}
                />
                <span>{operation}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface ControlProps {
  path: FieldPath;
  label: ReactNode;
  /** The id of a description shown elsewhere (the verdict under the type). */
  hintId?: string;
  /** A description shown under the control. */
  hint?: string;
  wide?: boolean;
  children: (error: FieldErrorState) => ReactNode;
}

/** A label, its control, its hint and, after a failed "Générer", the message at fault. */
function Control({ path, label, hintId, hint, wide, children }: ControlProps) {
  const ownHintId = hint === undefined ? undefined : `${fieldId(path)}-hint`;
  const error = useFieldError(path, hintId ?? ownHintId);
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={fieldId(path)}>{label}</label>
      {children(error)}
      <FieldErrorMessage state={error} />
      {hint !== undefined && (
        <p id={ownHintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
