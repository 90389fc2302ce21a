/**
 * A French month calendar (weeks start on Monday) in a small dialog, operable with the keyboard:
 * arrows move by day and week, Page Up/Down by month (with Shift, by year), Home/End to the week's
 * ends, Enter or Space choose, Escape closes and gives focus back to the button.
 */
import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WEEK_STARTS_ON } from '../../domain/constants.ts';
import { NBSP } from '../../domain/french-typography.ts';

const weekOptions = { weekStartsOn: WEEK_STARTS_ON } as const;

// The browser's own French names (Intl): no locale data in the bundle.
const monthTitle = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });
const weekdayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short' });
const dayLabel = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export function CalendarDialog({
  selected,
  onSelect,
  onClose,
}: {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  onClose: () => void;
}) {
  const today = startOfDay(new Date());
  const [focused, setFocused] = useState(() => selected ?? today);
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusedRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Focus follows the keyboard (and the opening), not the month buttons.
  const focusDay = useRef(true);
  useEffect(() => {
    if (focusDay.current) focusedRef.current?.focus();
  }, [focused]);

  useEffect(() => {
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const anchor = dialogRef.current?.parentElement;
      if (anchor && !anchor.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [onClose]);

  const weeks = monthWeeks(focused);
  const move = (date: Date, { fromKeyboard = false } = {}) => {
    focusDay.current = fromKeyboard;
    setFocused(date);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const next = keyboardMove(event, focused);
    if (next) {
      event.preventDefault();
      move(next, { fromKeyboard: true });
    }
  };

  return (
    <div
      ref={dialogRef}
      className="calendar"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="calendar__header">
        <button type="button" className="icon-button" aria-label="Mois précédent" onClick={() => move(addMonths(focused, -1))}>
          ‹
        </button>
        <h2 id={titleId} className="calendar__title" aria-live="polite">
          {monthHeading(focused)}
        </h2>
        <button type="button" className="icon-button" aria-label="Mois suivant" onClick={() => move(addMonths(focused, 1))}>
          ›
        </button>
      </div>
      <table className="calendar__grid" role="grid" aria-labelledby={titleId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.getDay()} scope="col" abbr={weekdayLong.format(day)}>
                {weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.getTime()}>
              {week.map((day) => {
                const isFocused = isSameDay(day, focused);
                const isSelected = selected !== undefined && isSameDay(day, selected);
                return (
                  <td key={day.getTime()} aria-selected={isSelected}>
                    <button
                      ref={isFocused ? focusedRef : undefined}
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      className="calendar__day"
                      data-outside={!isSameMonth(day, focused) || undefined}
                      data-selected={isSelected || undefined}
                      aria-label={dayLabel.format(day)}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function monthWeeks(month: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), weekOptions),
    end: endOfWeek(endOfMonth(month), weekOptions),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

function keyboardMove(event: KeyboardEvent, from: Date): Date | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'PageUp':
      return event.shiftKey ? addYears(from, -1) : addMonths(from, -1);
    case 'PageDown':
      return event.shiftKey ? addYears(from, 1) : addMonths(from, 1);
    case 'Home':
      return startOfWeek(from, weekOptions);
    case 'End':
      return startOfDay(endOfWeek(from, weekOptions));
    default:
      return undefined;
  }
}

/** "décembre 2025": a month name in lower case, as French writes it, held to its year by a no-break space. */
function monthHeading(month: Date): string {
  return monthTitle.format(month).replaceAll(' ', NBSP);
}
