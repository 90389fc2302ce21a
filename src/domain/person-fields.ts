/**
 * The person fields (mandant and mandataire), once: what each is called on the page and in
 * messages, whether it is required, what kind of value it holds and its autofill token. The Person
 * type, the empty person, the stored schema, the §5 check, the character check and the card read
 * this table (specification §3, §5, §13). How a document prints a field, and in which words, is the
 * document's own (src/domain/documents/procuration/identity-clauses.ts, docs/decisions/150).
 * Each row also says whether the card folds the field away, and what a company's card calls it or
 * whether it asks it at all. A new field is one row here, plus its tests, and its clause in the
 * documents that print it.
 */

/** What a field holds and how it is typed: the input type for text, email and tel; a select for a choice. */
export type PersonFieldKind = 'text' | 'date' | 'email' | 'tel' | 'choice' | 'flag';

/** The value of a field of each kind: a date may be absent (not typed, or not a real date); a choice is '' until chosen. */
export interface PersonFieldValues {
  text: string;
  email: string;
  tel: string;
  date: Date | undefined;
  choice: string;
  /** A checkbox: ticked or not. */
  flag: boolean;
}

/** One option of a choice: its name on the page, also the stored value. How a document says it is the document's own. */
export interface ChoiceOption {
  label: string;
}

export interface PersonFieldSpec<Key extends string = string, Kind extends PersonFieldKind = PersonFieldKind> {
  key: Key;
  /** The page's label without its mark (" *" or " (optionnel)"); the field's name in messages too. A flag's label is its checkbox's whole name. */
  label: string;
  /** Required by the §5 check; the card marks it " *", and " (optionnel)" otherwise. */
  required: boolean;
  kind: Kind;
  /** The on-screen keyboard, when the input type alone does not choose the right one. */
  inputMode?: 'numeric' | 'tel' | 'email';
  /** The HTML autofill token; the card puts it in the party's section. 'off': no autofill. */
  autocomplete: string;
  /** For a choice: the options, in the order the select offers them. */
  options?: readonly ChoiceOption[];
  /**
   * Added after the first release (specification §19): saves and payment records made before it
   * lack it, and read it as empty.
   */
  addedLater?: true;
  /** Shown only on the cards of this role (a flag that concerns the mandant alone); absent: on every card. */
  onlyFor?: 'grantor' | 'attorney';
  /**
   * Folded under the card's one summary of optional details, so the required path is shorter on a
   * phone (docs/decisions/064); its label stays as it is.
   */
  folded?: true;
  /** On a company's card, the field is its representative's or its office's and is labelled so (docs/decisions/126). */
  companyLabel?: string;
  /** Not asked on a company's card: its representative's birth is not the company's (docs/decisions/126). */
  notAskedOfRepresentative?: true;
  /** A required field: the words a message names it by (« Veuillez indiquer le nom du mandant. »). */
  messageName?: string;
}

/** A row of the table, keeping its key, kind and flags as literal types. */
function field<const Spec extends PersonFieldSpec>(spec: Spec): Spec & PersonFieldSpec<Spec['key'], Spec['kind']> {
  return spec;
}

/** The identity documents a person may name (specification §19). */
export const IDENTITY_DOCUMENTS = [
  { label: "Carte nationale d'identité" },
  { label: 'Passeport' },
  { label: 'Titre de séjour' },
  { label: 'Permis de conduire' },
] as const satisfies readonly ChoiceOption[];

/**
 * "Civilité (optionnel)": how the document addresses the person and makes its words agree
 * ("Je soussignée, Madame …, née le …"); not given, it writes "soussigné(e)", "né(e)".
 */
export const CIVILITIES = [{ label: 'Madame' }, { label: 'Monsieur' }] as const satisfies readonly ChoiceOption[];

/** The person fields in the order the card shows them (specification §13, §19). */
export const PERSON_FIELDS = [
  field({
    key: 'civility',
    label: 'Civilité',
    required: false,
    kind: 'choice',
    autocomplete: 'honorific-prefix',
    options: CIVILITIES,
    addedLater: true,
    folded: true,
  }),
  field({
    key: 'lastName',
    label: 'Nom',
    required: true,
    messageName: 'le nom',
    kind: 'text',
    autocomplete: 'family-name',
    companyLabel: 'Nom du représentant',
  }),
  field({
    key: 'firstName',
    label: 'Prénom',
    required: true,
    messageName: 'le prénom',
    kind: 'text',
    autocomplete: 'given-name',
    companyLabel: 'Prénom du représentant',
  }),
  field({
    key: 'birthDate',
    label: 'Date de naissance',
    required: true,
    messageName: 'la date de naissance',
    kind: 'date',
    autocomplete: 'bday',
    notAskedOfRepresentative: true,
  }),
  field({
    // A minor who is emancipated may give a procuration alone (docs/decisions/048); the card shows
    // the box when the birth date makes the mandant a minor.
    key: 'emancipated',
    label: 'Mineur émancipé',
    required: false,
    kind: 'flag',
    autocomplete: 'off',
    addedLater: true,
    onlyFor: 'grantor',
    notAskedOfRepresentative: true,
  }),
  field({
    key: 'birthPlace',
    label: 'Lieu de naissance',
    required: false,
    kind: 'text',
    autocomplete: 'off',
    addedLater: true,
    folded: true,
    notAskedOfRepresentative: true,
  }),
  field({
    key: 'address',
    label: 'Adresse',
    required: true,
    messageName: "l'adresse",
    kind: 'text',
    autocomplete: 'street-address',
    companyLabel: 'Adresse du siège',
  }),
  field({
    key: 'postalCode',
    label: 'Code postal',
    required: true,
    messageName: 'le code postal',
    kind: 'text',
    inputMode: 'numeric',
    autocomplete: 'postal-code',
    companyLabel: 'Code postal du siège',
  }),
  field({
    key: 'city',
    label: 'Ville',
    required: true,
    messageName: 'la ville',
    kind: 'text',
    autocomplete: 'address-level2',
    companyLabel: 'Ville du siège',
  }),
  field({
    key: 'phone',
    label: 'Téléphone',
    required: true,
    messageName: 'le numéro de téléphone',
    kind: 'tel',
    inputMode: 'tel',
    autocomplete: 'tel',
  }),
  field({
    key: 'email',
    label: 'Email',
    required: false,
    kind: 'email',
    inputMode: 'email',
    autocomplete: 'email',
  }),
  field({
    key: 'idType',
    label: "Pièce d'identité",
    required: false,
    kind: 'choice',
    autocomplete: 'off',
    options: IDENTITY_DOCUMENTS,
    addedLater: true,
    folded: true,
  }),
  field({
    key: 'idNumber',
    label: 'Numéro de la pièce',
    required: false,
    kind: 'text',
    autocomplete: 'off',
    addedLater: true,
    folded: true,
  }),
] as const;

export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonFieldKey = PersonField['key'];

/** Marks a required field's label on the page. */
export const REQUIRED_MARK = ' *';
/** Marks an optional field's label on the page. */
export const OPTIONAL_MARK = ' (optionnel)';

/** Whether a card asks the field: a company's card does not ask its representative's birth. */
export function isAskedOn(spec: Pick<PersonFieldSpec, 'notAskedOfRepresentative'>, company: boolean): boolean {
  return !(company && spec.notAskedOfRepresentative);
}

/** The field's name on a card, without its mark: a company's card names its representative's and its office's. */
export function cardLabelOf(spec: Pick<PersonFieldSpec, 'label' | 'companyLabel'>, company: boolean): string {
  return (company && spec.companyLabel) || spec.label;
}

/** The field's accessible name on the page, a contract: "Nom *", "Email (optionnel)". */
export function personFieldLabel(spec: Pick<PersonFieldSpec, 'label' | 'required'>): string {
  return `${spec.label}${spec.required ? REQUIRED_MARK : OPTIONAL_MARK}`;
}

/**
 * An object with one entry per person field, built by `entryOf` from each row. The table is a
 * tuple, so the object's type is the caller's to state (`Person`, a schema shape…); its tests
 * check each entry.
 */
export function mapPersonFields<Result extends Record<PersonFieldKey, unknown>>(
  entryOf: (spec: PersonField) => Result[PersonFieldKey],
): Result {
  return Object.fromEntries(PERSON_FIELDS.map((spec) => [spec.key, entryOf(spec)])) as Result;
}
