/** Fixtures for the editable copies' tests: a one-person and a two-mandant procuration, and a package's files. */
import { unzipSync, strFromU8 } from 'fflate';
import { addPerson, updatePerson, type Person, type ProcurationForm } from '../domain/form.ts';
import { bankingForm, NOW } from '../pdf/fixtures.test-helper.ts';

export { NOW };

/** The one-person case: a mandant, a mandataire, a saved signature. */
export function onePersonForm(): ProcurationForm {
  return bankingForm();
}

const SECOND_GRANTOR: Person = {
  lastName: 'Dupont',
  firstName: 'Claire',
  birthDate: new Date(1992, 3, 3),
  address: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  phone: '06 11 22 33 44',
  email: '',
  birthPlace: '',
  idType: '',
  idNumber: '',
  civility: 'Madame',
};

/** The two-mandant case: a second mandant beside the first. */
export function twoMandantForm(): ProcurationForm {
  const form = addPerson(bankingForm(), 'grantor');
  return (Object.keys(SECOND_GRANTOR) as Array<keyof Person>).reduce(
    (next, field) => updatePerson(next, 'grantor2', field, SECOND_GRANTOR[field]),
    form,
  );
}

/** Every file of a zip package, as bytes. */
export function packageFiles(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** One file of a zip package as text. */
export function packageText(bytes: Uint8Array, path: string): string {
  const file = unzipSync(bytes, { filter: (entry) => entry.name === path })[path];
  if (!file) throw new Error(`No ${path} in the package`);
  return strFromU8(file);
}
