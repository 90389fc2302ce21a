/** An item of a verdict row's « À apporter » list, as the content writes it (legal-content-schema.ts). */
import type { BringItem } from './legal-content-schema.ts';

/** Its words. */
export const bringText = (item: BringItem): string => (typeof item === 'string' ? item : item.text);

/** The proof that a company exists, which a company among the mandants brings as its own item (docs/decisions/147). */
export const isCompanyRegistration = (item: BringItem): boolean => typeof item !== 'string' && item.companyRegistration;
