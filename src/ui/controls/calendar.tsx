/**
 * The button "Sélectionner une date" beside a date field. The calendar itself (calendar-dialog.tsx)
 * is loaded when first wanted — prefetched when the pointer or the focus reaches the button — so
 * it stays out of the first load.
 */
import { lazy, Suspense, useRef, useState } from 'react';

export const CALENDAR_BUTTON_LABEL = 'Sélectionner une date';

const loadCalendarDialog = () => import('./calendar-dialog.tsx');
const CalendarDialog = lazy(() => loadCalendarDialog().then(({ CalendarDialog }) => ({ default: CalendarDialog })));
const prefetchCalendarDialog = () => void loadCalendarDialog().catch(() => undefined);

export function CalendarButton({ selected, onSelect }: { selected: Date | undefined; onSelect: (date: Date) => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="calendar-anchor">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={CALENDAR_BUTTON_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onPointerEnter={prefetchCalendarDialog}
        onFocus={prefetchCalendarDialog}
      >
        <CalendarIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog
            selected={selected}
            onSelect={(date) => {
              onSelect(date);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M7 3v4M17 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
      />
    </svg>
  );
}
