/**
 * A date typed as jj/mm/aaaa (digits only, slashes inserted) with, optionally, a calendar button.
 * The text is the person's; the date is derived from it only when it is a real date.
 */
import { useContext, useState, type ReactNode } from 'react';
import { BIRTH_DATE_MAX_LENGTH } from '../../domain/constants.ts';
import { formatDisplayDate, maskDateInput, parseDisplayDate } from '../../domain/dates.ts';
import { DATE_MESSAGES, INVALID_DATE_FORMAT_LOG } from '../../domain/page-messages.ts';
import type { FieldPath } from '../../domain/validation.ts';
import { CalendarButton } from './calendar.tsx';
import { FieldErrorContext, FieldErrorMessage, useFieldError } from './field-error.tsx';
import { fieldId } from './field-ids.ts';

const DATE_PLACEHOLDER = 'jj/mm/aaaa';

interface DateFieldProps {
  path: FieldPath;
  label: ReactNode;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  readOnly?: boolean;
  withCalendar?: boolean;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

export function DateField({
  path,
  label,
  value,
  onChange,
  readOnly,
  withCalendar,
  autoComplete,
  required,
  hint,
  placeholder = DATE_PLACEHOLDER,
}: DateFieldProps) {
  const id = fieldId(path);
  const [text, setText] = useState(() => (value ? formatDisplayDate(value) : ''));
  // When the date changes from outside (calendar, computed end date, reset), show it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const typedDate = parseDisplayDate(text);
    if (!sameDay(typedDate, value)) setText(value ? formatDisplayDate(value) : '');
  }

  const handleTyping = (typed: string) => {
    const masked = maskDateInput(typed);
    setText(masked);
    const date = parseDisplayDate(masked);
    if (masked.length === BIRTH_DATE_MAX_LENGTH && !date) console.warn(INVALID_DATE_FORMAT_LOG);
    if (!sameDay(date, value)) onChange(date);
  };

  // Left with a partial date, or a failed attempt marks it: say what is wrong with the text itself.
  const [left, setLeft] = useState(false);
  const flagged = useContext(FieldErrorContext).errors.has(path);
  const hintId = hint ? `${id}-hint` : undefined;
  const error = useFieldError(path, hintId, readOnly ? undefined : textProblem(text, left || flagged));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="date-field">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          placeholder={placeholder}
          maxLength={BIRTH_DATE_MAX_LENGTH}
          autoComplete={autoComplete ?? 'off'}
          value={text}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={error.invalid || undefined}
          aria-describedby={error.describedBy}
          onChange={(event) => {
            setLeft(false);
            handleTyping(event.target.value);
          }}
          onBlur={() => setLeft(true)}
        />
        {withCalendar && !readOnly && <CalendarButton selected={value} onSelect={onChange} />}
      </div>
      <FieldErrorMessage state={error} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * What is wrong with the typed text, if anything: ten characters that are no real date say so at
 * once; a partial date says the format once the person has left the field (or an attempt failed).
 */
function textProblem(text: string, settled: boolean): string | undefined {
  if (text === '' || parseDisplayDate(text)) return undefined;
  if (text.length === BIRTH_DATE_MAX_LENGTH) return DATE_MESSAGES.dateDoesNotExist(text);
  return settled ? DATE_MESSAGES.dateFormat : undefined;
}

function sameDay(a: Date | undefined, b: Date | undefined): boolean {
  return a?.getTime() === b?.getTime();
}
