/**
 * The details that are one value each, once (specification §19, docs/decisions/057-detail-fields-table.md):
 * the precise object, the place of signature, the remuneration and the three boxes. What each is
 * called on the page and in messages, what it holds, its value on a new form and its hint. The form
 * type, the empty form, the stored schema, the character check and the details card read this
 * table. A new one is one row here, plus its tests and what the document does with it.
 *
 * The type, the duration, the dates and the operations are not here: each has rules of its own
 * (lists, computed end date, operations offered by type).
 */

/**
 * What a detail holds: a text of a few lines (`paragraph`) or of one line (`line`), or a box
 * (`flag`). A `line` whose new value is null follows another field until the person types in it
 * ("Fait à" shows the mandant's city).
 */
export type DetailFieldKind = 'paragraph' | 'line' | 'flag';

export interface DetailFieldSpec<Key extends string = string, Kind extends DetailFieldKind = DetailFieldKind> {
  key: Key;
  /**
   * A text's name in messages ("Objet précis et références"), and on the page with its mark; a
   * box's whole accessible name. Both are contracts: tests outside the project drive the page by them.
   */
  label: string;
  kind: Kind;
  /** The page adds " (optionnel)" to the label; "Fait à" has none: it is always filled, by default with the city. */
  optional: boolean;
  /** Its value on a new form, and in a save or a record made before it existed. */
  initial: Kind extends 'flag' ? boolean : '' | null;
  /**
   * Said under the field on the page. Absent where the hint states the law: its words come from the
   * legal content (legal-notices.ts, DETAIL_FIELD_LEGAL_HINTS, docs/decisions/072), which the server,
   * that reads this table, never loads.
   */
  hint?: string;
}

/** A row of the table, keeping its key, kind and initial value as literal types. */
function detail<const Spec extends DetailFieldSpec>(spec: Spec): Spec & DetailFieldSpec<Spec['key'], Spec['kind']> {
  return spec;
}

/** The details in the order the card shows them, after the operations. */
export const DETAIL_FIELDS = [
  detail({
    key: 'objectDetails',
    label: 'Objet précis et références',
    kind: 'paragraph',
    optional: true,
    initial: '',
    hint: "Ce qui rend la procuration précise : numéro de compte, d'avis ou de dossier, immatriculation, adresse du bien… Imprimé en paragraphe après les opérations.",
  }),
  detail({
    // Null while it follows the mandant's city (prefilled, docs/decisions/030-the-complete-document.md).
    key: 'signaturePlace',
    label: 'Fait à',
    kind: 'line',
    optional: false,
    initial: null,
    hint: 'Le lieu où vous signez ; par défaut, la ville du mandant. La date est celle du jour où le PDF est généré.',
  }),
  detail({
    // "Fait à …, le" followed by a dotted blank, for a document signed another day (docs/decisions/046).
    key: 'handDated',
    label: 'Dater à la main',
    kind: 'flag',
    optional: true,
    initial: false,
    hint: 'Pour signer un autre jour : le document laisse la date en blanc, à écrire à la main.',
  }),
  detail({
    // Printed instead of "Ce mandat est donné à titre gratuit." (docs/decisions/046).
    key: 'remuneration',
    label: 'Rémunération',
    kind: 'line',
    optional: true,
    initial: '',
    hint: 'Laissé vide, le document précise que le mandat est donné à titre gratuit.',
  }),
  detail({
    // The document has a block where each mandataire signs.
    key: 'attorneySignatureBlock',
    label: 'Prévoir la signature du mandataire',
    kind: 'flag',
    optional: true,
    initial: true,
  }),
  detail({
    key: 'substitutionAllowed',
    label: 'Autoriser le mandataire à se faire remplacer',
    kind: 'flag',
    optional: true,
    initial: false,
  }),
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailFieldKey = DetailField['key'];
export type TextDetailField = Exclude<DetailField, { kind: 'flag' }>;

/** The value each detail holds: a box is ticked or not; a text that follows another field is null until typed. */
export type Details = {
  [Field in DetailField as Field['key']]: Field['kind'] extends 'flag' ? boolean : null extends Field['initial'] ? string | null : string;
};

/** The details of a new form. */
export function initialDetails(): Details {
  return Object.fromEntries(DETAIL_FIELDS.map((spec) => [spec.key, spec.initial])) as Details;
}

/** The texts among the details: the PDF draws each, so each goes through the character check. */
export const TEXT_DETAIL_FIELDS = DETAIL_FIELDS.filter((spec): spec is TextDetailField => spec.kind !== 'flag');
