/** "Détails de la Procuration" (SPEC.md §2): type, dates, duration and authorised operations. */
import { useId } from 'react';
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
import { DateField } from './date-field.tsx';
import { fieldId } from './field-ids.ts';

interface DetailsCardProps {
  form: ProcurationForm;
  onChange: (update: (form: ProcurationForm) => ProcurationForm) => void;
  onFirstInteraction: () => void;
}

export function DetailsCard({ form, onChange, onFirstInteraction }: DetailsCardProps) {
  const titleId = useId();
  const operations = operationsFor(form.type);
  const endDateEditable = isEndDateEditable(form);
  return (
    <section className="card" aria-labelledby={titleId} onFocus={onFirstInteraction} onPointerDown={onFirstInteraction}>
      <h2 id={titleId} className="card__title">
        Détails de la Procuration
      </h2>
      <div className="card__body card__body--details">
        <div className="field">
          <label htmlFor={fieldId('type')}>Type de procuration</label>
          <select
            id={fieldId('type')}
            value={form.type}
            aria-required="true"
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
        </div>
        {form.type === TYPE_OTHER && (
          <div className="field">
            <label htmlFor={fieldId('customType')}>Précisez le type</label>
            <input
              id={fieldId('customType')}
              type="text"
              aria-required="true"
              value={form.customType}
              onChange={(event) => onChange((current) => setCustomType(current, event.target.value))}
            />
          </div>
        )}
        <DateField
          id={fieldId('startDate')}
          label="Date de début"
          value={form.startDate}
          onChange={(date) => onChange((current) => setStartDate(current, date))}
          withCalendar
          required
        />
        <div className="field">
          <label htmlFor={fieldId('duration')}>Durée</label>
          <select
            id={fieldId('duration')}
            value={form.duration}
            aria-required="true"
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
        </div>
        <DateField
          id={fieldId('endDate')}
          label="Date de fin"
          value={form.endDate}
          onChange={(date) => onChange((current) => setEndDate(current, date))}
          readOnly={!endDateEditable}
          withCalendar
          required={form.duration === DURATION_OTHER}
          hint={endDateEditable ? undefined : 'Calculée à partir de la date de début et de la durée.'}
        />
        <fieldset className="operations" id={fieldId('authorizedOperations')} tabIndex={-1}>
          <legend>Opérations autorisées</legend>
          {operations.length === 0 ? (
            <p className="field__hint">Choisissez d&apos;abord le type de procuration.</p>
          ) : (
            <ul className="operations__list">
              {operations.map((operation) => (
                <li key={operation}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
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
        {form.authorizedOperations.includes(OPERATION_TO_SPECIFY) && (
          <div className="field">
            <label htmlFor={fieldId('customOperation')}>Précisez l&apos;opération autorisée</label>
            <textarea
              id={fieldId('customOperation')}
              rows={3}
              aria-required="true"
              value={form.customOperation}
              onChange={(event) => onChange((current) => setCustomOperation(current, event.target.value))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
