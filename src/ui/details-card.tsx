/** "Détails de la Procuration" (SPEC.md §2): type, dates, duration and authorised operations. */
import { useId, type ReactNode } from 'react';
import { DURATION_OTHER, DURATIONS, OPERATION_TO_SPECIFY, operationsFor, PROCURATION_TYPES, TYPE_OTHER } from '../domain/catalogue.ts';
import {
  chooseDuration,
  chooseType,
  isEndDateEditable,
  setCustomOperation,
  setCustomType,
  setEndDate,
  setStartDate,
  toggleOperation,
  type ProcurationForm,
} from '../domain/form.ts';
import { noticeForType } from '../domain/legal-notices.ts';
import type { FieldPath } from '../domain/validation.ts';
import { DateField } from './date-field.tsx';
import { FieldErrorMessage, useFieldError, type FieldErrorState } from './field-error.tsx';
import { fieldId } from './field-ids.ts';

type FormUpdate = (update: (form: ProcurationForm) => ProcurationForm) => void;

interface DetailsCardProps {
  form: ProcurationForm;
  onChange: FormUpdate;
  onFirstInteraction: () => void;
}

export function DetailsCard({ form, onChange, onFirstInteraction }: DetailsCardProps) {
  const titleId = useId();
  const endDateEditable = isEndDateEditable(form);
  const typeNotice = noticeForType(form.type);
  return (
    <section className="card" aria-labelledby={titleId} onFocus={onFirstInteraction} onPointerDown={onFirstInteraction}>
      <h2 id={titleId} className="card__title">
        Détails de la Procuration
      </h2>
      <div className="card__body card__body--details">
        <Control path="type" label="Type de procuration" hintId={typeNotice ? 'type-notice' : undefined}>
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
        {typeNotice && (
          <p id="type-notice" className="notice">
            {typeNotice}
          </p>
        )}
        {form.type === TYPE_OTHER && (
          <Control path="customType" label="Précisez le type">
            {(error) => (
              <input
                id={fieldId('customType')}
                type="text"
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
          label="Date de début"
          placeholder="Sélectionner une date"
          hint="Format jj/mm/aaaa, ou choisissez dans le calendrier."
          value={form.startDate}
          onChange={(date) => onChange((current) => setStartDate(current, date))}
          withCalendar
          required
        />
        <Control path="duration" label="Durée">
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
          label="Date de fin"
          value={form.endDate}
          onChange={(date) => onChange((current) => setEndDate(current, date))}
          readOnly={!endDateEditable}
          withCalendar
          required={form.duration === DURATION_OTHER}
          hint={endDateEditable ? 'Format jj/mm/aaaa, ou choisissez dans le calendrier.' : 'Calculée à partir de la date de début et de la durée.'}
        />
        <Operations form={form} onChange={onChange} />
        {form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && (
          <Control path="customOperation" label="Précisez l'opération autorisée" wide>
            {(error) => (
              <textarea
                id={fieldId('customOperation')}
                rows={3}
                aria-required="true"
                aria-invalid={error.invalid || undefined}
                aria-describedby={error.describedBy}
                value={form.customOperation}
                onChange={(event) => onChange((current) => setCustomOperation(current, event.target.value))}
              />
            )}
          </Control>
        )}
      </div>
    </section>
  );
}

function Operations({ form, onChange }: { form: ProcurationForm; onChange: FormUpdate }) {
  const operations = operationsFor(form.type);
  const error = useFieldError('authorizedOperations');
  return (
    <fieldset className="operations" id={fieldId('authorizedOperations')} tabIndex={-1} aria-describedby={error.describedBy}>
      <legend>Opérations autorisées</legend>
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
  label: string;
  hintId?: string;
  wide?: boolean;
  children: (error: FieldErrorState) => ReactNode;
}

/** A label, its control and, after a failed "Générer", the message at fault. */
function Control({ path, label, hintId, wide, children }: ControlProps) {
  const error = useFieldError(path, hintId);
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={fieldId(path)}>{label}</label>
      {children(error)}
      <FieldErrorMessage state={error} />
    </div>
  );
}
