/** Fixtures for the editable copies' tests: procurations of one page and of two, and a package's files. */
import { unzipSync, strFromU8 } from 'fflate';
import type { ProcurationForm } from '../domain/form.ts';
import { customForm, NOW, vehicleSaleThreeMandatairesForm } from '../pdf/fixtures.test-helper.ts';
import { aSignedForm } from '../domain/test-factory.test-helper.ts';
import { SCI } from '../domain/company.test-helper.ts';

export { NOW };

/** The one-person case: a mandant, a mandataire, a saved signature. */
export function onePersonForm(): ProcurationForm {
  return aSignedForm();
}

/** The two-mandant case: a second mandant beside the first. */
export function twoMandantForm(): ProcurationForm {
  return aSignedForm({
    otherGrantors: [
      {
        civility: 'Madame',
        lastName: 'Dupont',
        firstName: 'Claire',
        birthDate: new Date(1992, 3, 3),
        address: '12 rue de la Paix',
        postalCode: '75002',
        city: 'Paris',
        phone: '06 11 22 33 44',
        email: '',
      },
    ],
  });
}

/** One mandant, one mandataire, every optional detail filled, three operations with their powers, an object of 200 characters. */
export function fullOnePageForm(): ProcurationForm {
  const object =
    'Compte courant n° 12345678901 ouvert à la Banque Populaire Auvergne Rhône Alpes, agence de Lyon Part-Dieu, et livret A n° 98765432109 ouvert à la même agence, carte bancaire n° 4970 1234 5678 9012 xxx';
  return aSignedForm({
    grantor: { civility: 'Madame', birthPlace: 'Lyon', idType: "Carte nationale d'identité", idNumber: 'X4RTBPFW4' },
    attorney: {
      civility: 'Monsieur',
      birthPlace: 'Saint-Étienne',
      idType: 'Passeport',
      idNumber: '19AB12345',
      email: 'loic.martin@example.fr',
    },
    objectDetails: object.slice(0, 200),
    substitutionAllowed: true,
    attorneySignatureBlock: true,
  });
}

/** Two women, acting separately, for one woman: a mandant and two mandataires, the mandataires signing too. */
export function twoMandatairesForm(): ProcurationForm {
  return aSignedForm({
    grantor: { firstName: 'Anne', lastName: 'Moreau', civility: 'Madame', address: '11 rue Nationale' },
    attorney: { firstName: 'Hélène', lastName: 'Petit', civility: 'Madame' },
    otherAttorneys: [
      { firstName: 'Agathe', lastName: 'Roux', civility: 'Madame', address: '8 rue Nationale', postalCode: '59000', city: 'Lille' },
    ],
    attorneySignatureBlock: true,
  });
}

/** A custom operation long enough to need a second page. */
export function longCustomOperationForm(): ProcurationForm {
  return customForm('Gestion locative', 'Représenter le mandant auprès du syndic et des locataires. '.repeat(45).trim());
}

/** The cases whose page count the editable copies keep: the PDF's, one page or two. */
export const PAGE_COUNT_CASES: ReadonlyArray<{ name: string; form: () => ProcurationForm }> = [
  { name: 'one mandant and one mandataire', form: onePersonForm },
  { name: 'every optional detail, one page', form: fullOnePageForm },
  { name: 'two mandants', form: twoMandantForm },
  { name: 'two mandataires signing too', form: twoMandatairesForm },
  { name: 'a vehicle sale to three mandataires', form: vehicleSaleThreeMandatairesForm },
  { name: 'a long custom operation', form: longCustomOperationForm },
  // Its place to sign has room for its stamp, in the copies as in the PDF (docs/decisions/154, 158).
  { name: 'an SCI and its stamp', form: () => aSignedForm({ grantor: SCI }) },
];

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
