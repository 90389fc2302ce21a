import { expect, test } from 'vitest';
import { INVALID_DATE_FORMAT_LOG, MESSAGES } from './messages.ts';

test('the validation and signature messages are those of specification §5, word for word', () => {
  expect(MESSAGES.grantorIncomplete).toBe('Veuillez remplir tous les champs obligatoires pour le mandant');
  expect(MESSAGES.attorneyIncomplete).toBe('Veuillez remplir tous les champs obligatoires pour le mandataire');
  expect(MESSAGES.typeRequired).toBe('Le type de procuration est obligatoire');
  expect(MESSAGES.customTypeRequired).toBe('Veuillez préciser le type de procuration');
  expect(MESSAGES.durationRequired).toBe('La durée de la procuration est obligatoire');
  expect(MESSAGES.startDateRequired).toBe('La date de début est obligatoire');
  expect(MESSAGES.endDateRequired).toBe('La date de fin est obligatoire pour une durée personnalisée');
  expect(MESSAGES.operationRequired).toBe('Veuillez sélectionner au moins une opération autorisée');
  expect(MESSAGES.customOperationRequired).toBe("Veuillez préciser l'opération autorisée personnalisée");
  expect(MESSAGES.signatureRequired).toBe("Veuillez d'abord sauvegarder votre signature avant de générer le PDF");
});

test('the payment and generation messages are those of specification §8, word for word', () => {
  expect(MESSAGES.paymentSucceeded).toBe('Paiement réussi ! Le PDF a été généré.');
  expect(MESSAGES.pdfFailed).toBe('Erreur lors de la génération du PDF.');
  expect(MESSAGES.paymentCanceled).toBe('Le paiement a été annulé.');
  expect(MESSAGES.checkoutFailed).toBe('Erreur lors de la création de la session de paiement.');
});

test('there is no message beyond those of the specification', () => {
  expect(Object.keys(MESSAGES)).toHaveLength(14);
});

test('an invalid birth date is logged with the corrected text "Format de date invalide"', () => {
  expect(INVALID_DATE_FORMAT_LOG).toBe('Format de date invalide');
});
