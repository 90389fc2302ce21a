/** The electoral type, named once: its revocation takes the official route (electoral-revocation.ts). */
import type { ProcurationType } from './catalogue.ts';

export const TYPE_ELECTORAL = 'Électorale' satisfies ProcurationType;
