/**
 * The cards of one party, mandants or mandataires (docs/decisions/051): the first card, the added
 * ones, the button that adds one (unavailable past MAX_PEOPLE_PER_PARTY, saying why) and, with two
 * mandataires or more, how they act.
 */
import { useId } from 'react';
import {
  addPerson,
  canAddPerson,
  MAX_PEOPLE_PER_PARTY,
  peopleOf,
  setAttorneysAct,
  slotOf,
  type Party,
  type ProcurationForm,
} from '../../domain/form.ts';
import { fieldId } from '../controls/field-ids.ts';
import type { FormUpdate } from '../state/page-state.ts';
import { addButtonId, focusSoon } from './card-focus.ts';
import { type CardEnd, PersonCard } from './person-card.tsx';

const ADD_LABELS: Record<Party, string> = { grantor: 'Ajouter un mandant', attorney: 'Ajouter un mandataire' };
const LIMIT_NOTES: Record<Party, string> = {
  grantor: `${MAX_PEOPLE_PER_PARTY} mandants au plus\u00a0: retirez-en un pour en ajouter un autre.`,
  attorney: `${MAX_PEOPLE_PER_PARTY} mandataires au plus\u00a0: retirez-en un pour en ajouter un autre.`,
};

/** The radio group's name and its two options, a contract (docs/decisions/051). */
const ACT_LEGEND = 'Les mandataires agissent';
const ACT_OPTIONS = [
  { value: 'separately', label: 'Chacun séparément' },
  { value: 'together', label: 'Ensemble' },
] as const;

interface PartyCardsProps {
  party: Party;
  form: ProcurationForm;
  onChange: FormUpdate;
  /** What the shell adds at the end of each card of this party. */
  cardEnd?: CardEnd;
}

export function PartyCards({ party, form, onChange, cardEnd }: PartyCardsProps) {
  const limitNoteId = useId();
  const actLegendId = useId();
  const people = peopleOf(form, party);
  const canAdd = canAddPerson(form, party);
  const add = () => {
    if (!canAdd) return;
    onChange((current) => addPerson(current, party));
    // The new card's first field, once React has drawn it.
    focusSoon(fieldId(`${slotOf(party, people.length)}.civility`));
  };
  return (
    <div className="party-cards">
      {people.map((person, index) => {
        const slot = slotOf(party, index);
        // Keyed by the count too: removing a card redraws those after it with their own values.
        return (
          <PersonCard
            key={`${slot}-${people.length}`}
            slot={slot}
            person={person}
            onChange={onChange}
            removable={index > 0}
            end={cardEnd}
          />
        );
      })}
      {party === 'attorney' && people.length > 1 && (
        <fieldset className="card act-together" aria-labelledby={actLegendId}>
          <legend id={actLegendId} className="card__title">
            {ACT_LEGEND}
          </legend>
          {ACT_OPTIONS.map((option) => (
            <label key={option.value} className="checkbox">
              <input
                type="radio"
                name="attorneys-act"
                value={option.value}
                checked={form.attorneysAct === option.value}
                onChange={() => onChange((current) => setAttorneysAct(current, option.value))}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="party-cards__add">
        <button
          type="button"
          id={addButtonId(party)}
          className="button button--secondary"
          aria-disabled={canAdd ? undefined : true}
          aria-describedby={canAdd ? undefined : limitNoteId}
          onClick={add}
        >
          {ADD_LABELS[party]}
        </button>
        {!canAdd && (
          <p id={limitNoteId} className="field__hint">
            {LIMIT_NOTES[party]}
          </p>
        )}
      </div>
    </div>
  );
}
