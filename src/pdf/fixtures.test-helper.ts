/** The clock of the PDF tests and the procurations several of them print, built with the test factory (docs/decisions/133). */
import { OPERATION_TO_SPECIFY } from '../domain/catalogue.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { aSignedForm } from '../domain/test-factory.test-helper.ts';

/** "22 novembre 2026, 10:30" in Paris: the clock of the tests. */
export const NOW = new Date('2026-11-22T09:30:00Z');

/** A procuration of type Autre with a custom type and a custom operation. */
export function customForm(customType: string, customOperation: string): ProcurationForm {
  return aSignedForm({ type: 'Autre', customType, authorizedOperations: [OPERATION_TO_SPECIFY], customOperation });
}

/** A vehicle sale by one mandant to three mandataires, each signing too, every detail given: two pages. */
export function vehicleSaleThreeMandatairesForm(): ProcurationForm {
  return aSignedForm({
    grantor: { civility: 'Monsieur', firstName: 'Marc', lastName: 'Durand', birthPlace: 'Bordeaux' },
    otherAttorneys: [
      { firstName: 'Inès', lastName: 'Martin', address: '8 rue Nationale', postalCode: '59000', city: 'Lille' },
      { firstName: 'Paul', lastName: 'Roux', address: '3 place Bellecour', postalCode: '69002', city: 'Lyon' },
    ],
    type: 'Véhicules',
    authorizedOperations: ['Vente de véhicule', 'Immatriculation'],
    objectDetails: 'Peugeot 208 immatriculée AB-123-CD, numéro VIN VF3ABCDEF12345678, au prix minimum de 8 000 €',
    attorneySignatureBlock: true,
  });
}
