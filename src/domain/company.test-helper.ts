/** A company mandant the tests share (docs/decisions/126). */
import { emptyPerson, type Person } from './form.ts';

/** Dupont Immobilier, an SCI whose gérante is Jeanne Lefèvre; no birth date asked of her. */
export const SCI: Person = {
  ...emptyPerson(),
  mandantKind: 'company',
  companyName: 'Dupont Immobilier',
  legalForm: 'SCI',
  legalFormOther: '',
  siren: '732 829 320',
  rcsCity: 'Lyon',
  representativeRole: 'Gérante',
  civility: 'Madame',
  firstName: 'Jeanne',
  lastName: 'Lefèvre',
  address: '8 quai Saint-Vincent',
  postalCode: '69001',
  city: 'Lyon',
  phone: '04 78 00 00 01',
};
