/**
 * "À apporter" (docs/decisions/029, 042): once procuration.pdf is made, beside the toast, what to
 * bring for the type and operations it was made for, read from the same table as the verdict. Hidden again when
 * the type changes. The live region around it announces it when it appears.
 */
import { useEffect, useId, useState } from 'react';
import type { ProcurationForm } from '../../domain/form.ts';
import { bringSignatories } from '../../domain/bring-signatories.ts';
import { onProcurationMade } from '../procuration/generate-pdf.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';

export function BringList({ currentType }: { currentType: string }) {
  const titleId = useId();
  // The type and operations the PDF was made for: the page's, or on return from payment the stored record's.
  const [made, setMade] = useState<
    Pick<ProcurationForm, 'type' | 'authorizedOperations' | 'grantor' | 'otherGrantors'> & { signatories: string[] }
  >();
  const madeType = made?.type;
  useEffect(
    () =>
      onProcurationMade((form) =>
        setMade({
          type: form.type,
          authorizedOperations: form.authorizedOperations,
          signatories: bringSignatories(form),
          grantor: form.grantor,
          otherGrantors: form.otherGrantors,
        }),
      ),
    [],
  );
  // Choosing another type on the page puts the list away.
  const [typeSeen, setTypeSeen] = useState(currentType);
  if (currentType !== typeSeen) {
    setTypeSeen(currentType);
    setMade(undefined);
  }
  const verdicts = useTypeVerdicts(madeType !== undefined);
  const verdict = made !== undefined && verdicts ? verdicts.verdictFor(made) : undefined;
  return (
    <div aria-live="polite">
      {verdict && (
        <section className="bring" aria-labelledby={titleId}>
          <h2 id={titleId} className="bring__title">
            À apporter
          </h2>
          <ul className="bring__list">
            {/* One identity line, naming each signatory when several sign; a company's proof and power, each once (docs/decisions/147, 178). */}
            {verdict.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="field__hint">{verdicts?.BRING_NOTE}</p>
        </section>
      )}
    </div>
  );
}
