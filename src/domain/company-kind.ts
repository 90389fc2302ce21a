/**
 * Who a mandant card describes, a person or a company (docs/decisions/126): the little the page's
 * first load needs (the radio group; the labels a company's card changes are the person fields' rows). The company's own fields
 * and checks are company.ts, loaded with them.
 */

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
