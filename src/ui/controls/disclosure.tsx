/**
 * Optional parts folded behind a native disclosure (docs/decisions/064): `<details>` and `<summary>`
 * give the keyboard and screen readers their behaviour for free. It opens by itself when a field
 * inside holds a value (a form restored from this device) or is at fault after a failed
 * "Générer" (the refusal's focus opens it too, src/ui/shell/app.tsx); nothing but the person closes it,
 * so a field never disappears under the person's hand.
 * Closed on the prerendered page and on the first render of the browser: hydration agrees.
 */
import { useContext, useState, type ReactNode } from 'react';
import type { FieldPath } from '../../domain/validation.ts';
import { FieldErrorContext } from './field-error.tsx';

interface DisclosureProps {
  /** The summary's words: what the fold holds. */
  summary: string;
  /** Some field inside holds a value. */
  filled: boolean;
  /** The fields inside, so one at fault opens it. */
  paths: readonly FieldPath[];
  children: ReactNode;
}

export function Disclosure({ summary, filled, paths, children }: DisclosureProps) {
  const { errors } = useContext(FieldErrorContext);
  const atFault = paths.some((path) => errors.has(path));
  const [opened, setOpened] = useState(false);
  // It opens when a field inside becomes filled or at fault (state adjusted while rendering: no
  // flash of a closed fold); the person may close it again, and nothing closes it but the person.
  const [seen, setSeen] = useState({ filled: false, atFault: false });
  if (seen.filled !== filled || seen.atFault !== atFault) {
    setSeen({ filled, atFault });
    if ((filled && !seen.filled) || (atFault && !seen.atFault)) setOpened(true);
  }
  return (
    <details className="disclosure" open={opened} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="disclosure__summary">{summary}</summary>
      <div className="disclosure__body">{children}</div>
    </details>
  );
}
