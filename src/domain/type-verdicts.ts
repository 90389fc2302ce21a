/**
 * What a procuration made here is worth, for the ticked operations (docs/decisions/042): one table,
 * type × operation → level, reason, the official route by name where one exists (the page fetches
 * no link), what to bring, the sources and the day they were checked. With nothing ticked, the
 * type's own row speaks. Where sources disagree, the row says less; a custom is never presented as
 * a rule of law, and no row says an organisation must accept the document.
 *
 * Every sentence about the law cites its source in `sources` (kept as data so the table test can
 * check each row has one) and in a comment beside it. All were checked on 2026-11-24.
 *
 * The page loads this module with import() (src/ui/rules/type-verdicts-module.ts), so it weighs nothing on
 * the first load.
 */
import { isProcurationType, OPERATIONS_BY_TYPE, TYPE_OTHER, type ProcurationType } from './catalogue.ts';
import type { ProcurationForm } from './form.ts';
import { INCAPACITY_NOTICE, INCAPACITY_SOURCES } from './incapacity.ts';

// Loaded with the table (src/ui/rules/type-verdicts-module.ts): the page needs them only once a type is chosen.
export { ELECTORAL_REVOCATION_INSTRUCTION } from './documents/revocation/electoral-revocation.ts';
export { REVOCATION_SENDING_HINT } from './documents/revocation/revocation-sending.ts';

/** The day every row's sources were read again. */
export const SOURCES_CHECKED_ON = '2026-11-24';
/** The same day, as the page says it. */
export const SOURCES_CHECKED_ON_TEXT = '24 novembre 2026';

export type VerdictLevel = 'suitable' | 'depends' | 'ownProcedure' | 'otherRoute' | 'officialForm' | 'notary';

/** The levels, as the page says them. */
export const VERDICT_LEVEL_TITLES: Record<VerdictLevel, string> = {
  suitable: 'Ce document convient généralement',
  depends: "Cela dépend de l'acte et de l'interlocuteur",
  ownProcedure: "L'organisme a souvent sa propre procédure",
  otherRoute: 'Une procuration ne suffit pas',
  officialForm: 'Un formulaire officiel est demandé',
  notary: 'Un notaire est nécessaire',
};

/** When ticked operations disagree, the strictest level is the headline. */
const LEVELS_STRICTEST_FIRST: readonly VerdictLevel[] = ['notary', 'officialForm', 'otherRoute', 'ownProcedure', 'depends', 'suitable'];

/** One cell of the table. */
export interface VerdictRow {
  level: VerdictLevel;
  /** Why, in a sentence or two. */
  reason: string;
  /** The official route, by name, when one exists. */
  route?: string;
  /** The "À apporter" list shown after generating. */
  bring: readonly string[];
  /** Where the reason, the route and the list come from. */
  sources: readonly string[];
  /** The day the sources were checked (yyyy-MM-dd). */
  checked: string;
}

type OperationOf<T extends ProcurationType> = (typeof OPERATIONS_BY_TYPE)[T][number];

export interface TypeGuidance<T extends ProcurationType = ProcurationType> {
  /** Placeholder of "Objet précis et références (optionnel)": what makes such a mandate specific. */
  objectExample: string;
  /** Nothing ticked yet. */
  type: VerdictRow;
  /** One row per operation of the catalogue for this type. */
  operations: Record<OperationOf<T>, VerdictRow>;
}

/** A type's guidance, read without knowing which type. */
interface AnyTypeGuidance {
  objectExample: string;
  type: VerdictRow;
  operations: Readonly<Record<string, VerdictRow>>;
}

function guidanceOf(type: ProcurationType): AnyTypeGuidance {
  return TYPE_VERDICTS[type];
}

function row(level: VerdictLevel, reason: string, sources: readonly string[], extra: { route?: string; bring?: readonly string[] } = {}) {
  return {
    level,
    reason,
    sources,
    bring: extra.bring ?? EVERYDAY,
    checked: SOURCES_CHECKED_ON,
    ...(extra.route ? { route: extra.route } : {}),
  };
}

// ——— What to bring ———
const COPIES = "la copie des pièces d'identité du mandant et du mandataire";
const ORIGINAL = "l'original signé de cette procuration";
const EVERYDAY: readonly string[] = [COPIES, ORIGINAL];

// ——— Sources (each read on service-public.fr or Légifrance, checked 2026-11-24) ———
// Code civil, art. 1984 (le mandat) et 1985 (donné par acte sous signature privée, même par lettre). Checked 2026-11-24.
const CIVIL_CODE_MANDATE = 'Code civil, art. 1984 et 1985 (le mandat, donné par écrit sous signature privée)';
// service-public.fr F1474 : « La procédure peut varier en fonction des banques. En général, vous devez
// vous rendre dans votre banque pour y remplir un formulaire » ; « Le mandataire ne peut pas clôturer
// le compte du titulaire. » Checked 2026-11-24.
const BANK_SOURCE = 'service-public.fr, fiche F1474 (procuration sur un compte bancaire)';
// Code civil, art. 1994 : le mandataire répond de celui qu'il s'est substitué ; une convention de
// compte peut l'exclure. Checked 2026-11-24.
const SUBSTITUTION_SOURCE = 'Code civil, art. 1994 (substitution du mandataire)';
// Code électoral, art. L71 à L78 et R72 à R80 ; maprocuration.gouv.fr (demande en ligne, puis
// vérification d'identité dans un commissariat, une gendarmerie, un consulat ou un autre lieu
// habilité ; entièrement en ligne avec une identité numérique certifiée France Identité) ; Cerfa
// n° 14952 ; la résiliation se fait dans les mêmes formes que l'établissement. Checked 2026-11-24.
const ELECTORAL_SOURCES = [
  'Code électoral, art. L71 à L78 et R72 à R80',
  'service-public.fr, « Vote par procuration »',
  'maprocuration.gouv.fr ; Cerfa n° 14952',
];
// Code de la santé publique, art. L1111-6 : « La désignation est faite par écrit et cosignée par la
// personne désignée » ; la personne de confiance « rend compte de la volonté de la personne ».
// Art. L1111-4 : le patient prend les décisions concernant sa santé. Checked 2026-11-24.
const TRUSTED_PERSON_SOURCE = 'Code de la santé publique, art. L1111-6 (personne de confiance) et L1111-4 (décision médicale)';
// Code de la santé publique, art. L1111-7 : l'accès aux informations de santé a ses propres règles. Checked 2026-11-24.
const MEDICAL_FILE_SOURCE = 'Code de la santé publique, art. L1111-7 (accès au dossier médical)';
// Code civil, art. 371-6 ; Cerfa n° 15646*01 ; service-public.fr, « Autorisation de sortie du
// territoire (AST) » : obligatoire dès qu'un mineur sort de France sans un titulaire de l'autorité
// parentale. Checked 2026-11-24.
const AST_SOURCES = [
  "Code civil, art. 371-6 (sortie du territoire d'un mineur)",
  'Cerfa n° 15646*01, autorisation de sortie du territoire',
  'service-public.fr, « Autorisation de sortie du territoire (AST) »',
];
// Code civil, art. 372-2 : « À l'égard des tiers de bonne foi, chacun des parents est réputé agir avec
// l'accord de l'autre, quand il fait seul un acte usuel de l'autorité parentale » ; art. 376-377 :
// une délégation de l'autorité parentale n'a d'effet que par un jugement. Checked 2026-11-24.
const PARENTAL_SOURCES = [
  "Code civil, art. 372-2 (actes usuels de l'autorité parentale)",
  "Code civil, art. 376 et 377 (délégation de l'autorité parentale par le juge)",
];
// Code civil, art. 1988 : pour aliéner ou hypothéquer, le mandat doit être exprès ; décret n° 55-22
// du 4 janvier 1955, art. 4 : les actes publiés au fichier immobilier sont en la forme authentique.
// Checked 2026-11-24.
const PROPERTY_SOURCES = [
  'Code civil, art. 1988 (mandat exprès pour aliéner ou hypothéquer)',
  'Décret n° 55-22 du 4 janvier 1955, art. 4 (actes publiés au fichier immobilier : forme authentique)',
];
// Code civil, art. 215, al. 3 : « Les époux ne peuvent l'un sans l'autre disposer des droits par
// lesquels est assuré le logement de la famille ». Checked 2026-11-24.
const FAMILY_HOME_SOURCE = 'Code civil, art. 215, al. 3 (logement de la famille)';
// Code civil, art. 931 : « Tous actes portant donation entre vifs seront passés devant notaires » ; le
// don manuel (remise de la main à la main) y échappe, admis par la jurisprudence et visé par le Code
// général des impôts, art. 757. Checked 2026-11-24.
const GIFT_SOURCES = [
  'Code civil, art. 931 (acte de donation devant notaire) et 933 (procuration pour accepter)',
  'Code général des impôts, art. 757 (don manuel)',
];
// service-public.fr F12697 : pour une succession inférieure à 5 000 €, la qualité d'héritier se prouve
// par une attestation signée de tous les héritiers (sans bien immobilier, testament ni contrat de
// mariage) ; Code civil, art. 730 : la preuve de la qualité d'héritier se fait par tous moyens.
// Checked 2026-11-24.
const ESTATE_SOURCES = [
  "service-public.fr, fiche F12697 (prouver sa qualité d'héritier : attestation en dessous de 5 000 €)",
  "Code civil, art. 730 (preuve de la qualité d'héritier)",
];
// Cerfa n° 15776 (certificat de cession) ; Code de la route, art. R322-4 (déclaration de cession dans
// les 15 jours) ; Cerfa n° 13757 (mandat d'immatriculation, quand un tiers fait la démarche) ;
// service-public.fr F1707 (certificat de situation administrative, contrôle technique de moins de
// 6 mois pour un véhicule de plus de 4 ans). Checked 2026-11-24.
const VEHICLE_SALE_SOURCES = [
  'Cerfa n° 15776, certificat de cession',
  'Code de la route, art. R322-4 (déclaration de cession)',
  "Cerfa n° 13757, mandat d'immatriculation",
  "service-public.fr, fiche F1707 (vente d'un véhicule d'occasion)",
];
// Arrêté du 9 février 2009 (immatriculation des véhicules) ; Cerfa n° 13757 (mandat). Checked 2026-11-24.
const REGISTRATION_SOURCES = [
  "Arrêté du 9 février 2009 relatif aux modalités d'immatriculation des véhicules",
  "Cerfa n° 13757, mandat d'immatriculation",
];
// Code de procédure civile, art. 762 (liste des représentants quand l'avocat n'est pas obligatoire,
// « en ligne collatérale jusqu'au troisième degré inclus », « exclusivement attachées »). Checked 2026-11-24.
const COURT_SOURCE = "Code de procédure civile, art. 762 (représentation quand l'avocat n'est pas obligatoire)";
// Code de commerce, art. L223-18, L225-56 et L227-6 : le représentant légal agit au nom de la société. Checked 2026-11-24.
const COMPANY_SOURCE = 'Code de commerce, art. L223-18, L225-56 et L227-6 (représentants légaux des sociétés)';
// Code monétaire et financier, art. L561-5 : l'établissement vérifie l'identité de son client. Checked 2026-11-24.
const IDENTITY_CHECK_SOURCE = "Code monétaire et financier, art. L561-5 (vérification de l'identité du client)";

// ——— Sentences used by several rows ———
// service-public.fr F1474 (checked 2026-11-24): the procedure varies from bank to bank.
const BANK_REASON =
  "Chaque banque a sa propre procédure : en général, le titulaire du compte remplit et signe le formulaire de procuration de la banque, qui n'est pas un formulaire officiel. Si vous ne pouvez pas vous déplacer, demandez à la banque comment signer : à domicile, à l'hôpital ou par courrier, selon ce qu'elle propose.";
const BANK_ROUTE = 'le formulaire de procuration de votre banque';
const BANK_BRING = [
  "la pièce d'identité du titulaire du compte et celle du mandataire",
  'un justificatif de domicile du mandataire, si la banque le demande',
];
// service-public.fr F1474 (checked 2026-11-24): « Le mandataire ne peut pas clôturer le compte du titulaire. »
const BANK_CLOSING = `${BANK_REASON} Le mandataire ne peut pas clôturer le compte du titulaire : seul celui-ci le peut.`;
// Code électoral, maprocuration.gouv.fr (checked 2026-11-24).
const VOTE_ROUTE =
  'une demande sur maprocuration.gouv.fr ou le formulaire Cerfa n° 14952, puis la vérification de votre identité dans un commissariat, une gendarmerie, un consulat ou un autre lieu habilité ; avec une identité numérique certifiée France Identité, la démarche peut se faire entièrement en ligne';
// Code civil, art. 371-6 ; Cerfa 15646 (checked 2026-11-24).
const AST_ASIDE =
  "L'autorisation de sortie du territoire (Cerfa n° 15646) ne vaut que pour un mineur qui quitte la France sans un titulaire de l'autorité parentale.";
// Code civil, art. 372-2, 376 et 377 (checked 2026-11-24).
const PARENTAL_REASON =
  "Pour un acte usuel, l'école ou l'établissement fixe ses règles. Un acte qui n'est pas usuel demande l'accord des deux parents, et seul un juge peut déléguer l'autorité parentale à un tiers.";

/** One entry per type of specification §3, in its order. */
export const TYPE_VERDICTS: { [T in ProcurationType]: TypeGuidance<T> } = {
  Bancaire: {
    objectExample: "Ex. : compte courant n° … ouvert à l'agence de …",
    type: row('ownProcedure', BANK_REASON, [BANK_SOURCE, CIVIL_CODE_MANDATE], { route: BANK_ROUTE, bring: BANK_BRING }),
    operations: {
      "Retrait d'argent": row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      "Dépôt d'argent": row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      'Gestion de compte': row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      'Demande de chéquier': row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      'Ouverture/fermeture de compte': row('ownProcedure', BANK_CLOSING, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      'Demande de carte bancaire': row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
      'Consultation de solde': row('ownProcedure', BANK_REASON, [BANK_SOURCE], { route: BANK_ROUTE, bring: BANK_BRING }),
    },
  },
  Électorale: {
    objectExample: 'Ex. : élection et date du scrutin, commune de vote…',
    type: row(
      'officialForm',
      'Un document fait ici ne permet pas de voter à votre place : seule compte la procuration de vote établie par la démarche officielle.',
      ELECTORAL_SOURCES,
      {
        route: VOTE_ROUTE,
        bring: [
          "votre pièce d'identité",
          'la référence de votre demande sur maprocuration.gouv.fr, ou le formulaire Cerfa n° 14952 rempli',
        ],
      },
    ),
    operations: {
      'Voter en mon nom': row(
        'officialForm',
        'Un document fait ici ne permet pas de voter à votre place : seule compte la procuration de vote établie par la démarche officielle.',
        ELECTORAL_SOURCES,
        {
          route: VOTE_ROUTE,
          bring: [
            "votre pièce d'identité",
            'la référence de votre demande sur maprocuration.gouv.fr, ou le formulaire Cerfa n° 14952 rempli',
          ],
        },
      ),
      'Collecte de documents électoraux': row(
        'ownProcedure',
        "Pour retirer des documents électoraux, la mairie dit ce qu'elle demande à la personne que vous envoyez.",
        [CIVIL_CODE_MANDATE],
      ),
      'Inscription sur les listes électorales': row(
        'ownProcedure',
        "L'inscription se demande en ligne, en mairie ou par courrier ; si quelqu'un dépose la demande pour vous, la mairie dit ce qu'elle demande.",
        ['service-public.fr, « Inscription sur les listes électorales »', CIVIL_CODE_MANDATE],
      ),
    },
  },
  Médicale: {
    objectExample: 'Ex. : établissement, service, dossier n° …',
    type: row(
      'depends',
      "Selon l'acte : les décisions médicales ne se délèguent pas par procuration ; pour retirer des médicaments ou accomplir une formalité, la pharmacie ou l'établissement fixe ses règles.",
      [TRUSTED_PERSON_SOURCE, CIVIL_CODE_MANDATE],
    ),
    operations: {
      'Prise de décision médicale': row(
        'otherRoute',
        "Les décisions médicales ne se délèguent pas par procuration. La loi prévoit une personne de confiance, désignée par une déclaration écrite libre, cosignée par elle : elle vous accompagne et témoigne de votre volonté si vous ne pouvez plus l'exprimer, mais elle ne décide pas à votre place.",
        [TRUSTED_PERSON_SOURCE, 'service-public.fr, « Personne de confiance »'],
        {
          route: "la désignation écrite d'une personne de confiance, cosignée par elle",
          bring: ['la désignation écrite de la personne de confiance, cosignée par elle'],
        },
      ),
      'Récupération de médicaments': row(
        'suitable',
        'Pour retirer des médicaments, ce document convient généralement, selon la pharmacie, qui fixe ses règles.',
        [CIVIL_CODE_MANDATE],
        { bring: [COPIES, ORIGINAL, "l'ordonnance et la carte Vitale du patient"] },
      ),
      'Consultation de dossier médical': row(
        'ownProcedure',
        "L'accès au dossier médical par une autre personne a ses propres règles : l'établissement ou le médecin dit ce qu'il demande.",
        [MEDICAL_FILE_SOURCE],
      ),
      Hospitalisation: row(
        'suitable',
        "Pour les formalités d'une hospitalisation, ce document convient généralement, selon l'établissement. Les décisions médicales, elles, ne se délèguent pas.",
        [CIVIL_CODE_MANDATE, TRUSTED_PERSON_SOURCE],
      ),
    },
  },
  Immobilière: {
    objectExample: 'Ex. : bien situé …, références cadastrales …, étude de Maître …',
    type: row(
      'depends',
      "Selon l'acte : une vente, un achat ou une hypothèque se signe devant notaire ; pour gérer une location, signer un bail ou suivre des travaux, ce document convient généralement.",
      PROPERTY_SOURCES,
    ),
    operations: {
      'Vente de propriété': row(
        'notary',
        "Une vente immobilière se signe devant notaire : c'est lui qui prépare la procuration qui convient, souvent en la forme notariée. S'il s'agit du logement de la famille, l'accord du conjoint est nécessaire, même s'il n'est pas propriétaire.",
        [...PROPERTY_SOURCES, FAMILY_HOME_SOURCE],
        {
          route: 'la procuration préparée par le notaire chargé de la vente',
          bring: [
            "la pièce d'identité du mandant et celle du mandataire",
            "l'adresse et les références du bien, et les coordonnées du notaire",
          ],
        },
      ),
      'Achat de propriété': row(
        'notary',
        "Un achat immobilier se signe devant notaire : c'est lui qui prépare la procuration qui convient, souvent en la forme notariée.",
        PROPERTY_SOURCES,
        {
          route: "la procuration préparée par le notaire chargé de l'achat",
          bring: [
            "la pièce d'identité du mandant et celle du mandataire",
            "l'adresse et les références du bien, et les coordonnées du notaire",
          ],
        },
      ),
      'Gestion de location': row(
        'suitable',
        "Pour gérer une location, ce document convient généralement, selon le locataire, l'agence ou le syndic.",
        [CIVIL_CODE_MANDATE],
      ),
      'Travaux de rénovation': row('suitable', "Pour suivre des travaux, ce document convient généralement, selon l'entreprise.", [
        CIVIL_CODE_MANDATE,
      ]),
      'Signature de bail': row('suitable', "Pour signer un bail, ce document convient généralement, selon le bailleur ou l'agence.", [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  Administrative: {
    objectExample: 'Ex. : retrait de … auprès de …, dossier n° …',
    type: row(
      'suitable',
      "Pour retirer un document ou accomplir une démarche pour quelqu'un, une procuration simple convient généralement, selon l'organisme ; certaines démarches restent personnelles.",
      [CIVIL_CODE_MANDATE, 'service-public.fr, fiches de chaque démarche (pièces demandées au mandataire)'],
    ),
    operations: {
      'Démarches administratives': row(
        'suitable',
        "Ce document convient généralement, selon l'organisme ; certaines démarches restent personnelles.",
        [CIVIL_CODE_MANDATE],
      ),
      'Récupération de documents officiels': row(
        'suitable',
        "Pour retirer un document, ce document convient généralement, selon l'organisme ; certains titres se retirent en personne.",
        [CIVIL_CODE_MANDATE],
      ),
      "Déclaration d'impôts": row(
        'suitable',
        "Ce document convient généralement, selon le service des impôts, qui fixe ses règles d'accès à votre espace.",
        [CIVIL_CODE_MANDATE],
      ),
      'Demande de prestations sociales': row(
        'suitable',
        "Ce document convient généralement, selon l'organisme, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  Juridique: {
    objectExample: 'Ex. : affaire n° … devant le tribunal de …, contrat …',
    type: row('suitable', "Pour signer un contrat ou suivre un litige, ce document convient généralement, selon l'interlocuteur.", [
      CIVIL_CODE_MANDATE,
    ]),
    operations: {
      // Code de procédure civile, art. 762, read on Légifrance (checked 2026-11-24), word for word in substance.
      'Représentation en justice': row(
        'suitable',
        "Devant le tribunal judiciaire, quand l'avocat n'est pas obligatoire, seuls peuvent vous représenter : un avocat ; votre conjoint, concubin ou partenaire de PACS ; vos parents ou alliés en ligne directe ; vos parents ou alliés en ligne collatérale jusqu'au troisième degré inclus ; une personne exclusivement attachée à votre service personnel ou à votre entreprise. S'il n'est pas avocat, le représentant présente un pouvoir spécial.",
        [COURT_SOURCE],
      ),
      'Signature de contrats': row('suitable', "Pour signer un contrat, ce document convient généralement, selon l'autre partie.", [
        CIVIL_CODE_MANDATE,
      ]),
      'Gestion de litiges': row(
        'suitable',
        "Pour suivre un litige à l'amiable, ce document convient généralement, selon l'interlocuteur.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  Véhicules: {
    objectExample: 'Ex. : véhicule immatriculé AA-123-AA, marque et modèle…',
    type: row(
      'depends',
      "Selon l'acte : une vente et une démarche d'immatriculation passent par des formulaires officiels ; pour un contrôle technique, ce document convient généralement.",
      [...VEHICLE_SALE_SOURCES],
    ),
    operations: {
      'Vente de véhicule': row(
        'officialForm',
        "Pour une vente, le vendeur remplit avec l'acheteur le certificat de cession (Cerfa n° 15776), déclare la cession en ligne dans les 15 jours et remet à l'acheteur un certificat de situation administrative et, pour un véhicule de plus de 4 ans, un procès-verbal de contrôle technique de moins de 6 mois. Si un tiers fait la déclaration à sa place, il présente le mandat d'immatriculation (Cerfa n° 13757).",
        VEHICLE_SALE_SOURCES,
        {
          route:
            "le certificat de cession (Cerfa n° 15776), la déclaration de cession en ligne et, pour un tiers, le mandat d'immatriculation (Cerfa n° 13757)",
          bring: [
            'le certificat de cession (Cerfa n° 15776) rempli et signé',
            'le certificat de situation administrative',
            'le procès-verbal du dernier contrôle technique, si le véhicule a plus de 4 ans',
            COPIES,
          ],
        },
      ),
      'Achat de véhicule': row(
        'suitable',
        "Pour acheter, ce document convient généralement, selon le vendeur. Pour immatriculer ensuite le véhicule par un tiers, c'est le mandat d'immatriculation (Cerfa n° 13757) qui est demandé.",
        [CIVIL_CODE_MANDATE, ...REGISTRATION_SOURCES],
      ),
      Immatriculation: row(
        'officialForm',
        "Pour une démarche d'immatriculation (carte grise) faite par un tiers, le mandat demandé est le formulaire officiel.",
        REGISTRATION_SOURCES,
        {
          route: "le mandat d'immatriculation, formulaire Cerfa n° 13757",
          bring: ['le formulaire Cerfa n° 13757 rempli et signé', COPIES, 'les documents du véhicule demandés pour la démarche'],
        },
      ),
      'Passage au contrôle technique': row('suitable', 'Pour un contrôle technique, ce document convient généralement, selon le centre.', [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  Entreprises: {
    objectExample: 'Ex. : société …, SIREN …, démarche auprès de …',
    type: row(
      'suitable',
      "Pour des démarches courantes, ce document convient généralement, selon l'organisme. Pour agir au nom d'une société, le pouvoir vient de son représentant légal, qui le donne au nom de la société.",
      [CIVIL_CODE_MANDATE, COMPANY_SOURCE],
    ),
    operations: {
      'Gestion de compte professionnel': row('ownProcedure', BANK_REASON, [BANK_SOURCE, COMPANY_SOURCE], {
        route: BANK_ROUTE,
        bring: BANK_BRING,
      }),
      'Signature de contrats professionnels': row(
        'suitable',
        "Ce document convient généralement, selon l'autre partie ; au nom d'une société, le pouvoir vient de son représentant légal.",
        [CIVIL_CODE_MANDATE, COMPANY_SOURCE],
      ),
      'Représentation auprès des administrations': row('suitable', "Ce document convient généralement, selon l'administration.", [
        CIVIL_CODE_MANDATE,
        COMPANY_SOURCE,
      ]),
      'Gestion des employés': row(
        'suitable',
        "Ce document convient généralement, selon l'organisme ; au nom d'une société, le pouvoir vient de son représentant légal.",
        [CIVIL_CODE_MANDATE, COMPANY_SOURCE],
      ),
    },
  },
  Voyages: {
    objectExample: 'Ex. : réservation n° …, trajet du …',
    type: row(
      'suitable',
      `Pour réserver, gérer un hébergement ou récupérer des bagages, ce document convient généralement, selon le transporteur ou l'hôtel. ${AST_ASIDE}`,
      [CIVIL_CODE_MANDATE, ...AST_SOURCES],
    ),
    operations: {
      'Réservation de billets': row(
        'suitable',
        'Pour réserver un billet, ce document convient généralement, selon le transporteur, qui fixe ses règles.',
        [CIVIL_CODE_MANDATE],
      ),
      "Gestion d'hébergement": row('suitable', "Ce document convient généralement, selon l'hôtel ou le loueur.", [CIVIL_CODE_MANDATE]),
      'Récupération de bagages': row(
        'suitable',
        'Pour récupérer des bagages, ce document convient généralement, selon le transporteur, qui fixe ses règles.',
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  Animaux: {
    objectExample: "Ex. : animal nommé …, numéro d'identification …, clinique …",
    type: row(
      'suitable',
      "Pour des soins, une garde ou une adoption, ce document convient généralement, selon la clinique, le refuge ou l'association.",
      [CIVIL_CODE_MANDATE],
    ),
    operations: {
      'Soins vétérinaires': row('suitable', 'Ce document convient généralement, selon la clinique vétérinaire.', [CIVIL_CODE_MANDATE]),
      "Garde d'animaux": row('suitable', 'Ce document convient généralement, selon la pension ou le gardien.', [CIVIL_CODE_MANDATE]),
      "Adoption d'animaux": row('suitable', "Ce document convient généralement, selon le refuge ou l'association.", [CIVIL_CODE_MANDATE]),
    },
  },
  Enfants: {
    objectExample: 'Ex. : enfant …, établissement scolaire …',
    type: row('ownProcedure', `${PARENTAL_REASON} ${AST_ASIDE}`, [...PARENTAL_SOURCES, ...AST_SOURCES]),
    operations: {
      'Inscription scolaire': row('ownProcedure', `${PARENTAL_REASON}`, PARENTAL_SOURCES),
      'Sorties scolaires': row('ownProcedure', `${PARENTAL_REASON}`, PARENTAL_SOURCES),
      'Soins médicaux': row(
        'ownProcedure',
        `${PARENTAL_REASON} Pour des soins, le médecin ou l'établissement dit ce qu'il demande.`,
        PARENTAL_SOURCES,
        { bring: [...EVERYDAY, "le carnet de santé de l'enfant"] },
      ),
    },
  },
  'Finances Personnelles': {
    objectExample: 'Ex. : contrat ou compte n° … auprès de …',
    type: row(
      'ownProcedure',
      "Les prêteurs et les sociétés d'investissement ont leurs propres formulaires et vérifient l'identité de chacun : demandez-leur leur procédure avant de signer.",
      [IDENTITY_CHECK_SOURCE, CIVIL_CODE_MANDATE],
    ),
    operations: {
      "Gestion de portefeuille d'investissement": row(
        'ownProcedure',
        "Les sociétés d'investissement ont leurs propres formulaires et vérifient l'identité de chacun : demandez-leur leur procédure.",
        [IDENTITY_CHECK_SOURCE],
      ),
      'Demande de prêt': row(
        'ownProcedure',
        "Les prêteurs ont leurs propres formulaires et vérifient l'identité de chacun : demandez-leur leur procédure.",
        [IDENTITY_CHECK_SOURCE, "Code civil, art. 1988 (mandat exprès pour un acte qui dépasse l'administration)"],
      ),
      'Gestion de crédits': row(
        'ownProcedure',
        "Les prêteurs ont leurs propres formulaires et vérifient l'identité de chacun : demandez-leur leur procédure.",
        [IDENTITY_CHECK_SOURCE],
      ),
    },
  },
  'Achats en Ligne': {
    objectExample: 'Ex. : commande n° … sur le site …',
    type: row('suitable', 'Ce document convient généralement, selon le site marchand, qui fixe ses propres règles.', [CIVIL_CODE_MANDATE]),
    operations: {
      'Passer des commandes': row('suitable', 'Ce document convient généralement, selon le site marchand, qui fixe ses propres règles.', [
        CIVIL_CODE_MANDATE,
      ]),
      'Retours de produits': row('suitable', 'Ce document convient généralement, selon le site marchand, qui fixe ses propres règles.', [
        CIVIL_CODE_MANDATE,
      ]),
      'Gestion des abonnements': row('suitable', 'Ce document convient généralement, selon le service, qui fixe ses propres règles.', [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  Loisirs: {
    objectExample: 'Ex. : abonnement n° …, spectacle du …',
    type: row('suitable', "Ce document convient généralement, selon l'organisateur, le club ou la salle.", [CIVIL_CODE_MANDATE]),
    operations: {
      'Réservation de spectacles': row('suitable', "Ce document convient généralement, selon l'organisateur ou la salle.", [
        CIVIL_CODE_MANDATE,
      ]),
      "Gestion d'abonnements culturels": row('suitable', "Ce document convient généralement, selon l'organisme.", [CIVIL_CODE_MANDATE]),
      'Inscription à des activités': row('suitable', "Ce document convient généralement, selon le club ou l'association.", [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  Assurances: {
    objectExample: 'Ex. : contrat n° …, sinistre n° … auprès de …',
    type: row('suitable', "Ce document convient généralement, selon l'assureur, qui peut demander son propre formulaire.", [
      CIVIL_CODE_MANDATE,
    ]),
    operations: {
      'Souscription à une assurance': row(
        'suitable',
        "Ce document convient généralement, selon l'assureur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
      'Gestion de sinistres': row(
        'suitable',
        "Ce document convient généralement, selon l'assureur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
      "Résiliation d'assurance": row(
        'suitable',
        "Ce document convient généralement, selon l'assureur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  Télécommunications: {
    objectExample: 'Ex. : ligne n° …, contrat client n° … chez …',
    type: row('suitable', "Ce document convient généralement, selon l'opérateur, qui peut demander son propre formulaire.", [
      CIVIL_CODE_MANDATE,
    ]),
    operations: {
      'Gestion de contrats mobiles': row(
        'suitable',
        "Ce document convient généralement, selon l'opérateur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
      'Demande de nouvelle ligne': row(
        'suitable',
        "Ce document convient généralement, selon l'opérateur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
      'Résiliation de contrat': row(
        'suitable',
        "Ce document convient généralement, selon l'opérateur, qui peut demander son propre formulaire.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  'Services Publics': {
    objectExample: 'Ex. : contrat n° … auprès de …, adresse du logement…',
    type: row('suitable', "Ce document convient généralement, selon l'organisme ou le fournisseur.", [CIVIL_CODE_MANDATE]),
    operations: {
      'Demande de certificats': row(
        'suitable',
        "Ce document convient généralement, selon l'organisme ; certains documents se demandent en personne.",
        [CIVIL_CODE_MANDATE],
      ),
      'Gestion des factures': row('suitable', 'Ce document convient généralement, selon le fournisseur.', [CIVIL_CODE_MANDATE]),
      "Changement d'adresse": row('suitable', "Ce document convient généralement, selon l'organisme ou le fournisseur.", [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  'Achats Importants': {
    objectExample: 'Ex. : bien à acheter, prix maximal, vendeur…',
    type: row(
      'suitable',
      "Pour un achat de valeur, ce document convient généralement, selon le vendeur. S'il s'agit d'un bien immobilier, un notaire est nécessaire.",
      [CIVIL_CODE_MANDATE, ...PROPERTY_SOURCES],
    ),
    operations: {
      'Achat de biens de valeur': row(
        'suitable',
        "Pour un achat de valeur, ce document convient généralement, selon le vendeur. S'il s'agit d'un bien immobilier, un notaire est nécessaire.",
        [CIVIL_CODE_MANDATE, ...PROPERTY_SOURCES],
      ),
      'Négociation de prix': row('suitable', 'Pour négocier un prix, ce document convient généralement, selon le vendeur.', [
        CIVIL_CODE_MANDATE,
      ]),
      'Retrait de biens': row('suitable', 'Pour retirer un bien acheté, ce document convient généralement, selon le vendeur.', [
        CIVIL_CODE_MANDATE,
      ]),
    },
  },
  'Dons et Héritages': {
    objectExample: 'Ex. : succession de …, étude de Maître …, dossier n° …',
    type: row(
      'depends',
      "Selon l'acte : une donation passe en principe par un notaire, sauf le don manuel ; une petite succession se règle souvent sans notaire.",
      [...GIFT_SOURCES, ...ESTATE_SOURCES],
    ),
    operations: {
      'Gestion de dons': row(
        'depends',
        'Un acte de donation se signe devant notaire, et la procuration pour accepter une telle donation doit elle-même être notariée. Un don manuel, une somme ou un objet remis de la main à la main, se fait sans notaire.',
        GIFT_SOURCES,
      ),
      "Gestion d'héritage": row(
        'depends',
        "Une petite succession se règle souvent sans notaire : en dessous de 5 000 €, sans bien immobilier ni testament, une attestation signée par tous les héritiers permet d'obtenir de la banque le versement des sommes. Au-delà, ou s'il y a un bien immobilier ou un testament, le notaire chargé du dossier indique la forme de procuration qu'il accepte.",
        ESTATE_SOURCES,
      ),
      'Signature de documents notariés': row(
        'notary',
        "Pour signer un acte chez un notaire, c'est lui qui indique la forme de procuration qu'il accepte, souvent notariée.",
        ['Code civil, art. 933 (procuration pour accepter une donation, passée devant notaire)', ...PROPERTY_SOURCES],
        {
          route: "la procuration préparée par le notaire chargé de l'acte",
          bring: ["la pièce d'identité du mandant et celle du mandataire", 'les coordonnées du notaire et les références du dossier'],
        },
      ),
    },
  },
  'Services en Ligne': {
    objectExample: 'Ex. : compte … sur le service …',
    type: row('suitable', "Ce document convient généralement, selon le service, qui fixe ses propres règles d'accès à un compte.", [
      CIVIL_CODE_MANDATE,
    ]),
    operations: {
      'Gestion de comptes en ligne': row(
        'suitable',
        "Ce document convient généralement, selon le service, qui fixe ses propres règles d'accès à un compte.",
        [CIVIL_CODE_MANDATE],
      ),
      'Récupération de mots de passe': row(
        'suitable',
        "Ce document convient généralement, selon le service, qui fixe ses propres règles d'accès à un compte.",
        [CIVIL_CODE_MANDATE],
      ),
      'Fermeture de comptes': row(
        'suitable',
        "Ce document convient généralement, selon le service, qui fixe ses propres règles d'accès à un compte.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
  [TYPE_OTHER]: {
    objectExample: 'Ex. : ce que le mandataire fera précisément, références utiles…',
    type: row(
      'depends',
      "Cela dépend de l'acte et de l'organisme qui reçoit la procuration : demandez-lui ce qu'il accepte avant de signer.",
      [CIVIL_CODE_MANDATE],
    ),
    operations: {
      'À préciser': row(
        'depends',
        "Cela dépend de l'acte et de l'organisme qui reçoit la procuration : demandez-lui ce qu'il accepte avant de signer.",
        [CIVIL_CODE_MANDATE],
      ),
    },
  },
};

// Code civil, art. 1994 (checked 2026-11-24): the law allows substitution; a bank's own agreement may not.
/** Shown for a bank procuration when "Autoriser le mandataire à se faire remplacer" is ticked. */
export const BANK_SUBSTITUTION_CAUTION =
  'Certaines banques refusent que le mandataire se fasse remplacer : vérifiez auprès de la vôtre avant de cocher « Autoriser le mandataire à se faire remplacer ».';
export const BANK_SUBSTITUTION_SOURCES = [SUBSTITUTION_SOURCE, BANK_SOURCE];

// Code civil, art. 1988 : « Le mandat conçu en termes généraux n'embrasse que les actes
// d'administration. S'il s'agit d'aliéner ou hypothéquer, ou de quelque autre acte de propriété, le
// mandat doit être exprès. » Checked 2026-11-24.
export const GENERAL_TERMS_RULE =
  "Une procuration rédigée en termes généraux ne couvre que les actes d'administration : pour vendre, hypothéquer, donner ou accomplir un autre acte de propriété, elle doit le dire expressément. Décrivez l'acte dans « Objet précis et références ».";

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

/** What the page says under the type, for the ticked operations. */
export interface Verdict {
  level: VerdictLevel;
  title: string;
  /** One sentence group per row that applies, strictest first, without repeats. */
  reasons: string[];
  routes: string[];
  bring: string[];
  sources: string[];
  checked: string;
  /** The day of `checked`, in words. */
  checkedText: string;
  objectExample: string;
  /** Autre, or an operation beyond administration ticked: the rule of art. 1988. */
  generalTermsRule?: string;
  /** A bank procuration that lets the mandataire be replaced. */
  caution?: string;
  /** For every type: a procuration is no tool for the day the mandant can no longer express their will. */
  incapacity: string;
  incapacitySources: readonly string[];
}

/** The rows that speak for the form: those of the ticked operations, or the type's own when none is ticked. */
export function verdictRows(form: Pick<ProcurationForm, 'type' | 'authorizedOperations'>): VerdictRow[] {
  if (!isProcurationType(form.type)) return [];
  const guidance = guidanceOf(form.type);
  const operations = guidance.operations;
  const ticked = form.authorizedOperations.flatMap((operation) => (Object.hasOwn(operations, operation) ? [operations[operation]!] : []));
  const rows = ticked.length > 0 ? ticked : [guidance.type];
  return [...rows].sort((a, b) => LEVELS_STRICTEST_FIRST.indexOf(a.level) - LEVELS_STRICTEST_FIRST.indexOf(b.level));
}

export function verdictFor(
  form: Pick<ProcurationForm, 'type' | 'authorizedOperations'> & Partial<Pick<ProcurationForm, 'substitutionAllowed'>>,
): Verdict | undefined {
  if (!isProcurationType(form.type)) return undefined;
  const rows = verdictRows(form);
  const level = rows[0]?.level ?? 'depends';
  const beyondAdministration =
    form.type === TYPE_OTHER || form.authorizedOperations.some((operation) => OPERATIONS_BEYOND_ADMINISTRATION.includes(operation));
  const bankSubstitution = form.type === 'Bancaire' && form.substitutionAllowed === true;
  return {
    level,
    title: VERDICT_LEVEL_TITLES[level],
    reasons: unique(rows.map((cell) => cell.reason)),
    routes: unique(rows.flatMap((cell) => (cell.route ? [cell.route] : []))),
    bring: unique(rows.flatMap((cell) => cell.bring)),
    sources: unique([...rows.flatMap((cell) => cell.sources), ...(bankSubstitution ? BANK_SUBSTITUTION_SOURCES : [])]),
    checked: SOURCES_CHECKED_ON,
    checkedText: SOURCES_CHECKED_ON_TEXT,
    objectExample: TYPE_VERDICTS[form.type].objectExample,
    ...(beyondAdministration ? { generalTermsRule: GENERAL_TERMS_RULE } : {}),
    ...(bankSubstitution ? { caution: BANK_SUBSTITUTION_CAUTION } : {}),
    incapacity: INCAPACITY_NOTICE,
    incapacitySources: INCAPACITY_SOURCES,
  };
}

export interface PlacedRow {
  type: ProcurationType;
  /** Undefined for the type's own row (nothing ticked). */
  operation: string | undefined;
  row: VerdictRow;
}

/** Every row of the table, with where it sits, for the tests that read them all. */
export function everyVerdictRow(): PlacedRow[] {
  return (Object.keys(TYPE_VERDICTS) as ProcurationType[]).flatMap((type): PlacedRow[] => {
    const guidance = guidanceOf(type);
    return [
      { type, operation: undefined, row: guidance.type },
      ...Object.entries(guidance.operations).map(([operation, cell]): PlacedRow => ({ type, operation, row: cell })),
    ];
  });
}

/** Every sentence of the table, for the test that scans what the page says for forbidden claims. */
export function everyVerdictText(): string[] {
  return unique([
    ...Object.values(VERDICT_LEVEL_TITLES),
    GENERAL_TERMS_RULE,
    BRING_NOTE,
    BANK_SUBSTITUTION_CAUTION,
    INCAPACITY_NOTICE,
    ...everyVerdictRow().flatMap(({ row: cell }) => [cell.reason, cell.route ?? '', ...cell.bring]),
  ]).filter((text) => text !== '');
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
