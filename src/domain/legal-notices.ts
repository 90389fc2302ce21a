/**
 * Short notices shown under the type when a home-made procuration is not enough, and under the
 * signature. Informative, never blocking. Each cites its source.
 */
import type { ProcurationType } from './catalogue.ts';

const NOTARY_NOTICE =
  "Une vente, une hypothèque ou une donation exige souvent une procuration établie par un notaire (procuration notariée) : renseignez-vous auprès de votre notaire.";

export const TYPE_NOTICES: Partial<Record<ProcurationType, string>> = {
  // Code électoral, art. L71 à L78 et R72 à R80 ; service-public.fr/particuliers/vosdroits/F1604 ;
  // www.maprocuration.gouv.fr
  Électorale:
    "Une procuration faite ici ne permet pas de voter à votre place : le vote par procuration passe par la démarche officielle, en ligne sur maprocuration.gouv.fr ou avec le formulaire déposé au commissariat, à la gendarmerie ou au consulat.",
  // Arrêté du 9 février 2009 relatif aux modalités d'immatriculation des véhicules ;
  // service-public.fr/particuliers/vosdroits/R20298 (Cerfa n° 13757*03, mandat d'immatriculation)
  Véhicules:
    "Pour faire immatriculer un véhicule par un professionnel, le mandat officiel est le formulaire Cerfa n° 13757 (mandat d'immatriculation).",
  // Code de la santé publique, art. L1111-6 (personne de confiance) et L1111-4 (consentement) ;
  // service-public.fr/particuliers/vosdroits/F32242
  Médicale:
    "Les décisions médicales ne se délèguent pas par procuration. La loi prévoit la désignation d'une « personne de confiance » (Code de la santé publique, article L1111-6).",
  // Usage bancaire : chaque établissement encadre la procuration sur compte (Code civil, art. 1984 et
  // suivants pour le mandat) ; service-public.fr/particuliers/vosdroits/F1608
  Bancaire:
    "Les banques demandent généralement de remplir leur propre formulaire de procuration, signé en agence.",
  // Code civil, art. 931 (donation par acte notarié) et 1317 et suivants ; une procuration pour un acte
  // authentique doit en principe elle-même être authentique (jurisprudence constante, Cass. 1re civ.)
  Immobilière: NOTARY_NOTICE,
  'Dons et Héritages': NOTARY_NOTICE,
};

// Règlement (UE) n° 910/2014 « eIDAS », art. 3 et 25 : seule la signature électronique qualifiée a
// l'effet juridique d'une signature manuscrite ; une image de signature n'en est pas une.
export const SIGNATURE_NOTICE =
  "Une signature dessinée puis insérée dans un PDF n'est pas une signature électronique qualifiée. Pour un usage officiel, imprimez le document et signez-le à la main.";

export function noticeForType(type: string): string | undefined {
  return (TYPE_NOTICES as Record<string, string | undefined>)[type];
}
