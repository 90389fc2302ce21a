/**
 * What a procuration made here is worth, type by type (docs/decisions/029): one of three levels, the reason,
 * the official route by name where one exists (the page fetches no link), what to bring, and a
 * placeholder for "Objet précis et références". Each entry lists its sources — its source comment,
 * kept as data so the table test can check every entry has one. Where sources disagree, the entry
 * says less; a custom is never presented as a rule of law, and no entry says an organisation must
 * accept the document (organisations set their own rules: "selon l'organisme").
 *
 * The page loads this module with import() (src/ui/type-verdicts-module.ts), so it weighs nothing on
 * the first load.
 */
import { isProcurationType, TYPE_OTHER, type ProcurationType } from './catalogue.ts';
import type { ProcurationForm } from './form.ts';

export type VerdictLevel = 'suitable' | 'officialForm' | 'notary';

/** The three levels, as the page says them. */
export const VERDICT_LEVEL_TITLES: Record<VerdictLevel, string> = {
  suitable: 'Ce document convient généralement',
  officialForm: 'Un formulaire officiel est demandé',
  notary: 'Un notaire est nécessaire',
};

export interface TypeVerdict {
  level: VerdictLevel;
  /** Why, in a sentence or two. */
  reason: string;
  /** The official route, by name, when one exists. */
  route?: string;
  /** The "À apporter" list shown after generating. */
  bring: readonly string[];
  /** Placeholder of "Objet précis et références (optionnel)": what makes such a mandate specific. */
  objectExample: string;
  /** Where the reason, the route and the list come from. */
  sources: readonly string[];
}

// Code civil, art. 1984 (the mandate) and 1985 (given by a private deed, even a letter): an ordinary
// written procuration; the organisation decides what it asks for (service-public.fr, « Procuration »
// fiches of each démarche).
const COPIES = "la copie des pièces d'identité du mandant et du mandataire";
const ORIGINAL = "l'original signé de cette procuration";
const EVERYDAY: readonly string[] = [COPIES, ORIGINAL];

const CIVIL_CODE_MANDATE = 'Code civil, art. 1984 et 1985 (le mandat, donné par écrit sous signature privée)';
// Code civil, art. 371-6; Cerfa n° 15646*01; service-public.fr, « Autorisation de sortie du territoire (AST) ».
const MINOR_LEAVING_FRANCE =
  "Pour qu'un mineur quitte la France sans un titulaire de l'autorité parentale, c'est l'autorisation de sortie du territoire qui est demandée, pas une procuration.";
const AST_ROUTE = "l'autorisation de sortie du territoire, formulaire Cerfa n° 15646";
const AST_BRING =
  "pour un mineur voyageant sans ses parents : le formulaire Cerfa n° 15646 signé par un parent, la copie de la pièce d'identité de ce parent et la pièce d'identité du mineur";
const AST_SOURCES = [
  "Code civil, art. 371-6 (sortie du territoire d'un mineur)",
  'Cerfa n° 15646*01, autorisation de sortie du territoire',
  'service-public.fr, « Autorisation de sortie du territoire (AST) »',
];

/** One entry per type of specification §3, in its order. */
export const TYPE_VERDICTS = {
  Bancaire: {
    level: 'officialForm',
    reason:
      'Chaque banque a sa propre procédure : en général, le titulaire du compte remplit et signe en agence le formulaire de procuration de la banque, qui peut aussi demander la signature et les justificatifs du mandataire.',
    route: 'le formulaire de procuration de votre banque, signé en agence',
    bring: [
      "la pièce d'identité du titulaire du compte et celle du mandataire",
      'un justificatif de domicile du mandataire, si la banque le demande',
    ],
    objectExample: "Ex. : compte courant n° … ouvert à l'agence de …",
    sources: ['service-public.fr, « Comment établir une procuration pour un compte bancaire ? » (F1474)', CIVIL_CODE_MANDATE],
  },
  Électorale: {
    level: 'officialForm',
    reason:
      'Un document fait ici ne permet pas de voter à votre place : seule compte la procuration de vote établie par la démarche officielle.',
    route:
      'maprocuration.gouv.fr, ou le formulaire Cerfa n° 14952, validé en personne dans un commissariat, une gendarmerie ou un consulat',
    bring: [
      "votre pièce d'identité : la démarche se fait en personne",
      'la référence de votre demande sur maprocuration.gouv.fr, ou le formulaire Cerfa n° 14952 rempli',
    ],
    objectExample: 'Ex. : élection et date du scrutin, commune de vote…',
    sources: [
      'Code électoral, art. L71 à L78 et R72 à R80',
      'service-public.fr, « Vote par procuration » (F1604)',
      'maprocuration.gouv.fr ; Cerfa n° 14952',
    ],
  },
  Médicale: {
    level: 'officialForm',
    reason:
      "Les décisions médicales ne se délèguent pas par procuration. La loi prévoit une personne de confiance, désignée par écrit et cosignée par elle : elle vous accompagne et témoigne de votre volonté si vous ne pouvez plus l'exprimer, mais elle ne décide pas à votre place. Pour retirer des médicaments ou un document, la pharmacie ou l'établissement fixe ses règles.",
    route: "la désignation écrite d'une personne de confiance, proposée notamment lors d'une hospitalisation",
    bring: [COPIES, ORIGINAL, "pour des médicaments : l'ordonnance et la carte Vitale du patient"],
    objectExample: 'Ex. : établissement, service, dossier n° …',
    sources: [
      'Code de la santé publique, art. L1111-6 (personne de confiance) et L1111-4 (décision médicale)',
      'service-public.fr, « Personne de confiance »',
    ],
  },
  Immobilière: {
    level: 'notary',
    reason:
      "Une vente, un achat ou une hypothèque immobilière se signe devant notaire : c'est lui qui prépare la procuration qui convient, souvent en la forme notariée. Pour gérer une location ou signer un bail, ce document convient généralement.",
    route: "la procuration préparée par le notaire chargé de l'acte",
    bring: ["la pièce d'identité du mandant et celle du mandataire", "l'adresse et les références du bien, et les coordonnées du notaire"],
    objectExample: 'Ex. : bien situé …, références cadastrales …, étude de Maître …',
    sources: [
      'Code civil, art. 1988 (mandat exprès pour aliéner ou hypothéquer)',
      'Décret n° 55-22 du 4 janvier 1955, art. 4 (actes publiés au fichier immobilier : forme authentique)',
    ],
  },
  Administrative: {
    level: 'suitable',
    reason:
      "Pour retirer un document ou accomplir une démarche pour quelqu'un, une procuration simple convient généralement, selon l'organisme ; certaines démarches restent personnelles.",
    bring: EVERYDAY,
    objectExample: 'Ex. : retrait de … auprès de …, dossier n° …',
    sources: [CIVIL_CODE_MANDATE, 'service-public.fr, fiches de chaque démarche (pièces demandées au mandataire)'],
  },
  Juridique: {
    level: 'suitable',
    reason:
      "Pour signer un contrat ou suivre un litige, ce document convient généralement, selon l'interlocuteur. Devant le tribunal judiciaire, quand l'avocat n'est pas obligatoire, peuvent vous représenter : un avocat, votre conjoint, concubin ou partenaire de PACS, un parent ou allié en ligne directe ou jusqu'au troisième degré, ou une personne attachée à votre service ou à votre entreprise, qui présente alors un pouvoir spécial.",
    bring: EVERYDAY,
    objectExample: 'Ex. : affaire n° … devant le tribunal de …, contrat …',
    sources: ["Code de procédure civile, art. 762 (représentation quand l'avocat n'est pas obligatoire)", CIVIL_CODE_MANDATE],
  },
  Véhicules: {
    level: 'officialForm',
    reason:
      "Pour une démarche d'immatriculation (carte grise) faite par un tiers, le mandat demandé est le formulaire officiel. Pour un contrôle technique, ce document convient généralement, selon le centre.",
    route: "le mandat d'immatriculation, formulaire Cerfa n° 13757",
    bring: ['le formulaire Cerfa n° 13757 rempli et signé', COPIES, 'les documents du véhicule demandés pour la démarche'],
    objectExample: 'Ex. : véhicule immatriculé AA-123-AA, marque et modèle…',
    sources: [
      "Arrêté du 9 février 2009 relatif aux modalités d'immatriculation des véhicules",
      "service-public.fr, « Mandat d'immatriculation » (Cerfa n° 13757*03)",
    ],
  },
  Entreprises: {
    level: 'suitable',
    reason:
      "Pour des démarches courantes, ce document convient généralement, selon l'organisme. Pour agir au nom d'une société, le pouvoir vient de son représentant légal, qui le donne au nom de la société.",
    bring: EVERYDAY,
    objectExample: 'Ex. : société …, SIREN …, démarche auprès de …',
    sources: [CIVIL_CODE_MANDATE, 'Code de commerce, art. L223-18, L225-56 et L227-6 (représentants légaux des sociétés)'],
  },
  Voyages: {
    level: 'officialForm',
    reason: `${MINOR_LEAVING_FRANCE} Pour réserver un billet ou récupérer des bagages, chaque transporteur fixe ses règles.`,
    route: AST_ROUTE,
    bring: [...EVERYDAY, AST_BRING],
    objectExample: 'Ex. : réservation n° …, trajet du …',
    sources: AST_SOURCES,
  },
  Animaux: {
    level: 'suitable',
    reason: "Pour des soins, une garde ou une adoption, ce document convient généralement, selon la clinique, le refuge ou l'association.",
    bring: EVERYDAY,
    objectExample: "Ex. : animal nommé …, numéro d'identification …, clinique …",
    sources: [CIVIL_CODE_MANDATE],
  },
  Enfants: {
    level: 'officialForm',
    reason: `${MINOR_LEAVING_FRANCE} Pour l'école ou des soins, l'établissement fixe ses règles.`,
    route: AST_ROUTE,
    bring: [...EVERYDAY, AST_BRING],
    objectExample: 'Ex. : enfant …, établissement scolaire …',
    sources: AST_SOURCES,
  },
  'Finances Personnelles': {
    level: 'suitable',
    reason: "Ce document convient généralement, selon l'établissement : banques et assureurs demandent souvent leur propre formulaire.",
    bring: EVERYDAY,
    objectExample: 'Ex. : contrat ou compte n° … auprès de …',
    sources: [CIVIL_CODE_MANDATE, 'service-public.fr, « Comment établir une procuration pour un compte bancaire ? » (F1474)'],
  },
  'Achats en Ligne': {
    level: 'suitable',
    reason: 'Ce document convient généralement, selon le site marchand, qui fixe ses propres règles.',
    bring: EVERYDAY,
    objectExample: 'Ex. : commande n° … sur le site …',
    sources: [CIVIL_CODE_MANDATE],
  },
  Loisirs: {
    level: 'suitable',
    reason: "Ce document convient généralement, selon l'organisateur, le club ou la salle.",
    bring: EVERYDAY,
    objectExample: 'Ex. : abonnement n° …, spectacle du …',
    sources: [CIVIL_CODE_MANDATE],
  },
  Assurances: {
    level: 'suitable',
    reason: "Ce document convient généralement, selon l'assureur, qui peut demander son propre formulaire.",
    bring: EVERYDAY,
    objectExample: 'Ex. : contrat n° …, sinistre n° … auprès de …',
    sources: [CIVIL_CODE_MANDATE],
  },
  Télécommunications: {
    level: 'suitable',
    reason: "Ce document convient généralement, selon l'opérateur, qui peut demander son propre formulaire.",
    bring: EVERYDAY,
    objectExample: 'Ex. : ligne n° …, contrat client n° … chez …',
    sources: [CIVIL_CODE_MANDATE],
  },
  'Services Publics': {
    level: 'suitable',
    reason: "Ce document convient généralement, selon l'organisme ou le fournisseur.",
    bring: EVERYDAY,
    objectExample: 'Ex. : contrat n° … auprès de …, adresse du logement…',
    sources: [CIVIL_CODE_MANDATE],
  },
  'Achats Importants': {
    level: 'suitable',
    reason:
      "Pour un achat de valeur, ce document convient généralement, selon le vendeur. S'il s'agit d'un bien immobilier, un notaire est nécessaire.",
    bring: EVERYDAY,
    objectExample: 'Ex. : bien à acheter, prix maximal, vendeur…',
    sources: [
      CIVIL_CODE_MANDATE,
      'Code civil, art. 1988 (mandat exprès pour un acte de propriété)',
      'Décret n° 55-22 du 4 janvier 1955, art. 4 (vente immobilière : forme authentique)',
    ],
  },
  'Dons et Héritages': {
    level: 'notary',
    reason:
      "Une donation se fait devant notaire, et la procuration pour accepter une donation doit elle-même être notariée. Pour une succession, le notaire chargé du dossier indique la forme de procuration qu'il accepte.",
    route: 'la procuration préparée par le notaire chargé de la donation ou de la succession',
    bring: ["la pièce d'identité du mandant et celle du mandataire", 'les coordonnées du notaire et les références du dossier'],
    objectExample: 'Ex. : succession de …, étude de Maître …, dossier n° …',
    sources: ['Code civil, art. 931 (donation devant notaire) et 933 (procuration pour accepter, passée devant notaire)'],
  },
  'Services en Ligne': {
    level: 'suitable',
    reason: "Ce document convient généralement, selon le service, qui fixe ses propres règles d'accès à un compte.",
    bring: EVERYDAY,
    objectExample: 'Ex. : compte … sur le service …',
    sources: [CIVIL_CODE_MANDATE],
  },
  [TYPE_OTHER]: {
    level: 'suitable',
    reason: "Pour un acte précis, ce document convient généralement, selon l'organisme.",
    bring: EVERYDAY,
    objectExample: 'Ex. : ce que le mandataire fera précisément, références utiles…',
    sources: [CIVIL_CODE_MANDATE],
  },
} as const satisfies Record<ProcurationType, TypeVerdict>;

// Code civil, art. 1988: « Le mandat conçu en termes généraux n'embrasse que les actes
// d'administration. S'il s'agit d'aliéner ou hypothéquer, ou de quelque autre acte de propriété, le
// mandat doit être exprès. »
export const GENERAL_TERMS_RULE =
  "Une procuration rédigée en termes généraux ne couvre que les actes d'administration : pour vendre, hypothéquer, donner ou accomplir un autre acte de propriété, elle doit le dire expressément. Décrivez l'acte dans « Objet précis et références ».";

/**
 * The offered operations that go beyond administration (Code civil, art. 1988): selling, buying,
 * borrowing, giving, taking an inheritance, signing before a notary. Operations whose nature depends
 * on the case (signing contracts, managing a portfolio) are left out: where it is unclear, say less.
 */
export const OPERATIONS_BEYOND_ADMINISTRATION: readonly string[] = [
  'Vente de propriété',
  'Achat de propriété',
  'Vente de véhicule',
  'Achat de véhicule',
  'Demande de prêt',
  'Achat de biens de valeur',
  'Gestion de dons',
  "Gestion d'héritage",
  'Signature de documents notariés',
];

/** Under the "À apporter" list: organisations set their own rules. */
export const BRING_NOTE = "Selon l'organisme, d'autres pièces peuvent être demandées.";

/** What the page says under the type. */
export interface Verdict extends TypeVerdict {
  title: string;
  /** Autre, or an operation beyond administration ticked: the rule of art. 1988. */
  generalTermsRule?: string;
}

export function verdictFor(form: Pick<ProcurationForm, 'type' | 'authorizedOperations'>): Verdict | undefined {
  if (!isProcurationType(form.type)) return undefined;
  const verdict: TypeVerdict = TYPE_VERDICTS[form.type];
  const beyondAdministration =
    form.type === TYPE_OTHER || form.authorizedOperations.some((operation) => OPERATIONS_BEYOND_ADMINISTRATION.includes(operation));
  return {
    ...verdict,
    title: VERDICT_LEVEL_TITLES[verdict.level],
    ...(beyondAdministration ? { generalTermsRule: GENERAL_TERMS_RULE } : {}),
  };
}

/** Every sentence of the table, for the test that scans what the page says for forbidden claims. */
export function everyVerdictText(): string[] {
  return [
    ...Object.values(VERDICT_LEVEL_TITLES),
    GENERAL_TERMS_RULE,
    BRING_NOTE,
    ...Object.values<TypeVerdict>(TYPE_VERDICTS).flatMap((verdict) => [verdict.reason, verdict.route ?? '', ...verdict.bring]),
  ].filter((text) => text !== '');
}
