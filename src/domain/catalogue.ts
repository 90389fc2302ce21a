/** The lists of specification §3, word for word. */

export const OPERATION_TO_SPECIFY = 'À préciser';
export const TYPE_OTHER = 'Autre';
export const DURATION_OTHER = 'Autre';

export const OPERATIONS_BY_TYPE = {
  Bancaire: [
    "Retrait d'argent",
    "Dépôt d'argent",
    'Gestion de compte',
    'Demande de chéquier',
    'Ouverture/fermeture de compte',
    'Demande de carte bancaire',
    'Consultation de solde',
  ],
  Électorale: ['Voter en mon nom', 'Collecte de documents électoraux', 'Inscription sur les listes électorales'],
  Médicale: ['Prise de décision médicale', 'Récupération de médicaments', 'Consultation de dossier médical', 'Hospitalisation'],
  Immobilière: ['Vente de propriété', 'Achat de propriété', 'Gestion de location', 'Travaux de rénovation', 'Signature de bail'],
  Administrative: [
    'Démarches administratives',
    'Récupération de documents officiels',
    "Déclaration d'impôts",
    'Demande de prestations sociales',
  ],
  Juridique: ['Représentation en justice', 'Signature de contrats', 'Gestion de litiges'],
  Véhicules: ['Vente de véhicule', 'Achat de véhicule', 'Immatriculation', 'Passage au contrôle technique'],
  Entreprises: [
    'Gestion de compte professionnel',
    'Signature de contrats professionnels',
    'Représentation auprès des administrations',
    'Gestion des employés',
  ],
  Voyages: ['Réservation de billets', "Gestion d'hébergement", 'Récupération de bagages'],
  Animaux: ['Soins vétérinaires', "Garde d'animaux", "Adoption d'animaux"],
  Enfants: ['Inscription scolaire', 'Sorties scolaires', 'Soins médicaux'],
  'Finances Personnelles': ["Gestion de portefeuille d'investissement", 'Demande de prêt', 'Gestion de crédits'],
  'Achats en Ligne': ['Passer des commandes', 'Retours de produits', 'Gestion des abonnements'],
  Loisirs: ['Réservation de spectacles', "Gestion d'abonnements culturels", 'Inscription à des activités'],
  Assurances: ['Souscription à une assurance', 'Gestion de sinistres', "Résiliation d'assurance"],
  Télécommunications: ['Gestion de contrats mobiles', 'Demande de nouvelle ligne', 'Résiliation de contrat'],
  'Services Publics': ['Demande de certificats', 'Gestion des factures', "Changement d'adresse"],
  'Achats Importants': ['Achat de biens de valeur', 'Négociation de prix', 'Retrait de biens'],
  'Dons et Héritages': ['Gestion de dons', "Gestion d'héritage", 'Signature de documents notariés'],
  'Services en Ligne': ['Gestion de comptes en ligne', 'Récupération de mots de passe', 'Fermeture de comptes'],
  [TYPE_OTHER]: [OPERATION_TO_SPECIFY],
} as const satisfies Record<string, readonly string[]>;

export type ProcurationType = keyof typeof OPERATIONS_BY_TYPE;

/** The 21 types, in the order of specification §3. */
export const PROCURATION_TYPES = Object.keys(OPERATIONS_BY_TYPE) as ProcurationType[];

export function isProcurationType(value: string): value is ProcurationType {
  return Object.hasOwn(OPERATIONS_BY_TYPE, value);
}

/** The operations offered for a type; none for an unknown or empty type. */
export function operationsFor(type: string): readonly string[] {
  return isProcurationType(type) ? OPERATIONS_BY_TYPE[type] : [];
}

/** Durations of specification §3, with the months each fixed one adds to the start date. */
export const DURATION_MONTHS = {
  '1 mois': 1,
  '3 mois': 3,
  '6 mois': 6,
  '1 an': 12,
} as const;

export type FixedDuration = keyof typeof DURATION_MONTHS;

export const DURATIONS = [...(Object.keys(DURATION_MONTHS) as FixedDuration[]), DURATION_OTHER] as const;

export function isFixedDuration(value: string): value is FixedDuration {
  return Object.hasOwn(DURATION_MONTHS, value);
}
