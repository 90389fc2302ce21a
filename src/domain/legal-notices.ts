/**
 * Short notices the page shows beside the controls they concern. Informative, never blocking. Their
 * words, sources and the day they were checked live in content/legal/documents/page.yaml, compiled
 * into the page at build time (docs/decisions/072). The verdict under the type, which replaced the
 * notices by type, lives in type-verdicts.ts (docs/decisions/029, 042).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="./legal-content/legal-content-module.d.ts" />
import * as page from 'virtual:legal-content/page';
import { NO_LEGAL_ADVICE } from './no-legal-advice.ts';

export { NO_LEGAL_ADVICE };

export const SIGNATURE_NOTICE = page.signatureNotice;
export const ATTORNEY_SIGNATURE_HINT = page.attorneySignatureHint;
export const SUBSTITUTION_HINT = page.substitutionHint;

/** The hints under the detail fields that state the law, by the field's key (detail-fields.ts leaves them out). */
export const DETAIL_FIELD_LEGAL_HINTS: Readonly<Partial<Record<string, string>>> = {
  attorneySignatureBlock: ATTORNEY_SIGNATURE_HINT,
  substitutionAllowed: SUBSTITUTION_HINT,
};

/** Under each person card's title: who this person is, in plain words. */
export const PARTY_ROLE_LINES = {
  grantor: 'vous, qui donnez le pouvoir',
  attorney: 'la personne qui agira pour vous',
} as const;

/** The name of the landmark at the top of the page that holds the explanation and the disclaimer. */
export const ABOUT_THIS_SERVICE = 'À propos de ce service';

/** The heading of the short explanation at the top of the page. */
export const WHAT_IS_A_PROCURATION_TITLE = "Qu'est-ce qu'une procuration ?";

/** What the document can and cannot do, one paragraph each. */
export const WHAT_IS_A_PROCURATION = [page.whatIsAProcuration, page.whatItDoesNotReplace, page.howItEnds] as const;

export const EMANCIPATED_HINT = page.emancipatedHint;

/** The identity copy's notice and the State's own alternative (France Identité's single-use proof). */
export const IDENTITY_COPY_NOTICE = page.identityCopyNotice;
export const IDENTITY_COPY_ALTERNATIVE = page.identityCopyAlternative;

/** Every notice of the page, for the test that scans them for forbidden claims (a function, so the page's bundle drops it). */
export function everyPageNotice(): string[] {
  return [
    SIGNATURE_NOTICE,
    ATTORNEY_SIGNATURE_HINT,
    SUBSTITUTION_HINT,
    PARTY_ROLE_LINES.grantor,
    PARTY_ROLE_LINES.attorney,
    ...WHAT_IS_A_PROCURATION,
    NO_LEGAL_ADVICE,
    EMANCIPATED_HINT,
    IDENTITY_COPY_NOTICE,
    IDENTITY_COPY_ALTERNATIVE,
  ];
}
