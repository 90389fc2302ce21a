/**
 * The one test factory (docs/decisions/133): every test that needs a person or a form starts here and
 * says only what it changes. Each builder takes overrides: a field given replaces the default, a
 * person given in part (`grantor: { lastName: 'Durand' }`) is merged into the default person, and a
 * field nobody names keeps the value of the one definition of the shape (emptyPerson, emptyForm),
 * so a field added to the form breaks no test that does not care about it.
 */
import { isFixedDuration } from './catalogue.ts';
import { endDateFor } from './dates.ts';
import { emptyForm, emptyPerson, type Person, type ProcurationForm } from './form.ts';
import type { StoredForm, StoredPerson } from './stored-form.ts';
import { signaturePng } from './test-signature.test-helper.ts';

export { signaturePng };

/** The smallest real PNG (1×1), valid for the signature's schema. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The mandant: every required field filled, an email, the optional fields (civility, identity…) empty. */
export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    ...emptyPerson(),
    lastName: 'Lefèvre',
    firstName: 'Jeanne',
    birthDate: new Date(1958, 2, 14),
    address: "12 rue de l'Église",
    postalCode: '69003',
    city: 'Lyon',
    phone: '06 12 34 56 78',
    email: 'jeanne.lefevre@example.fr',
    ...overrides,
  };
}

/** The mandataire: another person, with no email. */
export function aMandataire(overrides: Partial<Person> = {}): Person {
  return aPerson({
    lastName: 'Martin',
    firstName: 'Loïc',
    birthDate: new Date(1985, 10, 2),
    address: '5 avenue Jean-Jaurès',
    postalCode: '75019',
    city: 'Paris',
    phone: '07 98 76 54 32',
    email: '',
    ...overrides,
  });
}

/** What a test changes in a form: any field, the people in part (each merged into the default person). */
export type FormOverrides = Partial<Omit<ProcurationForm, 'grantor' | 'attorney' | 'otherGrantors' | 'otherAttorneys'>> & {
  grantor?: Partial<Person>;
  attorney?: Partial<Person>;
  /** Mandants 2, 3…, each merged into aPerson(). */
  otherGrantors?: Partial<Person>[];
  /** Mandataires 2, 3…, each merged into aMandataire(). */
  otherAttorneys?: Partial<Person>[];
};

/**
 * A banking procuration for three months from 1 December 2026 (ending 1 March 2027), three
 * operations, not signed: as a person fills it in on the page. A start date or a fixed duration
 * given recomputes the end date, as the page does, unless the end date is given too.
 */
export function aForm(overrides: FormOverrides = {}): ProcurationForm {
  const { grantor, attorney, otherGrantors = [], otherAttorneys = [], ...rest } = overrides;
  const startDate = 'startDate' in rest ? rest.startDate : new Date(2026, 11, 1);
  const duration = rest.duration ?? '3 mois';
  const endDate = 'endDate' in rest ? rest.endDate : startDate && isFixedDuration(duration) ? endDateFor(startDate, duration) : undefined;
  return {
    ...emptyForm(),
    type: 'Bancaire',
    authorizedOperations: ['Consultation de solde', "Retrait d'argent", 'Gestion de compte'],
    ...rest,
    grantor: aPerson(grantor),
    attorney: aMandataire(attorney),
    otherGrantors: otherGrantors.map((person) => aPerson(person)),
    otherAttorneys: otherAttorneys.map((person) => aMandataire(person)),
    startDate,
    duration,
    endDate,
  };
}

/** aForm() with the mandant's drawing as the pad saves it (signaturePng()), unless another is given. */
export function aSignedForm(overrides: FormOverrides = {}): ProcurationForm {
  return aForm({ signature: signaturePng(), ...overrides });
}

/**
 * The stored mandant (local storage, the server's payment record): the page's persona of the browser
 * tests (e2e/procuration-page.ts types it), as a page from before the optional fields of
 * specification §19 stores it — the fields added later absent.
 */
export function aStoredPerson(overrides: Partial<StoredPerson> = {}): StoredPerson {
  return {
    firstName: 'Jean',
    lastName: 'Dupont',
    birthDate: '1990-05-15',
    address: '12 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    phone: '06 12 34 56 78',
    email: '',
    ...overrides,
  };
}

/** The stored mandataire. */
export function aStoredMandataire(overrides: Partial<StoredPerson> = {}): StoredPerson {
  return aStoredPerson({
    firstName: 'Élodie',
    lastName: 'Martin',
    birthDate: '1985-11-02',
    address: '3 avenue Jean Jaurès',
    postalCode: '69007',
    city: 'Lyon',
    phone: '07 98 76 54 32',
    ...overrides,
  });
}

/** What a test changes in a stored form: any field, the two first people in part. */
export type StoredFormOverrides = Partial<Omit<StoredForm, 'grantor' | 'attorney'>> & {
  grantor?: Partial<StoredPerson>;
  attorney?: Partial<StoredPerson>;
};

/**
 * The stored form the server and payment tests send and expect back (the payload of
 * server/record/storable-form.ts): a banking procuration of three months from 01/03/2030 (still to
 * come, so the coherence checks pass on any day), one operation, not signed, stored as a page from
 * before the optional fields would store it.
 */
export function aStoredForm(overrides: StoredFormOverrides = {}): StoredForm {
  const { grantor, attorney, ...rest } = overrides;
  return {
    grantor: aStoredPerson(grantor),
    attorney: aStoredMandataire(attorney),
    type: 'Bancaire',
    customType: '',
    duration: '3 mois',
    startDate: '2030-03-01',
    endDate: '2030-06-01',
    authorizedOperations: ["Retrait d'argent"],
    customOperation: '',
    signature: null,
    ...rest,
  };
}
