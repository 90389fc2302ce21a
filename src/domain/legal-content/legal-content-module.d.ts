/** The legal content files, validated and compiled at build time (scripts/build/legal-content.ts). */
declare module 'virtual:legal-content' {
  const content: import('./legal-content-schema.ts').LegalContent;
  export default content;
}
