/**
 * A mandant may be a company (issue 46, docs/decisions/126): the card then names the company
 * (dénomination, forme juridique, SIREN, ville du RCS) and the capacity of the person who signs
 * for it; the card's address is the registered office, its Nom, Prénom… the representative's.
 * One definition of these fields: the Person type, the stored schema, the checks and the card read
 * this table. Free of the schema library and of the page.
 */

import { isCompany, type MandantKind } from './company-kind.ts';
import { hasVisibleText } from './visible-text.ts';

/** "Autre": the form is then typed in "Précisez". */
export const LEGAL_FORM_OTHER = 'Autre';
export const ASSOCIATION = 'Association';
/** The legal forms the list offers, in its order (docs/decisions/126). */
export const LEGAL_FORMS = ['SAS', 'SASU', 'SARL', 'EURL', 'SA', 'SCI', 'SNC', ASSOCIATION, LEGAL_FORM_OTHER] as const;

/** The company fields of a mandant card, each a text ('' until typed); absent from cards of a person and older saves. */
export interface CompanyFields {
  companyName: string;
  legalForm: string;
  legalFormOther: string;
  siren: string;
  rcsCity: string;
  representativeRole: string;
}
export type CompanyFieldKey = keyof CompanyFields;

export interface CompanyFieldSpec {
  key: CompanyFieldKey;
  /** The page's label without its mark; the field's name in messages too. */
  label: string;
  required: boolean;
  /** "Veuillez indiquer la dénomination du mandant.": how a message names the field. */
  named: string;
  /** A text the person types and the paper prints (the legal form is a choice, the SIREN digits). */
  typed: boolean;
  /** Said under the field. */
  hint?: string;
}

/** The company fields in the order the card shows them. "Précisez" is asked only with "Autre". */
export const COMPANY_FIELDS: readonly CompanyFieldSpec[] = [
  { key: 'companyName', label: 'Dénomination', required: true, named: 'la dénomination', typed: true },
  { key: 'legalForm', label: 'Forme juridique', required: true, named: 'la forme juridique', typed: false },
  { key: 'legalFormOther', label: 'Précisez la forme juridique', required: true, named: 'la forme juridique', typed: true },
  { key: 'siren', label: 'Numéro SIREN', required: true, named: 'le numéro SIREN', typed: false },
  { key: 'rcsCity', label: 'Ville du RCS', required: false, named: 'la ville du RCS', typed: true },
  {
    key: 'representativeRole',
    label: 'Qualité du représentant',
    required: true,
    named: 'la qualité du représentant',
    typed: true,
    hint: 'Au féminin quand une femme signe\u00a0: gérante, présidente.',
  },
];

export const SIREN_MESSAGE = 'Le numéro SIREN doit comporter 9\u00a0chiffres valides.';
/** An association's number that starts like an RNA number but is not one (docs/decisions/175). */
export const RNA_MESSAGE = 'Le numéro RNA doit comporter la lettre W suivie de 9\u00a0chiffres.';
/** An association's number that is neither a SIREN nor an RNA number. */
export const ASSOCIATION_NUMBER_MESSAGE =
  "Indiquez le numéro SIREN (9\u00a0chiffres) ou le numéro RNA (la lettre W suivie de 9\u00a0chiffres) de l'association.";

/** An association is declared, not registered: its card asks for « Numéro SIREN ou RNA » and no RCS (docs/decisions/175). */
export const ASSOCIATION_NUMBER_LABEL = 'Numéro SIREN ou RNA';
export const ASSOCIATION_NUMBER_NAMED = 'le numéro SIREN ou RNA';

export function isAssociation(company: Pick<CompanyFields, 'legalForm'>): boolean {
  return company.legalForm === ASSOCIATION;
}

/** The field as this company's card shows it: an association's number, its RCS not asked. */
export function companyFieldSpec(spec: CompanyFieldSpec, company: Pick<CompanyFields, 'legalForm'>): CompanyFieldSpec | undefined {
  if (spec.key === 'legalFormOther' && company.legalForm !== LEGAL_FORM_OTHER) return undefined;
  if (!isAssociation(company)) return spec;
  if (spec.key === 'rcsCity') return undefined;
  return spec.key === 'siren' ? { ...spec, label: ASSOCIATION_NUMBER_LABEL, named: ASSOCIATION_NUMBER_NAMED } : spec;
}

/** The longest text a company field may hold. */
export const MAX_COMPANY_FIELD_LENGTH = 200;

export function emptyCompanyFields(): CompanyFields {
  return { companyName: '', legalForm: '', legalFormOther: '', siren: '', rcsCity: '', representativeRole: '' };
}

/** The company fields of a card, every one there ('' when absent). */
export function companyOf(person: Partial<CompanyFields>): CompanyFields {
  return { ...emptyCompanyFields(), ...definedOnly(person) };
}

/** The SIREN's digits, without the spaces typed between them ("732 829 320" → "732829320"). */
export function sirenDigits(siren: string): string {
  return siren.replace(/[\s\u00a0\u202f.-]/g, '');
}

/**
 * Nine digits whose Luhn key is right: from the right, every second digit doubled (its digits
 * added when over 9), the sum a multiple of 10 (INSEE's SIREN key). Nine zeros pass the key and
 * name no company: refused (docs/decisions/185).
 */
export function isValidSiren(siren: string): boolean {
  const digits = sirenDigits(siren);
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((character, index) => {
    const digit = Number(character) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

/** "732 829 320", grouped by three with no-break spaces so the number never breaks across lines. */
export function formatSiren(siren: string): string {
  const digits = sirenDigits(siren);
  return /^\d{9}$/.test(digits) ? digits.replace(/(\d{3})(\d{3})(\d{3})/, '$1\u00a0$2\u00a0$3') : siren.trim();
}

/**
 * An association's numbers as typed in its one field: an RNA number (W and 9 digits), a SIREN, or both
 * ("W595012345 / 732 829 320"); undefined when what is typed is neither (docs/decisions/175).
 */
export function associationNumbers(value: string): { rna?: string; siren?: string } | undefined {
  const compact = value.toUpperCase().replace(/[\s\u00a0\u202f.,;/-]/g, '');
  const match = /^(?:(W\d{9})(\d{9})?|(\d{9})(W\d{9})?)$/.exec(compact);
  if (match === null) return undefined;
  const rna = match[1] ?? match[4];
  const siren = match[2] ?? match[3];
  if (siren !== undefined && !isValidSiren(siren)) return undefined;
  return { ...(rna === undefined ? {} : { rna }), ...(siren === undefined ? {} : { siren }) };
}

/** What is wrong with an association's number, each with its own message; undefined when it is right. */
function associationNumberProblem(value: string): 'siren' | 'rna' | 'associationNumber' | undefined {
  if (associationNumbers(value) !== undefined) return undefined;
  const compact = value.toUpperCase().replace(/[\s\u00a0\u202f.-]/g, '');
  if (compact.startsWith('W')) return 'rna';
  return /^\d+$/.test(compact) ? 'siren' : 'associationNumber';
}

/** The form as the paper names it: "SCI", or what "Précisez" holds for "Autre". */
export function printedLegalForm(company: CompanyFields): string {
  return company.legalForm === LEGAL_FORM_OTHER ? company.legalFormOther.trim() : company.legalForm;
}

/**
 * Each company field at fault, with what is wrong: missing (nothing visible, docs/decisions/185), a
 * SIREN refused, or a typed text that holds no letter or digit (« . », accents alone). Empty for a person.
 */
export interface CompanyProblem {
  key: CompanyFieldKey;
  problem: 'missing' | 'siren' | 'rna' | 'associationNumber' | 'no-letter';
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The sentence that refuses a number, by what is wrong with it. */
export const NUMBER_MESSAGES: Record<Exclude<CompanyProblem['problem'], 'missing' | 'no-letter'>, string> = {
  siren: SIREN_MESSAGE,
  rna: RNA_MESSAGE,
  associationNumber: ASSOCIATION_NUMBER_MESSAGE,
};

export function companyProblems(person: { mandantKind?: MandantKind | undefined } & Partial<CompanyFields>): CompanyProblem[] {
  if (!isCompany(person)) return [];
  const company = companyOf(person);
  return COMPANY_FIELDS.flatMap((spec): CompanyProblem[] => {
    const value = company[spec.key].trim();
    if (companyFieldSpec(spec, company) === undefined) return [];
    if (spec.key === 'legalForm' && !(LEGAL_FORMS as readonly string[]).includes(value)) return [{ key: spec.key, problem: 'missing' }];
    if (spec.key === 'siren' && value !== '' && isAssociation(company)) {
      const problem = associationNumberProblem(value);
      return problem === undefined ? [] : [{ key: spec.key, problem }];
    }
    if (spec.key === 'siren' && value !== '' && !isValidSiren(value)) return [{ key: spec.key, problem: 'siren' }];
    if (spec.required && !hasVisibleText(value)) return [{ key: spec.key, problem: 'missing' }];
    // An optional field left empty is fine; one holding only what prints nothing would print « RCS de  ».
    if (value === '') return [];
    return spec.typed && !LETTER_OR_DIGIT.test(value.normalize('NFC')) ? [{ key: spec.key, problem: 'no-letter' }] : [];
  });
}

function definedOnly(person: Partial<CompanyFields>): Partial<CompanyFields> {
  return Object.fromEntries(
    Object.entries(person).filter(([key, value]) => value !== undefined && COMPANY_FIELDS.some((spec) => spec.key === key)),
  );
}
