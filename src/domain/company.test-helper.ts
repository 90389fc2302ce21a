/** A company mandant the tests share (docs/decisions/126). */
import { emptyPerson, type Person } from './form.ts';
import type { StoredPerson } from './stored-form.ts';
import { aStoredPerson } from './test-factory.test-helper.ts';

/** The SCI's own fields, as the card "Une société" asks them. */
const SCI_FIELDS = {
  mandantKind: 'company',
  companyName: 'Dupont Immobilier',
  legalForm: 'SCI',
  legalFormOther: '',
  siren: '732 829 320',
  rcsCity: 'Lyon',
  representativeRole: 'Gérante',
} as const;

/** Dupont Immobilier, an SCI whose gérante is Jeanne Lefèvre; no birth date asked of her. */
export const SCI: Person = {
  ...emptyPerson(),
  ...SCI_FIELDS,
  civility: 'Madame',
  firstName: 'Jeanne',
  lastName: 'Lefèvre',
  address: '8 quai Saint-Vincent',
  postalCode: '69001',
  city: 'Lyon',
  phone: '04 78 00 00 01',
};

/**
 * The SCI as the procuration's template names it, the values of its company blocks (companyParty,
 * companySignatureLabel in content/legal/documents/procuration.liquid): tests read those blocks by key.
 */
export const SCI_WORDS = {
  association: false,
  elided: false,
  form: 'SCI',
  name: 'Dupont Immobilier',
  siren: '732 829 320',
  city: 'Lyon',
  office: '8 quai Saint-Vincent, 69001 Lyon',
  representative: 'Madame Jeanne Lefèvre',
  role: 'gérante',
  representativeAgreement: 'e',
} as const;

/** The same SCI as the page stores it (a stored form's mandant), no birth date asked of its gérante. */
export const STORED_SCI: StoredPerson = aStoredPerson({ birthDate: null, ...SCI_FIELDS });
