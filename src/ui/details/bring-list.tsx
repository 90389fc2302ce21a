/**
 * "À apporter" (docs/decisions/029, 042): once procuration.pdf is made, beside the toast, what to
 * bring for the type and operations it was made for, read from the same table as the verdict. Hidden again when
 * the type changes. The live region around it announces it when it appears.
 */
import { useEffect, useId, useState } from 'react';
import { fullName, severalPeople, type ProcurationForm } from '../../domain/form.ts';
import { signingPeople } from '../../domain/signatures.ts';
import { onProcurationMade } from '../procuration/generate-pdf.ts';
import { useTypeVerdicts } from '../rules/type-verdicts-module.ts';

export function BringList({ currentType }: { currentType: string }) {
  const titleId = useId();
  // The type and operations the PDF was made for: the page's, or on return from payment the stored record's.
  const [made, setMade] = useState<
    Pick<ProcurationForm, 'type' | 'authorizedOperations' | 'grantor' | 'otherGrantors'> & { signing: string[] }
  >();
  const madeType = made?.type;
  useEffect(
    () =>
      onProcurationMade((form) =>
        setMade({
          type: form.type,
          authorizedOperations: form.authorizedOperations,
          signing: severalPeople(form) ? signingPeople(form).map(({ person }) => fullName(person)) : [],
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
            {/* With a company mandant, the proof it exists and its representative's power, each once (docs/decisions/147). */}
            {verdict.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
            {/* Several people sign (docs/decisions/051): each brings an identity document. */}
            {made && made.signing.length > 0 && <li>{`une pièce d'identité de chaque signataire\u00a0: ${made.signing.join(', ')}`}</li>}
          </ul>
          <p className="field__hint">{verdicts?.BRING_NOTE}</p>
        </section>
      )}
    </div>
  );
}
