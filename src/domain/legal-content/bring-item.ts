/** An item of a verdict row's « À apporter » list, as the content writes it (legal-content-schema.ts). */
import type { BringItem } from './legal-content-schema.ts';

/** Its words. */
export const bringText = (item: BringItem): string => (typeof item === 'string' ? item : item.text);

/** The proof that a company exists, which a company among the mandants brings as its own item (docs/decisions/147). */
export const isCompanyRegistration = (item: BringItem): boolean => typeof item !== 'string' && 'companyRegistration' in item;

/** An identity document line, and whose (docs/decisions/178). */
export const identityOf = (item: BringItem): 'people' | 'account' | undefined =>
  typeof item !== 'string' && 'identity' in item ? item.identity : undefined;

/** The signed procuration itself, never asked of a notary's project (docs/decisions/177). */
export const isSignedPaper = (item: BringItem): boolean => typeof item !== 'string' && 'signedPaper' in item;

/** Said only with a company among the mandants. */
export const isCompanyOnly = (item: BringItem): boolean => typeof item !== 'string' && 'companyOnly' in item;
