/**
 * With several people (cards added), each signatory after the first mandant (docs/decisions/099): who they are,
 * whether a drawing came from their phone or with an acceptance, and "Signer sur un téléphone" for them
 * while no acceptance stands; "Retirer cette signature" takes an acceptance away with its drawing
 * (docs/decisions/222). Whoever has no drawing signs by hand on the printed paper. Loaded only once the list is shown, with the check that
 * keeps all the drawings within the room of one.
 */
import { useId } from 'react';
import { fullName, peopleOf, type AttorneySlot, type PersonSlot, type ProcurationForm } from '../../domain/form.ts';
import { drawingOf, type Signatory } from '../../domain/signatures.ts';
import { formatDisplayDate, fromIsoDate } from '../../domain/dates.ts';

export { whyNotKept } from './drawing-room.ts';

interface CosignerListProps {
  form: ProcurationForm;
  cosigners: Signatory[];
  /** Whether a relay serves phones (the button is not shown otherwise). */
  relayAvailable: boolean;
  onSignOnPhone: (slot: PersonSlot) => void;
  onRemoveDrawing: (slot: PersonSlot) => void;
}

export function CosignerList({ form, cosigners, relayAvailable, onSignOnPhone, onRemoveDrawing }: CosignerListProps) {
  const titleId = useId();
  return (
    <section className="cosigners" aria-labelledby={titleId}>
      <h3 id={titleId} className="cosigners__title">
        Les autres signataires
      </h3>
      <p className="field__hint">Chacun peut signer avec le doigt sur son propre téléphone, ou signera à la main sur le papier imprimé.</p>
      <ul className="cosigners__list">
        {cosigners.map((signatory) => (
          <CosignerRow
            key={signatory.slot}
            name={signatoryName(form, signatory)}
            drawing={drawingOf(form, signatory.slot)}
            acceptedOn={form.acceptances[signatory.slot as AttorneySlot]}
            relayAvailable={relayAvailable}
            onSignOnPhone={() => onSignOnPhone(signatory.slot)}
            onRemoveDrawing={() => onRemoveDrawing(signatory.slot)}
          />
        ))}
      </ul>
    </section>
  );
}

interface CosignerRowProps {
  name: string;
  drawing: string | null;
  /** The day the relay received a mandataire's acceptance (docs/decisions/218), when the drawing is theirs from it. */
  acceptedOn: string | undefined;
  relayAvailable: boolean;
  onSignOnPhone: () => void;
  onRemoveDrawing: () => void;
}

function CosignerRow({ name, drawing, acceptedOn, relayAvailable, onSignOnPhone, onRemoveDrawing }: CosignerRowProps) {
  const nameId = useId();
  return (
    <li>
      <div className="cosigner" role="group" aria-labelledby={nameId}>
        <p id={nameId} className="cosigner__name">
          {name}
        </p>
        <p className="signature-status">{statusOf(drawing, acceptedOn)}</p>
        {drawing && <img className="signature-preview" src={drawing} alt={`Signature dessinée\u00a0: ${name}`} />}
        <div className="button-row">
          {relayAvailable && acceptedOn === undefined && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onSignOnPhone}>
              Signer sur un téléphone
            </button>
          )}
          {drawing && (
            <button type="button" className="button button--secondary" onClick={onRemoveDrawing}>
              Retirer cette signature
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * How a signatory's drawing came: accepted from afar (docs/decisions/220), drawn on a phone, or none
 * yet. The day as the form's dates show it (jj/mm/aaaa): the day in words would bring the French
 * calendar's code to this list, and its name to the page's first visit.
 */
function statusOf(drawing: string | null, acceptedOn: string | undefined): string {
  if (drawing === null) return 'À signer à la main sur le papier imprimé.';
  const day = acceptedOn === undefined ? undefined : fromIsoDate(acceptedOn);
  return day === undefined ? 'Signée sur un téléphone.' : `Acceptée le ${formatDisplayDate(day)}.`;
}

/** "Mandant 2 : Claire Dupont", "Mandataire : Loïc Martin"; the role alone while no name is typed. */
export function signatoryName(form: ProcurationForm, { party, index, person }: Signatory): string {
  const role = party === 'grantor' ? 'Mandant' : 'Mandataire';
  const numbered = peopleOf(form, party).length > 1 ? `${role} ${index + 1}` : role;
  const name = fullName(person).trim();
  return name === '' ? numbered : `${numbered}\u00a0: ${name}`;
}
