/** The legal content files, validated and compiled at build time (scripts/build/legal-content.ts). */
declare module 'virtual:legal-content' {
  const content: Omit<import('./legal-content-schema.ts').LegalContent, 'documents'>;
  export default content;
}

/** Each operation's legal object, by type then operation (docs/decisions/106). */
declare module 'virtual:legal-content/operations' {
  const operations: import('./legal-content-schema.ts').OperationsLaw;
  export default operations;
}

/** Each offered document's button name, by kind, generated from the registry at build (docs/decisions/203). */
declare module 'virtual:legal-content/document-buttons' {
  export const revocationAttorney: string;
  export const revocationOrganisation: string;
  export const reminder: string;
  export const docx: string;
  export const odt: string;
}

/** One document's texts (content/legal/documents/<name>.yaml), the words only, keyed (docs/decisions/072). */
declare module 'virtual:legal-content/*' {
  const texts: import('./legal-content-schema.ts').DocumentTexts;
  export default texts;
}

/** A document's template (content/legal/documents/<file>.liquid), compiled at build into plain functions (docs/decisions/202). */
declare module 'virtual:legal-content/template/*' {
  const template: import('./compiled-template.ts').CompiledTemplate;
  export default template;
}

/**
 * The readiness rule's messages that state the law, imported by name (content/legal/messages/checks.yaml,
 * docs/decisions/238). scripts/legal/legal-content.test.ts checks these names are the file's keys.
 */
declare module 'virtual:legal-content/checks' {
  export const grantorMinor: string;
  export const grantorTooYoungToBeEmancipated: string;
  export const attorneyMinorNote: string;
  /** "{years}" is the number of years. */
  export const longDurationNote: string;
}

/**
 * The page's first-load texts, imported by name (content/legal/documents/page.yaml): the bundle keeps
 * only the words. scripts/legal/legal-content.test.ts checks these names are the file's keys.
 */
declare module 'virtual:legal-content/page' {
  export const whatIsAProcuration: string;
  export const whatItDoesNotReplace: string;
  export const howItEnds: string;
  export const signatureNotice: string;
  export const attorneySignatureHint: string;
  export const substitutionHint: string;
  export const emancipatedHint: string;
  export const identityCopyNotice: string;
  export const identityCopyAlternative: string;
}
