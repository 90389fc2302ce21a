/**
 * The stored form the payment tests send and expect back: the people of the browser tests
 * (e2e/procuration-page.ts), a banking procuration of three months from 01/03/2030 (still to come, so the coherence checks pass), as a page
 * from before the optional fields of specification §19 would store it. One definition; each test
 * changes what it needs.
 */
import type { StoredForm, StoredPerson } from './stored-form.ts';

/** The smallest real PNG (1×1), valid for the signature's schema. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const STORED_GRANTOR: StoredPerson = {
  firstName: 'Jean',
  lastName: 'Dupont',
  birthDate: '1990-05-15',
  address: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  phone: '06 12 34 56 78',
  email: '',
};

export const STORED_ATTORNEY: StoredPerson = {
  firstName: 'Élodie',
  lastName: 'Martin',
  birthDate: '1985-11-02',
  address: '3 avenue Jean Jaurès',
  postalCode: '69007',
  city: 'Lyon',
  phone: '07 98 76 54 32',
  email: '',
};

export function storedForm(changes: Partial<StoredForm> = {}): StoredForm {
  return {
    grantor: STORED_GRANTOR,
    attorney: STORED_ATTORNEY,
    type: 'Bancaire',
    customType: '',
    duration: '3 mois',
    startDate: '2030-03-01',
    endDate: '2030-06-01',
    authorizedOperations: ["Retrait d'argent"],
    customOperation: '',
    signature: null,
    ...changes,
  };
}
