/**
 * What a procuration made here is worth, for the ticked operations (docs/decisions/042, 070). The law
 * itself — per type and operation the level, the paragraphs, the official route, what to bring, the
 * sources and the day they were checked — lives in the content files (content/legal/verdicts/*.yaml),
 * validated and compiled at build time; this module only chooses and joins the rows. With nothing
 * ticked, the type's own row speaks. When ticked operations disagree, the strictest level heads, and a
 * paragraph two rows share is said once.
 *
 * The page loads this module with import() (src/ui/rules/type-verdicts-module.ts), so neither it nor the
 * content weighs anything on the first load.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="./legal-content/legal-content-module.d.ts" />
import legalContent from 'virtual:legal-content';
import { isProcurationType, type ProcurationType } from './catalogue.ts';
import { isBeyondAdministration, LEVELS_STRICTEST_FIRST, nextStepOf as stepOf } from './operation-law.ts';
import type { Person, ProcurationForm } from './form.ts';
import { isCompany } from './company-kind.ts';
import { bringText, identityOf, isCompanyOnly, isCompanyRegistration, isSignedPaper } from './legal-content/bring-item.ts';
import { fillText } from './legal-content/fill-text.ts';
import { dayInWords } from './legal-content/day-in-words.ts';
import type { BringItem, TypeVerdictsContent, VerdictLevel, VerdictRowContent } from './legal-content/legal-content-schema.ts';

// Loaded with the table (src/ui/rules/type-verdicts-module.ts): the page needs them only once a type is chosen.
export { REVOCATION_SENDING_HINT } from './documents/revocation/revocation-sending.ts';
// What comes next, for the parts of the page that offer other documents (docs/decisions/106).
export { nextStepOf } from './operation-law.ts';

export type { VerdictLevel };

const { notices } = legalContent;

/** The levels, as the page says them. */
export const VERDICT_LEVEL_TITLES: Readonly<Record<VerdictLevel, string>> = notices.levels;
export const GENERAL_TERMS_RULE = notices.passages['generalTermsRule']!.text;
/** Under the "À apporter" list: organisations set their own rules. */
export const BRING_NOTE = notices.passages['bringNote']!.text;
/** For every type: a procuration is no tool for the day the mandant can no longer express their will. */
export const INCAPACITY_NOTICE = notices.passages['incapacity']!.text;

/**
 * What « À apporter » adds for the companies among the mandants (docs/decisions/147): the proof that
 * each exists (an extract Kbis, whose "less than three months" is a custom the text says as one; an
 * association's registration) and, once, what empowers its representative. Empty without a company.
 */
// The list's "Association", by its type only: importing company.ts here would make the verdicts' chunk
// load the company's, and the page's first load name one more chunk to preload (docs/decisions/147).
const ASSOCIATION: (typeof import('./company.ts'))['LEGAL_FORMS'][number] = 'Association';

/** What the verdict reads of a mandant: whether it is a company, and of what form. */
export type VerdictMandant = Pick<Person, 'mandantKind' | 'legalForm'>;

export function companyBring(mandants: readonly VerdictMandant[]): string[] {
  const companies = mandants.filter(isCompany);
  if (companies.length === 0) return [];
  const proof = (company: Pick<Person, 'legalForm'>) =>
    notices.passages[company.legalForm === ASSOCIATION ? 'associationBringRegistration' : 'companyBringRegistration']!.text;
  return unique([...companies.map(proof), notices.passages['companyBringPowers']!.text]);
}

/**
 * One cell of the table, the "À apporter" list filled in: its words, and among them the proof that a
 * company exists, which a company mandant's own item replaces.
 */
export type VerdictRow = Omit<VerdictRowContent, 'bring'> & {
  bring: readonly string[];
  companyRegistration: readonly string[];
  /** The items as the content gives them, with what each is. */
  items: readonly BringItem[];
};

/** One entry per type of specification §3. */
export const TYPE_VERDICTS: Readonly<Record<ProcurationType, TypeVerdictsContent>> = Object.fromEntries(
  legalContent.verdicts.map((entry) => [entry.type, entry]),
) as Record<ProcurationType, TypeVerdictsContent>;

/** What the page says under the type, for the ticked operations. */
export interface Verdict {
  level: VerdictLevel;
  title: string;
  /** The paragraphs of every row that applies, strictest first, each said once. */
  reasons: string[];
  /**
   * The one « Démarche » line (issue 55): the route of every row that names one, each once; when the
   * ticked operations name different routes, each after the operations it serves.
   */
  route?: string;
  /**
   * « À apporter »: every row's list, each item once; with a company among the mandants, its own items
   * (companyBring) after them, in place of the rows' proof that a company exists (docs/decisions/147).
   */
  bring: string[];
  /** The sources' titles. */
  sources: string[];
  /** The oldest day among the sources shown (yyyy-MM-dd). */
  checked: string;
  /** The day of `checked`, in words. */
  checkedText: string;
  objectExample: string;
  /** Autre, or an operation beyond administration ticked: the rule of art. 1988. */
  generalTermsRule?: string;
  /** A type whose organisations may refuse a substitute (its content's typeLaw), when one is allowed. */
  caution?: string;
  incapacity: string;
  incapacitySources: readonly string[];
}

function withBring(row: VerdictRowContent): VerdictRow {
  const items = row.bring ?? notices.everydayBring;
  return { ...row, bring: items.map(bringText), companyRegistration: items.filter(isCompanyRegistration).map(bringText), items };
}

/** The rows that speak for the form: those of the ticked operations, or the type's own when none is ticked. */
export function verdictRows(form: Pick<ProcurationForm, 'type' | 'authorizedOperations'>): VerdictRow[] {
  if (!isProcurationType(form.type)) return [];
  const ticked = tickedRows(form).map(({ row }) => row);
  return (ticked.length > 0 ? ticked : [TYPE_VERDICTS[form.type].nothingTicked]).map(withBring);
}

/**
 * A company among the mandants (docs/decisions/147): its legal representative gives the power, and
 * organisations often have their own form signed by that person. Said after the rows' paragraphs.
 */
function companyPassage(mandants: readonly VerdictMandant[]) {
  return mandants.some(isCompany) ? notices.passages['companyMandant']! : undefined;
}

/**
 * « À apporter » for these rows and mandants (docs/decisions/147, 177, 178): each item once; a company's proof
 * that it exists as its own; the items for a company only when one gives the power; never the signed
 * paper for a notary's project; one line for the identity documents, naming each signatory when there
 * are several people or a company ("de chaque titulaire du compte" for co-holders), and for an
 * association's account the decision that designates who may operate it.
 */
function bringFor(rows: readonly VerdictRow[], mandants: readonly VerdictMandant[], options: BringOptions): string[] {
  const ownBring = companyBring(mandants);
  const company = mandants.some(isCompany);
  const items = rows.flatMap((row) =>
    row.items.filter(
      (item) => !(company && isCompanyRegistration(item)) && (company || !isCompanyOnly(item)) && !(options.draft && isSignedPaper(item)),
    ),
  );
  const identities = items.filter((item) => identityOf(item) !== undefined);
  const account = identities.some((item) => identityOf(item) === 'account');
  const identityLine = identities.length === 0 ? [] : [identityText(identities[0]!, account, mandants, options.signatories)];
  const associationAccount =
    account && mandants.some((mandant) => isCompany(mandant) && mandant.legalForm === ASSOCIATION)
      ? [notices.passages['associationBringAccountDecision']!.text]
      : [];
  let identitySaid = false;
  const listed = items.flatMap((item) => {
    if (identityOf(item) === undefined) return [bringText(item)];
    if (identitySaid) return [];
    identitySaid = true;
    return identityLine;
  });
  return unique([...listed, ...ownBring, ...associationAccount]);
}

/** The one identity line: the row's own, or with several people or a company each signatory by name. */
function identityText(
  first: BringItem,
  account: boolean,
  mandants: readonly VerdictMandant[],
  signatories: readonly string[] | undefined,
): string {
  const named = signatories !== undefined && (signatories.length > 2 || mandants.some(isCompany));
  if (!named) return bringText(first);
  const key = account && mandants.filter((mandant) => !isCompany(mandant)).length > 1 ? 'identityBringCoHolders' : 'identityBringEach';
  return fillText(notices.passages[key]!.text, { names: signatories.join(', ') });
}

/** What « À apporter » needs beyond the rows: the signatories' names, and whether the paper is a notary's project. */
interface BringOptions {
  /** Each person who signs or acts, as the identity line names them ("Jeanne Lefèvre (gérante)"). */
  signatories?: readonly string[] | undefined;
  draft: boolean;
}

export function verdictFor(
  form: Pick<ProcurationForm, 'type' | 'authorizedOperations'> &
    Partial<Pick<ProcurationForm, 'substitutionAllowed'>> & {
      grantor?: VerdictMandant;
      otherGrantors?: readonly VerdictMandant[];
      signatories?: readonly string[];
    },
): Verdict | undefined {
  if (!isProcurationType(form.type)) return undefined;
  const rows = verdictRows(form);
  const level = rows[0]?.level ?? 'depends';
  const beyondAdministration = isBeyondAdministration(form);
  const typeLaw = TYPE_VERDICTS[form.type].typeLaw;
  const always = typeLaw?.always ?? [];
  const caution = form.substitutionAllowed === true ? typeLaw?.substitutionCaution : undefined;
  const incapacity = notices.passages['incapacity']!;
  const mandants = [...(form.grantor ? [form.grantor] : []), ...(form.otherGrantors ?? [])];
  const company = companyPassage(mandants);
  // A company's own words in place of a paragraph written for a person (docs/decisions/170).
  const forCompany = company ? typeLaw?.forCompany : undefined;
  const said = (paragraph: string) => (forCompany?.instead === paragraph ? forCompany.text : paragraph);
  const rowSources = rows.flatMap((row) => row.sources);
  const checkedDays = [
    ...rows.map((row) => row.checked),
    ...always.map((passage) => passage.checked),
    incapacity.checked,
    ...(caution ? [caution.checked] : []),
    ...(company ? [company.checked] : []),
    ...(forCompany ? [forCompany.checked] : []),
  ].sort();
  return {
    level,
    title: VERDICT_LEVEL_TITLES[level],
    reasons: unique([
      ...rows.flatMap((row) => row.says.map(said)),
      ...always.map((passage) => passage.text),
      ...(company ? [company.text] : []),
    ]),
    ...routeLine(form, always),
    bring: bringFor(rows, mandants, { signatories: form.signatories, draft: stepOf(form) === 'notary' }),
    sources: unique([
      ...rowSources,
      ...always.flatMap((passage) => passage.sources),
      ...(caution ? caution.sources : []),
      ...(company ? company.sources : []),
      ...(forCompany ? forCompany.sources : []),
    ]).map(sourceTitle),
    checked: checkedDays[0]!,
    checkedText: dayInWords(checkedDays[0]!),
    objectExample: TYPE_VERDICTS[form.type].objectExample,
    ...(beyondAdministration ? { generalTermsRule: GENERAL_TERMS_RULE } : {}),
    ...(caution ? { caution: caution.text } : {}),
    incapacity: incapacity.text,
    // A source the rows already cite (the habilitation familiale, the mandat de protection future) is listed once.
    incapacitySources: incapacity.sources.filter((id) => !rowSources.includes(id)).map(sourceTitle),
  };
}

/** The routes of the ticked rows (each with the operations that name it, strictest first), then the type's own. */
function routeLine(form: Pick<ProcurationForm, 'type' | 'authorizedOperations'>, always: readonly { route?: string | undefined }[]) {
  if (!isProcurationType(form.type)) return {};
  const served = new Map<string, string[]>();
  const ticked = tickedRows(form);
  const rows = ticked.length > 0 ? ticked : [{ operation: undefined, row: TYPE_VERDICTS[form.type].nothingTicked }];
  for (const { operation, row } of rows) {
    if (row.route) served.set(row.route, [...(served.get(row.route) ?? []), ...(operation === undefined ? [] : [operation])]);
  }
  for (const passage of always) if (passage.route && !served.has(passage.route)) served.set(passage.route, []);
  if (served.size === 0) return {};
  const routes = [...served];
  if (routes.length === 1) return { route: routes[0]![0] };
  const forOperations = (operations: readonly string[]) => {
    const named = operations.map((operation) => `«\u00a0${operation}\u00a0»`);
    return named.length === 0 ? '' : `pour ${named.length > 1 ? `${named.slice(0, -1).join(', ')} et ${named.at(-1)!}` : named[0]!}, `;
  };
  return { route: routes.map(([route, operations]) => `${forOperations(operations)}${route}`).join('\u00a0; ') };
}

/** The ticked operations that have a row, each with it, strictest first. */
function tickedRows(form: Pick<ProcurationForm, 'type' | 'authorizedOperations'>): { operation: string; row: VerdictRowContent }[] {
  if (!isProcurationType(form.type)) return [];
  const operations = TYPE_VERDICTS[form.type].operations;
  return form.authorizedOperations
    .flatMap((operation) => (Object.hasOwn(operations, operation) ? [{ operation, row: operations[operation]! }] : []))
    .sort((a, b) => LEVELS_STRICTEST_FIRST.indexOf(a.row.level) - LEVELS_STRICTEST_FIRST.indexOf(b.row.level));
}

export interface PlacedRow {
  type: ProcurationType;
  /** Undefined for the type's own row (nothing ticked). */
  operation: string | undefined;
  row: VerdictRow;
}

/** Every row of the table, with where it sits, for the tests that read them all. */
export function everyVerdictRow(): PlacedRow[] {
  return legalContent.verdicts.flatMap((entry): PlacedRow[] => [
    { type: entry.type, operation: undefined, row: withBring(entry.nothingTicked) },
    ...Object.entries(entry.operations).map(([operation, row]): PlacedRow => ({ type: entry.type, operation, row: withBring(row) })),
  ]);
}

/** Every sentence of the table, for the test that scans what the page says for forbidden claims. */
export function everyVerdictText(): string[] {
  return unique([
    ...Object.values(VERDICT_LEVEL_TITLES),
    ...Object.values(notices.passages).map((passage) => passage.text),
    ...legalContent.verdicts.flatMap(({ typeLaw }) =>
      [...(typeLaw?.always ?? []), typeLaw?.substitutionCaution, typeLaw?.revocationRoute, typeLaw?.forCompany].flatMap((passage) =>
        passage ? [passage.text] : [],
      ),
    ),
    ...everyVerdictRow().flatMap(({ row }) => [...row.says, row.route ?? '', ...row.bring]),
  ]).filter((text) => text !== '');
}

/**
 * A type whose procuration is not ended by a letter (the vote's: docs/decisions/043, 170): what the
 * page says instead of offering the revocation letters. Undefined for every other type.
 */
export function revocationRouteOf(type: string): string | undefined {
  return isProcurationType(type) ? TYPE_VERDICTS[type].typeLaw?.revocationRoute?.text : undefined;
}

/** A source's title, as the verdict lists it. */
function sourceTitle(id: string): string {
  return legalContent.sources[id]?.title ?? id;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
