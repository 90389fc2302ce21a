/**
 * Acts of disposition among the operations of the catalogue: the ones whose object the procuration
 * must designate precisely, and what to write for each. One table, its sources beside it.
 *
 * Code civil, art. 1988: « Le mandat conçu en termes généraux n'embrasse que les actes
 * d'administration. S'il s'agit d'aliéner ou hypothéquer, ou de quelque autre acte de propriété, le
 * mandat doit être exprès. » (text checked 2026-11-24 on
 * kohenavocats.fr/2024/12/21/article-1988-du-code-civil, which reproduces Légifrance.)
 *
 * Which operations count is the product's reading (docs/decisions/050): selling or buying a
 * property or a vehicle, borrowing, opening or closing an account, buying valuables, gifts and
 * estates, deeds before a notary. For these the object is required, so that the power is express
 * and the counter, bank or notary can tell what it covers.
 */
import { OPERATIONS_BY_TYPE } from './catalogue.ts';

/** An operation label exactly as the catalogue writes it. */
type Operation = (typeof OPERATIONS_BY_TYPE)[keyof typeof OPERATIONS_BY_TYPE][number];

interface DispositionAct {
  /** How the message names the operation: "la vente d'un bien immobilier". */
  named: string;
  /** What the object must say: "l'adresse du bien…". */
  what: string;
}

const PROPERTY = "l'adresse complète du bien (et ses références cadastrales si vous les avez)";
const VEHICLE = "la marque, le modèle et l'immatriculation du véhicule (ou le numéro VIN)";

/** Operation → what makes its object precise. */
export const DISPOSITION_ACTS: Readonly<Partial<Record<Operation, DispositionAct>>> = {
  'Vente de propriété': { named: "la vente d'un bien immobilier", what: PROPERTY },
  'Achat de propriété': { named: "l'achat d'un bien immobilier", what: PROPERTY },
  'Vente de véhicule': { named: "la vente d'un véhicule", what: VEHICLE },
  'Achat de véhicule': {
    named: "l'achat d'un véhicule",
    what: "le véhicule visé (marque, modèle et, s'il est connu, immatriculation) et le prix maximum",
  },
  'Ouverture/fermeture de compte': {
    named: "l'ouverture ou la fermeture d'un compte",
    what: 'la banque et le compte concerné (numéro ou IBAN), ou le type de compte à ouvrir',
  },
  'Demande de prêt': { named: 'une demande de prêt', what: "l'organisme prêteur, le montant maximum et l'objet du prêt" },
  'Achat de biens de valeur': { named: "l'achat d'un bien de valeur", what: 'le bien (description précise) et le prix maximum' },
  'Gestion de dons': { named: 'un don', what: 'le bénéficiaire et le montant ou le bien donné' },
  "Gestion d'héritage": {
    named: 'une succession',
    what: 'le nom du défunt, la date du décès et, si vous le connaissez, le notaire chargé de la succession',
  },
  'Signature de documents notariés': {
    named: "la signature d'un acte notarié",
    what: "la nature de l'acte, le notaire et le bien ou l'affaire concernés",
  },
};

/** The ticked operations that are acts of disposition, in the order they were ticked. */
export function dispositionActsAmong(operations: readonly string[]): DispositionAct[] {
  return operations.flatMap((operation) => {
    const act = Object.hasOwn(DISPOSITION_ACTS, operation) ? DISPOSITION_ACTS[operation as Operation] : undefined;
    return act ? [act] : [];
  });
}
