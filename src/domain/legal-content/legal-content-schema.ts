/**
 * The shape of the legal content files (content/legal/, docs/decisions/070): every sentence about
 * the law the product shows, with its sources and the day they were checked. Validated when the page
 * is built and in a test; the page itself receives the validated data and never loads this schema.
 * No unknown key anywhere: a misspelt field is an error, not a silent omission.
 */
import * as z from 'zod';
import { OPERATION_TO_SPECIFY, OPERATIONS_BY_TYPE, PROCURATION_TYPES, type ProcurationType } from '../catalogue.ts';
import { TEMPLATE_DOCUMENTS, type TemplateDocument } from '../document-registry.ts';

export const VERDICT_LEVELS = ['suitable', 'depends', 'ownProcedure', 'otherRoute', 'officialForm', 'notary'] as const;
export type VerdictLevel = (typeof VERDICT_LEVELS)[number];

/** Official sources only: Légifrance, the public service's site, and the State's own services. */
const OFFICIAL_HOSTS = [
  'www.legifrance.gouv.fr',
  'www.service-public.gouv.fr',
  'entreprendre.service-public.gouv.fr',
  'www.maprocuration.gouv.fr',
  'france-identite.gouv.fr',
  'eur-lex.europa.eu',
  'www.cnil.fr',
  'filigrane.beta.gouv.fr',
];

/**
 * The documents whose texts live in content/legal/documents/ as <name>.yaml, keyed ("page" is what the
 * page shows on first load), and the messages that state the law in content/legal/messages/<name>.yaml:
 * the readiness rule's ("checks"), the editable copies' notice and the mentions légales'
 * (docs/decisions/238).
 */
const KEYED_DOCUMENTS = ['page', 'procurationMessages', 'checks', 'editable-copy', 'legal-notice'] as const;

/**
 * Every document of the content: the keyed ones, then each template the registry of documents declares,
 * read top to bottom as the paper (<file>.liquid, its `## document` line naming it; docs/decisions/202, 203).
 */
export type LegalDocument = (typeof KEYED_DOCUMENTS)[number] | TemplateDocument;
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [...KEYED_DOCUMENTS, ...TEMPLATE_DOCUMENTS.map((template) => template.document)];

/** A placeholder of a template: "{grantors}". */
const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();

const text = z.string().trim().min(1);
const day = z.iso.date();
const sourceIds = z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1);

export const sourceSchema = z.strictObject({
  title: text,
  address: z.url({
    protocol: /^https$/,
    hostname: new RegExp(`^(?:${OFFICIAL_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|')})$`),
  }),
  /** The day the address was last checked to lead to the article (decision 074); every source has one (issue 55). */
  checked: day,
  /**
   * What could not be confirmed when it was checked, in French: an article whose own address was not
   * found, the address then leading to its code or section (docs/decisions/123). Shown with the link.
   */
  note: text.optional(),
});

/** One legal sentence (or short paragraph) with where it comes from. */
export const passageSchema = z.strictObject({ text, sources: sourceIds, checked: day });

/**
 * One text of a document or of the page: a sentence, or a template whose variable parts are named
 * placeholders ("{grantors}"); `several`, its wording when several mandants (or mandataires) speak.
 */
export const documentTextSchema = z.strictObject({
  /** How the /sources page heads the text, in French (the review sheet keeps its key). */
  heading: text,
  text,
  several: text.optional(),
  sources: sourceIds,
  checked: day,
});

export const documentTextsSchema = z.strictObject({
  document: z.enum(LEGAL_DOCUMENTS as [LegalDocument, ...LegalDocument[]]),
  /** How the /sources page and the review sheet name the document. */
  title: text,
  texts: z.record(z.string().regex(/^[a-zA-Z]+$/), documentTextSchema),
});

/** A key of the procuration's template (content/legal/documents/procuration.liquid) or of its messages (procuration-messages.yaml). */
const procurationTextKey = z.string().regex(/^[a-zA-Z]+$/);

/**
 * What the law says of one operation, on its own row (docs/decisions/106): whether it is an act of
 * disposition (Code civil, art. 1988) and what its precise object must name, whether a procuration
 * can carry it, the powers the paper prints, and a paragraph the paper adds when it is ticked.
 */
export const operationLawSchema = z.strictObject({
  /**
   * The powers the paper prints after the operation's name, what a counter reads: infinitives joined
   * by commas, without "mon" or "notre" (the body sentence says in whose name). Absent only when the
   * procuration can carry no part of the operation.
   */
  powers: text.optional(),
  /** The powers when several mandants give them, where the words differ: « représenter chacun des mandants » (docs/decisions/178). */
  powersSeveral: text.optional(),
  /** An act of disposition: the mandate must be express and its object precise (art. 1988). */
  disposition: z
    .strictObject({
      /** How a message names the act: "la vente d'un véhicule". */
      named: text,
      /** What the precise object must say: "la marque, le modèle et l'immatriculation…". */
      object: text,
    })
    .optional(),
  /** A power the law does not let a procuration carry, wholly or in part: the mark on its line, by key. */
  void: z.strictObject({ wholly: z.boolean(), mark: procurationTextKey }).optional(),
  /** A paragraph the paper prints below the list when the operation is ticked, by key. */
  notice: procurationTextKey.optional(),
  /** For a wholly void power: what the message after the download says to do instead, by key. */
  routeMessage: procurationTextKey.optional(),
});

/**
 * One thing to bring: its words, or its words and what it is. `companyRegistration`: the proof that a
 * company exists, which a company among the mandants already brings as its own item (notices.yaml ›
 * companyBringRegistration): « À apporter » then lists that one in its place (docs/decisions/147).
 */
export const bringItemSchema = z.union([
  text,
  z.strictObject({ text, companyRegistration: z.literal(true) }),
  /**
   * `identity`: an identity document line, said once for every row (docs/decisions/178): « people » the
   * mandant's and the mandataire's, « account » an account holder's; with several people or a company,
   * one line names each signatory.
   */
  z.strictObject({ text, identity: z.enum(['people', 'account']) }),
  /** `signedPaper`: the signed procuration itself, which a notary's project never is (docs/decisions/177). */
  z.strictObject({ text, signedPaper: z.literal(true) }),
  /** `companyOnly`: said only with a company or an association among the mandants. */
  z.strictObject({ text, companyOnly: z.literal(true) }),
]);

export const verdictRowSchema = z.strictObject({
  level: z.enum(VERDICT_LEVELS),
  /** One paragraph each; a paragraph shared by two ticked operations is shown once. */
  says: z.array(text).min(1),
  /** The official route, by name, when one exists. */
  route: text.optional(),
  /** The "À apporter" list; absent, the everyday list of the notices file. */
  bring: z.array(bringItemSchema).min(1).optional(),
  sources: sourceIds,
  checked: day,
});

/**
 * What the law says of a whole type, whatever is ticked (docs/decisions/170): no type is named in
 * TypeScript outside the catalogue, so what one type alone needs is said here, in its content file.
 */
export const typeLawSchema = z.strictObject({
  /** Said with every row of the type, ticked or not, after the rows' own paragraphs; with its official route, if any. */
  always: z
    .array(z.strictObject({ ...passageSchema.shape, route: text.optional() }))
    .min(1)
    .optional(),
  /** Said when « Autoriser le mandataire à se faire remplacer » is ticked. */
  substitutionCaution: passageSchema.optional(),
  /**
   * A company or an association among the mandants: the passage said in place of one paragraph of the
   * type's rows written for a person (a bank's joint account, signing at home or in hospital).
   */
  forCompany: z.strictObject({ instead: text, ...passageSchema.shape }).optional(),
  /** Its procuration is not ended by a letter: what the page says instead of offering letters. */
  revocationRoute: passageSchema.optional(),
  /** The message after the PDF when the organisation has its own procedure, by key of the procuration's texts. */
  ownProcedureMadeMessage: procurationTextKey.optional(),
  /** A sentence every message after the PDF ends with, by key of the procuration's texts. */
  madeMessageNote: procurationTextKey.optional(),
});

export const typeVerdictsSchema = z.strictObject({
  type: z.enum(PROCURATION_TYPES as [ProcurationType, ...ProcurationType[]]),
  objectExample: text,
  typeLaw: typeLawSchema.optional(),
  nothingTicked: verdictRowSchema,
  operations: z.record(z.string(), z.strictObject({ ...verdictRowSchema.shape, ...operationLawSchema.shape })),
});

export const noticesSchema = z.strictObject({
  /** The verdict's headline, per level. */
  levels: z.strictObject(Object.fromEntries(VERDICT_LEVELS.map((level) => [level, text])) as Record<VerdictLevel, typeof text>),
  everydayBring: z.array(bringItemSchema).min(1),
  passages: z.record(z.string().regex(/^[a-zA-Z]+$/), passageSchema),
});

export const legalContentSchema = z
  .strictObject({
    sources: z.record(z.string().regex(/^[a-z0-9-]+$/), sourceSchema),
    notices: noticesSchema,
    verdicts: z.array(typeVerdictsSchema),
    documents: z.array(documentTextsSchema),
  })
  .check((context) => {
    const { sources, notices, verdicts, documents } = context.value;
    const procurationTexts = documents.find((entry) => entry.document === 'procuration');
    const messageTexts = documents.find((entry) => entry.document === 'procurationMessages');
    const issue = (message: string) => context.issues.push({ code: 'custom', message, input: context.value });
    const cite = (where: string, ids: readonly string[]) => {
      for (const id of ids) if (!Object.hasOwn(sources, id)) issue(`${where} : source inconnue « ${id} »`);
    };
    for (const [key, passage] of Object.entries(notices.passages)) cite(`notices.passages.${key}`, passage.sources);
    for (const document of LEGAL_DOCUMENTS) {
      const found = documents.filter((entry) => entry.document === document);
      if (found.length !== 1) issue(`le document « ${document} » doit avoir exactement un fichier de textes (trouvé : ${found.length})`);
    }
    for (const entry of documents) {
      for (const [key, value] of Object.entries(entry.texts)) {
        cite(`${entry.document} › ${key}`, value.sources);
        if (value.several !== undefined && placeholdersOf(value.several).join() !== placeholdersOf(value.text).join()) {
          issue(`${entry.document} › ${key} : « several » doit avoir les mêmes champs {…} que « text »`);
        }
      }
    }
    for (const type of PROCURATION_TYPES) {
      const found = verdicts.filter((entry) => entry.type === type);
      if (found.length !== 1) issue(`le type « ${type} » doit avoir exactement un fichier de verdicts (trouvé : ${found.length})`);
    }
    for (const entry of verdicts) {
      const offered: readonly string[] = OPERATIONS_BY_TYPE[entry.type];
      for (const operation of offered) {
        if (!Object.hasOwn(entry.operations, operation)) issue(`${entry.type} : il manque la ligne de l'opération « ${operation} »`);
      }
      for (const operation of Object.keys(entry.operations)) {
        if (!offered.includes(operation)) issue(`${entry.type} : opération inconnue du catalogue « ${operation} »`);
      }
      cite(`${entry.type} (rien de coché)`, entry.nothingTicked.sources);
      const { typeLaw } = entry;
      for (const passage of [...(typeLaw?.always ?? []), typeLaw?.substitutionCaution, typeLaw?.revocationRoute, typeLaw?.forCompany])
        if (passage !== undefined) cite(`${entry.type} (tout le type)`, passage.sources);
      const rowsSay = [entry.nothingTicked, ...Object.values(entry.operations)].flatMap((row) => row.says);
      if (typeLaw?.forCompany !== undefined && !rowsSay.includes(typeLaw.forCompany.instead))
        issue(`${entry.type} (tout le type) : « forCompany.instead » n'est le paragraphe d'aucune ligne`);
      for (const key of [typeLaw?.ownProcedureMadeMessage, typeLaw?.madeMessageNote]) {
        if (key !== undefined && messageTexts !== undefined && !Object.hasOwn(messageTexts.texts, key))
          issue(`${entry.type} (tout le type) : message inconnu après la procuration « ${key} »`);
      }
      for (const [operation, row] of Object.entries(entry.operations)) {
        const where = `${entry.type} × ${operation}`;
        cite(where, row.sources);
        const printable = procurationTexts === undefined ? undefined : procurationTexts.texts;
        for (const key of [row.void?.mark, row.notice]) {
          if (key !== undefined && printable !== undefined && !Object.hasOwn(printable, key)) {
            issue(`${where} : texte inconnu de la procuration « ${key} »`);
          }
        }
        if (row.routeMessage !== undefined && messageTexts !== undefined && !Object.hasOwn(messageTexts.texts, row.routeMessage))
          issue(`${where} : message inconnu après la procuration « ${row.routeMessage} »`);
        // The custom operation prints the text typed for it.
        if (row.powers === undefined && row.void?.wholly !== true && operation !== OPERATION_TO_SPECIFY)
          issue(`${where} : il manque « powers », les pouvoirs imprimés`);
        if (row.powers !== undefined && row.void?.wholly === true) issue(`${where} : un pouvoir sans effet n'imprime pas de « powers »`);
        if (row.routeMessage !== undefined && row.void?.wholly !== true)
          issue(`${where} : « routeMessage » va avec un pouvoir entièrement sans effet`);
      }
    }
  });

export type Passage = z.infer<typeof passageSchema>;
export type VerdictRowContent = z.infer<typeof verdictRowSchema>;
export type BringItem = z.infer<typeof bringItemSchema>;
export type OperationLaw = z.infer<typeof operationLawSchema>;
/** An operation's row as the documents read it: its level and its legal object. */
export type OperationLawRow = OperationLaw & Pick<VerdictRowContent, 'level'>;
/** Every operation's legal object, by type then operation (virtual:legal-content/operations). */
export type OperationsLaw = Readonly<
  Record<
    ProcurationType,
    {
      readonly nothingTicked: VerdictLevel;
      readonly operations: Readonly<Record<string, OperationLawRow>>;
      /** The type's own messages after the PDF, by key (typeLawSchema). */
      readonly madeMessages: Pick<TypeLaw, 'ownProcedureMadeMessage' | 'madeMessageNote'>;
    }
  >
>;
export type TypeLaw = z.infer<typeof typeLawSchema>;
export type TypeVerdictsContent = z.infer<typeof typeVerdictsSchema>;
export type LegalContent = z.infer<typeof legalContentSchema>;
export type DocumentTextContent = z.infer<typeof documentTextSchema>;
/**
 * What the page receives of a document's texts: the words, keyed — a string, or both wordings when
 * the text has one for several people; the sources stay with /sources and the review sheet.
 */
export type DocumentTexts = Readonly<Record<string, string | { readonly text: string; readonly several?: string }>>;
