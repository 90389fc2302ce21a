import { describe, expect, test } from 'vitest';
import { DURATION_MONTHS, DURATIONS, isFixedDuration, isProcurationType, operationsFor, PROCURATION_TYPES } from './catalogue.ts';

/** Specification §3 "Type list (21)" and "Authorised operations per type", copied character for character. */
const SPEC_OPERATIONS_BY_TYPE: [string, string[]][] = [
  [
    'Bancaire',
    [
      "Retrait d'argent",
      "Dépôt d'argent",
      'Gestion de compte',
      'Demande de chéquier',
      'Ouverture/fermeture de compte',
      'Demande de carte bancaire',
      'Consultation de solde',
    ],
  ],
  ['Électorale', ['Voter en mon nom', 'Collecte de documents électoraux', 'Inscription sur les listes électorales']],
  ['Médicale', ['Prise de décision médicale', 'Récupération de médicaments', 'Consultation de dossier médical', 'Hospitalisation']],
  ['Immobilière', ['Vente de propriété', 'Achat de propriété', 'Gestion de location', 'Travaux de rénovation', 'Signature de bail']],
  [
    'Administrative',
    ['Démarches administratives', 'Récupération de documents officiels', "Déclaration d'impôts", 'Demande de prestations sociales'],
  ],
  ['Juridique', ['Représentation en justice', 'Signature de contrats', 'Gestion de litiges']],
  ['Véhicules', ['Vente de véhicule', 'Achat de véhicule', 'Immatriculation', 'Passage au contrôle technique']],
  [
    'Entreprises',
    [
      'Gestion de compte professionnel',
      'Signature de contrats professionnels',
      'Représentation auprès des administrations',
      'Gestion des employés',
    ],
  ],
  ['Voyages', ['Réservation de billets', "Gestion d'hébergement", 'Récupération de bagages']],
  ['Animaux', ['Soins vétérinaires', "Garde d'animaux", "Adoption d'animaux"]],
  ['Enfants', ['Inscription scolaire', 'Sorties scolaires', 'Soins médicaux']],
  ['Finances Personnelles', ["Gestion de portefeuille d'investissement", 'Demande de prêt', 'Gestion de crédits']],
  ['Achats en Ligne', ['Passer des commandes', 'Retours de produits', 'Gestion des abonnements']],
  ['Loisirs', ['Réservation de spectacles', "Gestion d'abonnements culturels", 'Inscription à des activités']],
  ['Assurances', ['Souscription à une assurance', 'Gestion de sinistres', "Résiliation d'assurance"]],
  ['Télécommunications', ['Gestion de contrats mobiles', 'Demande de nouvelle ligne', 'Résiliation de contrat']],
  ['Services Publics', ['Demande de certificats', 'Gestion des factures', "Changement d'adresse"]],
  ['Achats Importants', ['Achat de biens de valeur', 'Négociation de prix', 'Retrait de biens']],
  ['Dons et Héritages', ['Gestion de dons', "Gestion d'héritage", 'Signature de documents notariés']],
  ['Services en Ligne', ['Gestion de comptes en ligne', 'Récupération de mots de passe', 'Fermeture de comptes']],
  ['Autre', ['À préciser']],
];

const SPEC_TYPES = [
  'Bancaire',
  'Électorale',
  'Médicale',
  'Immobilière',
  'Administrative',
  'Juridique',
  'Véhicules',
  'Entreprises',
  'Voyages',
  'Animaux',
  'Enfants',
  'Finances Personnelles',
  'Achats en Ligne',
  'Loisirs',
  'Assurances',
  'Télécommunications',
  'Services Publics',
  'Achats Importants',
  'Dons et Héritages',
  'Services en Ligne',
  'Autre',
];

const SPEC_DURATIONS = ['1 mois', '3 mois', '6 mois', '1 an', 'Autre'];

describe('procuration types', () => {
  test('there are 21 types, in the order of the specification', () => {
    expect(PROCURATION_TYPES).toHaveLength(21);
    expect(PROCURATION_TYPES).toEqual(SPEC_TYPES);
  });

  test('the type list and the operation list of the specification name the same types', () => {
    expect(SPEC_OPERATIONS_BY_TYPE.map(([type]) => type)).toEqual(SPEC_TYPES);
  });

  test.each(SPEC_OPERATIONS_BY_TYPE)('%s offers exactly its operations, in order', (type, operations) => {
    expect(operationsFor(type)).toEqual(operations);
  });

  test('Autre offers only "À préciser"', () => {
    expect(operationsFor('Autre')).toEqual(['À préciser']);
  });

  test('apostrophes in operation names are straight, never curly', () => {
    const all = PROCURATION_TYPES.flatMap((type) => operationsFor(type));
    expect(all.filter((operation) => operation.includes("'"))).toHaveLength(11);
    expect(all.some((operation) => /[\u2018\u2019]/.test(operation))).toBe(false);
  });

  test('every listed type is recognised as a type', () => {
    for (const type of SPEC_TYPES) expect(isProcurationType(type)).toBe(true);
  });

  test('an empty, unknown or differently written type is not a type and offers no operation', () => {
    for (const value of ['', 'Inconnu', 'bancaire', 'Electorale', ' Bancaire', 'toString', 'constructor', '__proto__']) {
      expect(isProcurationType(value)).toBe(false);
      expect(operationsFor(value)).toEqual([]);
    }
  });
});

describe('durations', () => {
  test('there are 5 durations, in the order of the specification', () => {
    expect(DURATIONS).toEqual(SPEC_DURATIONS);
  });

  test('the fixed durations add 1, 3, 6 and 12 months', () => {
    expect(DURATION_MONTHS).toEqual({ '1 mois': 1, '3 mois': 3, '6 mois': 6, '1 an': 12 });
  });

  test('every duration but Autre is fixed', () => {
    expect(SPEC_DURATIONS.filter((duration) => isFixedDuration(duration))).toEqual(['1 mois', '3 mois', '6 mois', '1 an']);
    expect(isFixedDuration('Autre')).toBe(false);
  });

  test('an empty or unknown duration is not fixed', () => {
    for (const value of ['', '2 mois', '1 An', 'toString']) expect(isFixedDuration(value)).toBe(false);
  });
});
