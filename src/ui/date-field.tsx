/**
 * A date typed as jj/mm/aaaa (digits only, slashes inserted) with, optionally, a calendar button.
 * The text is the person's; the date is derived from it only when it is a real date.
 */
import { useState, type ReactNode } from 'react';
import { BIRTH_DATE_MAX_LENGTH } from '../domain/constants.ts';
import { formatDisplayDate, maskDateInput, parseDisplayDate } from '../domain/dates.ts';
import { INVALID_DATE_FORMAT_LOG } from '../domain/messages.ts';
import type { FieldPath } from '../domain/validation.ts';
import { CalendarButton } from './calendar.tsx';
import { FieldErrorMessage, useFieldError } from './field-error.tsx';
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

  const hintId = hint ? `${id}-hint` : undefined;
  const error = useFieldError(path, hintId);
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
          onChange={(event) => handleTyping(event.target.value)}
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

function sameDay(a: Date | undefined, b: Date | undefined): boolean {
  return a?.getTime() === b?.getTime();
}
