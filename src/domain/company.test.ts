import { describe, expect, test } from 'vitest';
import {
  ASSOCIATION_NUMBER_MESSAGE,
  associationNumbers,
  COMPANY_FIELDS,
  companyFieldSpec,
  companyOf,
  companyProblems,
  formatSiren,
  isValidSiren,
  RNA_MESSAGE,
  SIREN_MESSAGE,
} from './company.ts';
import { craftedCompanies } from './crafted-company.test-helper.ts';
import { listPrintProblems } from './readiness.ts';
import { aSignedForm } from './test-factory.test-helper.ts';
import { emptyForm, type Person, type ProcurationForm } from './form.ts';
import { SCI } from './company.test-helper.ts';
import { listFormFailures } from './validation.ts';
import { salvageStoredForm } from './form-storage.ts';
import { storedFormSchema } from './stored-form.ts';
import { toStoredForm } from './stored-form-codec.ts';
import { aStoredForm } from './test-factory.test-helper.ts';

describe('the SIREN and its key', () => {
  test.each(['732829320', '732 829 320', '356000000', '552\u00a0100\u00a0554'])('%s is accepted', (siren) => {
    expect(isValidSiren(siren)).toBe(true);
  });

  test.each(['732829321', '73282932', '7328293200', 'ABC829320', ''])('%s is refused', (siren) => {
    expect(isValidSiren(siren)).toBe(false);
  });

  test('the paper groups its digits by three, never broken across lines', () => {
    expect(formatSiren('732829320')).toBe('732\u00a0829\u00a0320');
  });
});

describe('a company mandant is checked field by field', () => {
  const withGrantor = (grantor: Person): ProcurationForm => ({ ...emptyForm(), grantor });
  const grantorFailures = (grantor: Person) => listFormFailures(withGrantor(grantor)).filter(({ field }) => field.startsWith('grantor.'));

  test('a complete company with no birth date for its representative lacks nothing', () => {
    expect(grantorFailures(SCI)).toEqual([]);
  });

  test('a wrong SIREN is refused with its message, the rest kept', () => {
    const failures = grantorFailures({ ...SCI, siren: '732 829 321' });
    expect(failures).toEqual([{ field: 'grantor.siren', message: SIREN_MESSAGE, fieldMessage: SIREN_MESSAGE }]);
  });

  test('a missing dénomination and qualité are each named, "Autre" asks for its form', () => {
    const failures = grantorFailures({ ...SCI, companyName: ' ', representativeRole: '', legalForm: 'Autre' });
    expect(failures.map(({ field, fieldMessage }) => [field, fieldMessage])).toEqual([
      ['grantor.companyName', 'Veuillez indiquer la dénomination du mandant.'],
      ['grantor.legalFormOther', 'Veuillez indiquer la forme juridique du mandant.'],
      ['grantor.representativeRole', 'Veuillez indiquer la qualité du représentant du mandant.'],
    ]);
  });

  test('a person is checked as before: the company fields are not asked, the birth date is', () => {
    const person = { ...SCI, mandantKind: 'person' as const, companyName: '' };
    expect(companyProblems(person)).toEqual([]);
    expect(grantorFailures(person).map(({ field }) => field)).toEqual(['grantor.birthDate']);
  });
});

describe('stored, a company mandant comes back as typed', () => {
  test('the stored schema accepts it and the round trip keeps every field', () => {
    const stored = toStoredForm({ ...emptyForm(), grantor: SCI });
    expect(storedFormSchema.safeParse(JSON.parse(JSON.stringify(stored))).success).toBe(true);
    expect(salvageStoredForm(JSON.parse(JSON.stringify(stored))).grantor).toMatchObject({ ...SCI, birthDate: undefined });
  });

  test('an old save, without the kind, restores as a person', () => {
    const restored = salvageStoredForm(aStoredForm());
    expect(restored.grantor.mandantKind).toBeUndefined();
    expect(restored.grantor.lastName).toBe('Dupont');
  });

  test('a save with one broken field keeps the company fields', () => {
    const stored = { ...JSON.parse(JSON.stringify(toStoredForm({ ...emptyForm(), grantor: SCI }))), duration: 42 };
    expect(salvageStoredForm(stored).grantor).toMatchObject({
      mandantKind: 'company',
      siren: '732 829 320',
      companyName: 'Dupont Immobilier',
    });
  });

  test('an unknown kind is refused by the stored schema', () => {
    expect(storedFormSchema.safeParse(aStoredForm({ grantor: { mandantKind: 'robot' } as never })).success).toBe(false);
  });
});

describe('a company’s typed fields obey the rule a person’s do (docs/decisions/185)', () => {
  const problemsOf = (changes: Partial<Person>, form = aSignedForm({ grantor: { ...SCI, ...changes } })) =>
    listPrintProblems(form, { withSignature: false, today: new Date(2026, 10, 24) }).map(({ field, fieldMessage }) => [
      field,
      fieldMessage,
    ]);

  test.each(craftedCompanies())('$name is refused, the field named', ({ fields, key, label }) => {
    const [first] = problemsOf(fields);
    expect(first?.[0]).toBe(`grantor.${key}`);
    // By its label (« Dénomination »), or as « Veuillez indiquer la dénomination du mandant. » when nothing shows.
    const named = COMPANY_FIELDS.find((spec) => spec.key === key)?.named.replace(/^la /, '') ?? label;
    expect(first?.[1]?.toLowerCase()).toMatch(new RegExp(`${label}|${named}`.toLowerCase()));
  });

  test('nine zeros are no SIREN; a company as mandataire is refused; the SCI itself passes', () => {
    expect(isValidSiren('000 000 000')).toBe(false);
    expect(problemsOf({})).toEqual([]);
    const attorneyCompany = aSignedForm({ grantor: SCI, attorney: { ...SCI, firstName: 'Élodie' } });
    expect(problemsOf({}, attorneyCompany)[0]).toEqual([
      'attorney.mandantKind',
      "Le mandataire ne peut pas être une société sur ce formulaire\u00a0: seul un mandant peut l'être.",
    ]);
  });
});

describe('an association gives its SIREN or its RNA number (docs/decisions/175)', () => {
  const association = (siren: string): Person => ({ ...SCI, legalForm: 'Association', rcsCity: '', siren });
  const numberFailures = (siren: string) =>
    listFormFailures({ ...emptyForm(), grantor: association(siren) }).filter(({ field }) => field === 'grantor.siren');

  test('its card asks « Numéro SIREN ou RNA » and no RCS; a company keeps « Numéro SIREN »', () => {
    const labels = (person: Person) => COMPANY_FIELDS.flatMap((spec) => companyFieldSpec(spec, companyOf(person))?.label ?? []);
    expect(labels(association(''))).toContain('Numéro SIREN ou RNA');
    expect(labels(association(''))).not.toContain('Ville du RCS');
    expect(labels(SCI)).toEqual(expect.arrayContaining(['Numéro SIREN', 'Ville du RCS']));
  });

  test.each(['W595012345', 'w 595 012 345', '732 829 320', 'W595012345 / 732 829 320'])('%s is accepted', (number) => {
    expect(numberFailures(number)).toEqual([]);
  });

  test('an RNA number of the wrong shape has its own message', () => {
    expect(numberFailures('W59501234')).toEqual([{ field: 'grantor.siren', message: RNA_MESSAGE, fieldMessage: RNA_MESSAGE }]);
    expect(numberFailures('WA95012345')[0]?.message).toBe(RNA_MESSAGE);
  });

  test('digits that are no SIREN are refused as a SIREN, anything else as neither', () => {
    expect(numberFailures('732 829 321')[0]?.message).toBe(SIREN_MESSAGE);
    expect(numberFailures('Préfecture du Nord')[0]?.message).toBe(ASSOCIATION_NUMBER_MESSAGE);
  });

  test('missing, it is named as the card names it', () => {
    expect(numberFailures('')[0]?.fieldMessage).toBe('Veuillez indiquer le numéro SIREN ou RNA du mandant.');
  });

  test('a company is still asked for a SIREN: an RNA number is refused there', () => {
    expect(companyProblems({ ...SCI, siren: 'W595012345' })).toEqual([{ key: 'siren', problem: 'siren' }]);
  });

  test('the numbers are read apart, the RNA number in capitals', () => {
    expect(associationNumbers('w595012345')).toEqual({ rna: 'W595012345' });
    expect(associationNumbers('732829320 W595012345')).toEqual({ rna: 'W595012345', siren: '732829320' });
  });
});
