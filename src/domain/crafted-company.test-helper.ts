/**
 * The crafted company mandants of issue 57 (docs/decisions/185): each text no field may hold, or the
 * paper cannot print, typed in each of a company's typed fields, and the few cases beside them. One
 * list for the API's test and the page's.
 */
import { COMPANY_FIELDS, type CompanyFieldKey } from './company.ts';

/** What an attacker typed, by name. */
export const CRAFTED_TEXTS: readonly (readonly [string, string])[] = [
  ['a NUL', 'Dupont\u0000Immo'],
  ['a control character', 'Dupont\u0007Immo'],
  ['a right-to-left override', 'Dupont \u202EImmo'],
  ['an isolate', 'Dupont \u2066Immo\u2069'],
  ['tag characters', 'Dupont\u{E0041}\u{E0042}'],
  ['zero-width spaces only', '\u200B\u200B\u200B'],
  ['an inner zero-width space', 'Dupont\u200BImmo'],
  ['a tab', 'Dupont\tImmo'],
  ['« . »', '.'],
  ['accents alone', '\u0301\u0308\u0300'],
  ['fifty stacked accents', `E${'\u0301'.repeat(50)}`],
  ['emoji', 'Immo 🏠😀'],
  ['CJK', '株式会社東京'],
  ['Arabic', 'شركة دوبون'],
  ['Hebrew', 'חברת דופון'],
];

/** The company fields a person types: Dénomination, « Précisez » (with « Autre »), Ville du RCS, Qualité. */
export const TYPED_COMPANY_FIELDS = COMPANY_FIELDS.filter((spec) => spec.typed);

export interface CraftedCompany {
  name: string;
  /** The company fields typed over a valid company's. */
  fields: Partial<Record<CompanyFieldKey, string>>;
  /** The field the refusal names (its label). */
  label: string;
  key: CompanyFieldKey;
}

/** Every crafted text in every typed company field: 15 × 4. */
export function craftedCompanies(): CraftedCompany[] {
  return TYPED_COMPANY_FIELDS.flatMap((spec) =>
    CRAFTED_TEXTS.map(([name, text]) => ({
      name: `${name} in « ${spec.label} »`,
      fields: spec.key === 'legalFormOther' ? { legalForm: 'Autre', legalFormOther: text } : { [spec.key]: text },
      label: spec.label,
      key: spec.key,
    })),
  );
}
