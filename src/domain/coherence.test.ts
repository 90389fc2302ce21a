import { describe, expect, test } from 'vitest';
import { documentTextOf } from '../../scripts/legal/legal-content.test-helper.ts';
import { isMinorOn } from './age.ts';
import { isOldEnoughToBeEmancipated } from './capacity.ts';
import { FIELD_MESSAGES } from './check-messages.ts';
import { fillText } from './legal-content/fill-text.ts';
import { checkDetailsCoherence, checkPersonCoherence } from './coherence.ts';
import { emptyForm, emptyPerson, type Person, type ProcurationForm } from './form.ts';

const TODAY = new Date(2026, 10, 24);
const born = (year: number, monthIndex: number, day: number): Person => ({ ...emptyPerson(), birthDate: new Date(year, monthIndex, day) });
const messagesOf = (problems: { key: string; message: string }[]) => problems.map(({ key, message }) => [key, message]);

describe('a person: the birth date and the age', () => {
  test('a birth date in the future is refused', () => {
    const { refusals } = checkPersonCoherence(born(2031, 0, 1), 'grantor', TODAY);
    expect(messagesOf(refusals)).toEqual([['birthDate', 'La date de naissance est dans le futur\u00a0: vérifiez-la.']]);
  });

  test('more than 120 years ago is refused; 120 years to the day is not', () => {
    expect(checkPersonCoherence(born(1906, 10, 23), 'attorney', TODAY).refusals[0]?.message).toBe(
      "Cette date de naissance donne plus de 120\u00a0ans\u00a0: vérifiez l'année.",
    );
    expect(checkPersonCoherence(born(1906, 10, 24), 'attorney', TODAY).refusals).toEqual([]);
  });

  test('a mandant under 18 is refused, and told about "Mineur émancipé"; from the 18th birthday on, not', () => {
    const minor = checkPersonCoherence(born(2008, 10, 25), 'grantor', TODAY);
    expect(minor.refusals[0]?.key).toBe('birthDate');
    // The words are the legal content's, read by key (content/legal/messages/checks.yaml).
    expect(minor.refusals[0]?.message).toBe(documentTextOf('checks', 'grantorMinor'));
    expect(minor.refusals[0]?.message).toContain('«\u00a0Mineur émancipé\u00a0»');
    expect(checkPersonCoherence(born(2008, 10, 24), 'grantor', TODAY).refusals).toEqual([]);
    expect(isMinorOn(new Date(2008, 10, 24), TODAY)).toBe(false);
    expect(isMinorOn(new Date(2008, 10, 25), TODAY)).toBe(true);
  });

  test('an emancipated mandant of 15 is refused: emancipation comes at 16 (Code civil art. 413-2)', () => {
    const fifteen = { ...born(2011, 0, 10), emancipated: true };
    expect(checkPersonCoherence(fifteen, 'grantor', TODAY).refusals).toEqual([
      { key: 'birthDate', message: FIELD_MESSAGES.grantorTooYoungToBeEmancipated },
    ]);
    expect(FIELD_MESSAGES.grantorTooYoungToBeEmancipated).toBe(documentTextOf('checks', 'grantorTooYoungToBeEmancipated'));
    expect(FIELD_MESSAGES.grantorTooYoungToBeEmancipated).toMatch(/moins de 16\u00a0ans/);
    // Sixteen on the day itself is old enough.
    expect(checkPersonCoherence({ ...born(2010, 10, 24), emancipated: true }, 'grantor', TODAY).refusals).toEqual([]);
    expect(checkPersonCoherence({ ...born(2010, 10, 25), emancipated: true }, 'grantor', TODAY).refusals).toHaveLength(1);
    expect(isOldEnoughToBeEmancipated(new Date(2010, 10, 24), TODAY)).toBe(true);
    expect(isOldEnoughToBeEmancipated(new Date(2010, 10, 25), TODAY)).toBe(false);
  });

  test('an emancipated minor mandant is not refused', () => {
    expect(checkPersonCoherence({ ...born(2009, 5, 1), emancipated: true }, 'grantor', TODAY).refusals).toEqual([]);
  });

  test('a minor mandataire is allowed, with a note citing article 1990', () => {
    const result = checkPersonCoherence(born(2012, 0, 1), 'attorney', TODAY);
    expect(result.refusals).toEqual([]);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]?.message).toBe(documentTextOf('checks', 'attorneyMinorNote'));
    expect(result.notes[0]?.message).toContain('art.\u00a01990');
  });

  test('no birth date: nothing to say (the specification’s check asks for it)', () => {
    expect(checkPersonCoherence(emptyPerson(), 'grantor', TODAY)).toEqual({ refusals: [], notes: [] });
  });
});

function period(changes: Partial<ProcurationForm>): ProcurationForm {
  return { ...emptyForm(), type: 'Bancaire', authorizedOperations: ["Retrait d'argent"], ...changes };
}

describe('the period', () => {
  test('an end before the start is refused under the end date', () => {
    const form = period({ duration: 'Autre', startDate: new Date(2027, 5, 1), endDate: new Date(2027, 0, 1) });
    expect(messagesOf(checkDetailsCoherence(form, TODAY).refusals)).toEqual([
      ['endDate', 'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.'],
    ]);
  });

  test('a period already over is refused: under the end date when typed, under the start date when computed', () => {
    const typed = period({ duration: 'Autre', startDate: new Date(2025, 0, 1), endDate: new Date(2026, 10, 23) });
    expect(checkDetailsCoherence(typed, TODAY).refusals.map((refusal) => refusal.key)).toEqual(['endDate']);
    const computed = period({ duration: '3 mois', startDate: new Date(2025, 2, 1), endDate: new Date(2025, 5, 1) });
    expect(messagesOf(checkDetailsCoherence(computed, TODAY).refusals)).toEqual([
      [
        'startDate',
        "Avec cette date de début, la procuration aurait pris fin le 01/06/2025, avant aujourd'hui\u00a0: choisissez une date de début plus récente.",
      ],
    ]);
  });

  test('a period ending today is still valid today', () => {
    const form = period({ duration: 'Autre', startDate: TODAY, endDate: TODAY });
    expect(checkDetailsCoherence(form, TODAY).refusals).toEqual([]);
  });

  test('a start before the day of the document is refused with its own message, dated by hand or not', () => {
    const backdated = period({ duration: '3 mois', startDate: new Date(2026, 10, 23), endDate: new Date(2027, 1, 23) });
    expect(checkDetailsCoherence(backdated, TODAY).refusals).toEqual([
      { key: 'startDate', message: FIELD_MESSAGES.startBeforeDocument(false) },
    ]);
    expect(FIELD_MESSAGES.startBeforeDocument(false)).toMatch(/^La date de début est antérieure à la date du document/);
    const handDated = { ...backdated, handDated: true };
    expect(checkDetailsCoherence(handDated, TODAY).refusals).toEqual([
      { key: 'startDate', message: FIELD_MESSAGES.startBeforeDocument(true) },
    ]);
    expect(FIELD_MESSAGES.startBeforeDocument(true)).toMatch(/avant le jour où le PDF est créé/);
    expect(checkDetailsCoherence({ ...backdated, startDate: TODAY, endDate: new Date(2027, 1, 24) }, TODAY).refusals).toEqual([]);
  });

  test('more than ten years gets a note under the end date, ten years exactly does not', () => {
    const long = period({ duration: 'Autre', startDate: new Date(2027, 0, 1), endDate: new Date(2037, 0, 2) });
    expect(checkDetailsCoherence(long, TODAY)).toEqual({
      refusals: [],
      notes: [{ key: 'endDate', message: fillText(documentTextOf('checks', 'longDurationNote'), { years: '10' }) }],
    });
    const ten = period({ duration: 'Autre', startDate: new Date(2027, 0, 1), endDate: new Date(2037, 0, 1) });
    expect(checkDetailsCoherence(ten, TODAY).notes).toEqual([]);
  });
});

describe('acts of disposition', () => {
  test('selling a property without its object is refused, the message saying what to write', () => {
    const form = period({ type: 'Immobilière', authorizedOperations: ['Vente de propriété'] });
    const [refusal] = checkDetailsCoherence(form, TODAY).refusals;
    expect(refusal?.key).toBe('objectDetails');
    expect(refusal?.message).toBe(
      "Pour la vente d'un bien immobilier, la procuration doit désigner précisément l'objet\u00a0: indiquez l'adresse complète du bien (et ses références cadastrales si vous les avez).",
    );
    expect(checkDetailsCoherence({ ...form, objectDetails: 'Appartement, 3 rue Mercière, 69002 Lyon' }, TODAY).refusals).toEqual([]);
  });

  test('a vehicle and a loan each say what identifies them; an act of administration asks nothing', () => {
    const vehicle = checkDetailsCoherence(period({ type: 'Véhicules', authorizedOperations: ['Vente de véhicule'] }), TODAY).refusals;
    expect(vehicle[0]?.message).toContain("l'immatriculation du véhicule");
    const loan = checkDetailsCoherence(
      period({ type: 'Finances Personnelles', authorizedOperations: ['Demande de prêt'] }),
      TODAY,
    ).refusals;
    expect(loan[0]?.message).toContain('le montant maximum');
    expect(checkDetailsCoherence(period({ authorizedOperations: ['Consultation de solde'] }), TODAY).refusals).toEqual([]);
  });

  test('spaces alone are no object', () => {
    const form = period({ type: 'Dons et Héritages', authorizedOperations: ["Gestion d'héritage"], objectDetails: '   ' });
    expect(checkDetailsCoherence(form, TODAY).refusals).toHaveLength(1);
  });
});
