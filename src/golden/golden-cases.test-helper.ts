/**
 * The golden cases (issue 56, docs/decisions/180): real procurations, those of the practitioners'
 * reviews and at least one of every type, each committed under content/legal/golden/<name>/ as the
 * plain text of every document it yields. Each is built with the one test factory and says only what it
 * changes; the day is fixed (GOLDEN_TODAY) so the texts are the same on any machine and any day.
 */
import { OPERATION_TO_SPECIFY } from '../domain/catalogue.ts';
import { SCI } from '../domain/company.test-helper.ts';
import { emptyPerson, type Person, type ProcurationForm } from '../domain/form.ts';
import { aSignedForm, signaturePng } from '../domain/test-factory.test-helper.ts';
import { vehicleSaleThreeMandatairesForm } from '../pdf/fixtures.test-helper.ts';

/** "Fait à …, le 22 novembre 2026": the day of every golden paper, at 10:30 local time (the same day in every time zone). */
export const GOLDEN_TODAY = new Date(2026, 10, 22, 10, 30);

export interface GoldenCase {
  /** The folder under content/legal/golden/. */
  name: string;
  /** What the case is, in French, for the reviewer. */
  title: string;
  form: () => ProcurationForm;
}

const company = (fields: Partial<Person>): Partial<Person> => ({ ...emptyPerson(), mandantKind: 'company', ...fields });

const ASSOCIATION_MANDANT = company({
  companyName: 'Les Amis du Parc',
  legalForm: 'Association',
  // Most declared associations have only their RNA number (docs/decisions/175).
  siren: 'W353012345',
  representativeRole: 'Présidente',
  civility: 'Madame',
  firstName: 'Odile',
  lastName: 'Bernard',
  address: '4 allée des Tilleuls',
  postalCode: '35000',
  city: 'Rennes',
  phone: '02 99 00 00 01',
});

const SARL_MANDANT = company({
  companyName: 'Atelier Girard',
  legalForm: 'SARL',
  siren: '510 247 893',
  rcsCity: 'Nantes',
  representativeRole: 'Gérant',
  civility: 'Monsieur',
  firstName: 'Bruno',
  lastName: 'Girard',
  address: '17 rue de Strasbourg',
  postalCode: '44000',
  city: 'Nantes',
  phone: '02 40 00 00 02',
});

const SAS_MANDANT = company({
  companyName: 'Boulangerie Morel',
  legalForm: 'SAS',
  siren: '821 456 704',
  rcsCity: 'Dijon',
  representativeRole: 'Président',
  civility: 'Monsieur',
  firstName: 'Yves',
  lastName: 'Morel',
  address: '2 place Darcy',
  postalCode: '21000',
  city: 'Dijon',
  phone: '03 80 00 00 03',
});

/** Every optional detail of the people and of the paper, signed by everyone who can draw. */
function everyOptionForm(handDated: boolean): ProcurationForm {
  const form = aSignedForm({
    grantor: {
      civility: 'Madame',
      birthPlace: 'Villeurbanne',
      idType: "Carte nationale d'identité",
      idNumber: 'X4RTBPFW4',
    },
    attorney: {
      civility: 'Monsieur',
      birthPlace: 'Saint-Étienne',
      idType: 'Passeport',
      idNumber: '19AB12345',
      email: 'loic.martin@example.fr',
    },
    authorizedOperations: ["Retrait d'argent", 'Gestion de compte'],
    objectDetails: 'Compte courant n° 12345678901 ouvert à la Banque Populaire, agence de Lyon Part-Dieu',
    signaturePlace: 'Villeurbanne',
    handDated,
    remuneration: '50 € par mois',
    attorneySignatureBlock: true,
    substitutionAllowed: true,
  });
  return { ...form, cosignatures: { attorney: signaturePng() } };
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'vehicule-vendu-trois-mandataires-separement',
    title: 'Vente d’un véhicule par un mandant à trois mandataires agissant séparément',
    form: vehicleSaleThreeMandatairesForm,
  },
  {
    name: 'compte-joint',
    title: 'Compte joint : deux époux donnent procuration sur leur compte bancaire',
    form: () =>
      aSignedForm({
        grantor: { civility: 'Madame' },
        otherGrantors: [{ civility: 'Monsieur', firstName: 'Henri', birthDate: new Date(1956, 6, 9), email: '' }],
        authorizedOperations: ["Retrait d'argent", "Dépôt d'argent", 'Consultation de solde'],
        objectDetails: 'Compte joint n° 00012345678 ouvert au Crédit Mutuel, agence de Lyon Croix-Rousse',
      }),
  },
  { name: 'toutes-options-signee', title: 'Toutes les options, signée et datée du jour', form: () => everyOptionForm(false) },
  {
    name: 'toutes-options-datee-a-la-main',
    title: 'Toutes les options, date laissée en blanc à écrire à la main',
    form: () => everyOptionForm(true),
  },
  {
    name: 'vente-immobiliere-projet-notaire',
    title: 'Vente d’une maison : le projet à remettre au notaire',
    form: () =>
      aSignedForm({
        type: 'Immobilière',
        authorizedOperations: ['Vente de propriété'],
        objectDetails: 'Maison sise 3 chemin des Vignes, 69390 Vourles, cadastrée section AB n° 123, au prix minimum de 350 000 €',
      }),
  },
  {
    name: 'succession-deux-heritiers',
    title: 'Succession : deux héritiers donnent procuration pour régler la succession de leur mère',
    form: () =>
      aSignedForm({
        otherGrantors: [{ civility: 'Monsieur', firstName: 'Paul', lastName: 'Lefèvre', birthDate: new Date(1962, 1, 3), email: '' }],
        type: 'Dons et Héritages',
        authorizedOperations: ["Gestion d'héritage"],
        objectDetails: 'Succession de Madame Marie Lefèvre, décédée le 3 septembre 2026 à Lyon, réglée par Maître Rivière, notaire à Lyon',
      }),
  },
  {
    name: 'decision-medicale-nulle',
    title: 'Décision médicale : un pouvoir qui ne se délègue pas',
    form: () => aSignedForm({ type: 'Médicale', authorizedOperations: ['Prise de décision médicale'] }),
  },
  {
    name: 'medicale-medicaments-et-decision',
    title: 'Médicale : retirer des médicaments, avec une décision médicale cochée (nulle)',
    form: () => aSignedForm({ type: 'Médicale', authorizedOperations: ['Récupération de médicaments', 'Prise de décision médicale'] }),
  },
  {
    name: 'vote-nul',
    title: 'Voter : un pouvoir qui ne se donne pas sur ce papier',
    form: () => aSignedForm({ type: 'Électorale', authorizedOperations: ['Voter en mon nom'] }),
  },
  {
    name: 'electorale-documents',
    title: 'Électorale : retirer des documents électoraux',
    form: () => aSignedForm({ type: 'Électorale', authorizedOperations: ['Collecte de documents électoraux'] }),
  },
  {
    name: 'sci-vend-un-appartement',
    title: 'Une SCI vend un appartement',
    form: () =>
      aSignedForm({
        grantor: SCI,
        type: 'Immobilière',
        authorizedOperations: ['Vente de propriété'],
        objectDetails: 'Appartement de trois pièces, 8 quai Saint-Vincent, 69001 Lyon, lot n° 12, au prix minimum de 280 000 €',
      }),
  },
  {
    name: 'association-compte-bancaire',
    title: 'Une association donne procuration sur son compte bancaire',
    form: () =>
      aSignedForm({
        grantor: ASSOCIATION_MANDANT,
        authorizedOperations: ["Dépôt d'argent", 'Consultation de solde'],
        objectDetails: 'Compte n° 30004 00001 00012345678 ouvert à la Banque Populaire, agence de Rennes République',
      }),
  },
  {
    name: 'societe-bail-de-bureaux',
    title: 'Une SARL fait signer le bail de ses bureaux',
    form: () =>
      aSignedForm({
        grantor: SARL_MANDANT,
        type: 'Immobilière',
        authorizedOperations: ['Signature de bail'],
        objectDetails: 'Bail commercial de bureaux, 40 m², 9 rue Crébillon, 44000 Nantes, loyer annuel maximum 12 000 € hors charges',
      }),
  },
  {
    name: 'enfant-a-l-etranger',
    title: 'Un enfant en voyage à l’étranger : réserver et gérer son séjour',
    form: () =>
      aSignedForm({
        type: 'Voyages',
        authorizedOperations: ['Réservation de billets', "Gestion d'hébergement"],
        objectDetails: 'Séjour linguistique de ma fille Léa Lefèvre, née le 4 mai 2011, à Londres du 6 au 20 avril 2027',
      }),
  },
  {
    name: 'type-autre-personnalise',
    title: 'Un type « Autre » et une opération écrite par la personne',
    form: () =>
      aSignedForm({
        type: 'Autre',
        customType: 'Gestion d’un jardin partagé',
        authorizedOperations: [OPERATION_TO_SPECIFY],
        customOperation: 'Représenter le mandant aux réunions du jardin partagé des Pentes et y voter les dépenses courantes',
      }),
  },
  {
    name: 'deux-mandataires-ensemble',
    title: 'Deux mandataires qui n’agissent qu’ensemble',
    form: () =>
      aSignedForm({
        otherAttorneys: [
          { civility: 'Madame', firstName: 'Hélène', lastName: 'Petit', address: '8 rue Nationale', postalCode: '59000', city: 'Lille' },
        ],
        attorneysAct: 'together',
        attorneySignatureBlock: true,
      }),
  },
  {
    name: 'administrative-impots',
    title: 'Administrative : déclarer ses impôts',
    form: () => aSignedForm({ type: 'Administrative', authorizedOperations: ["Déclaration d'impôts"], duration: '6 mois' }),
  },
  {
    name: 'juridique-representation-en-justice',
    title: 'Juridique : se faire représenter en justice',
    form: () => aSignedForm({ type: 'Juridique', authorizedOperations: ['Représentation en justice', 'Gestion de litiges'] }),
  },
  {
    name: 'entreprise-compte-professionnel',
    title: 'Une SAS confie son compte professionnel et ses démarches',
    form: () =>
      aSignedForm({
        grantor: SAS_MANDANT,
        type: 'Entreprises',
        authorizedOperations: ['Gestion de compte professionnel', 'Représentation auprès des administrations'],
        duration: '1 an',
      }),
  },
  {
    name: 'animaux-garde',
    title: 'Animaux : la garde et les soins d’un chien',
    form: () =>
      aSignedForm({
        type: 'Animaux',
        authorizedOperations: ["Garde d'animaux", 'Soins vétérinaires'],
        objectDetails: 'Chienne Praline, identifiée n° 250269812345678',
        duration: '1 mois',
      }),
  },
  {
    name: 'enfants-inscription-scolaire',
    title: 'Enfants : l’inscription scolaire et les sorties',
    form: () => aSignedForm({ type: 'Enfants', authorizedOperations: ['Inscription scolaire', 'Sorties scolaires'] }),
  },
  {
    name: 'finances-demande-de-pret',
    title: 'Finances personnelles : demander un prêt',
    form: () => aSignedForm({ type: 'Finances Personnelles', authorizedOperations: ['Demande de prêt'] }),
  },
  {
    name: 'achats-en-ligne',
    title: 'Achats en ligne : commandes et retours',
    form: () => aSignedForm({ type: 'Achats en Ligne', authorizedOperations: ['Passer des commandes', 'Retours de produits'] }),
  },
  {
    name: 'loisirs-activites',
    title: 'Loisirs : réserver des spectacles et inscrire à des activités',
    form: () => aSignedForm({ type: 'Loisirs', authorizedOperations: ['Réservation de spectacles', 'Inscription à des activités'] }),
  },
  {
    name: 'assurances-sinistre',
    title: 'Assurances : gérer un sinistre',
    form: () =>
      aSignedForm({
        type: 'Assurances',
        authorizedOperations: ['Gestion de sinistres'],
        objectDetails: 'Dégât des eaux du 2 novembre 2026, contrat habitation n° MRH-778899, sinistre n° 2026-4455',
      }),
  },
  {
    name: 'telecommunications-resiliation',
    title: 'Télécommunications : résilier un contrat',
    form: () => aSignedForm({ type: 'Télécommunications', authorizedOperations: ['Résiliation de contrat'], duration: '1 mois' }),
  },
  {
    name: 'services-publics-changement-adresse',
    title: 'Services publics : changement d’adresse et factures',
    form: () => aSignedForm({ type: 'Services Publics', authorizedOperations: ["Changement d'adresse", 'Gestion des factures'] }),
  },
  {
    name: 'achats-importants-bien-de-valeur',
    title: 'Achats importants : acheter un bien de valeur',
    form: () =>
      aSignedForm({
        type: 'Achats Importants',
        authorizedOperations: ['Achat de biens de valeur', 'Négociation de prix'],
        objectDetails: 'Piano droit Yamaha U1, au prix maximum de 4 500 €',
      }),
  },
  {
    name: 'services-en-ligne-fermeture',
    title: 'Services en ligne : fermer les comptes en ligne',
    form: () => aSignedForm({ type: 'Services en Ligne', authorizedOperations: ['Fermeture de comptes'] }),
  },
  {
    name: 'duree-autre-sans-signature-mandataire',
    title: 'Une durée choisie jusqu’à une date, sans place de signature pour le mandataire',
    form: () =>
      aSignedForm({
        duration: 'Autre',
        startDate: new Date(2026, 11, 1),
        endDate: new Date(2027, 5, 30),
        attorneySignatureBlock: false,
      }),
  },
  {
    name: 'mineur-emancipe-nom-vietnamien',
    title: 'Un mandant mineur émancipé au nom vietnamien (police Unicode)',
    form: () =>
      aSignedForm({
        grantor: { firstName: 'Thị Hương', lastName: 'Nguyễn', birthDate: new Date(2009, 4, 12), emancipated: true },
        type: 'Achats en Ligne',
        authorizedOperations: ['Gestion des abonnements'],
      }),
  },
];
