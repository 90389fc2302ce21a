/**
 * Who a mandant card describes, a person or a company (docs/decisions/126): the little the page's
 * first load needs (the radio group, the labels a company's card changes). The company's own fields
 * and checks are company.ts, loaded with them.
 */
import type { PersonFieldKey } from './person-fields.ts';

/** Who a mandant card describes: a person (the default, and every save made before) or a company. */
export const MANDANT_KINDS = ['person', 'company'] as const;
export type MandantKind = (typeof MANDANT_KINDS)[number];

/** The radio group's name and options on the card, a contract (docs/decisions/126). */
export const MANDANT_KIND_LEGEND = 'Le mandant est';
export const MANDANT_KIND_LABELS: Record<MandantKind, string> = { person: 'Une personne', company: 'Une société' };

/** What a mandant card describes: absent means a person (saves and records made before issue 46). */
export function isCompany(person: { mandantKind?: MandantKind | undefined }): boolean {
  return person.mandantKind === 'company';
}

/**
 * On a company's card, the person fields are its representative's and the address its registered
 * office's, labelled so; the birth is not asked of the representative (docs/decisions/126).
 */
export const COMPANY_CARD_LABELS: Partial<Record<PersonFieldKey, string>> = {
  lastName: 'Nom du représentant',
  firstName: 'Prénom du représentant',
  address: 'Adresse du siège',
  postalCode: 'Code postal du siège',
  city: 'Ville du siège',
};
export const NOT_ASKED_OF_A_REPRESENTATIVE: readonly PersonFieldKey[] = ['birthDate', 'emancipated', 'birthPlace'];
