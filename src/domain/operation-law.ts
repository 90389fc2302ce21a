/**
 * What the law says of each ticked operation, read from its row of the legal content
 * (content/legal/verdicts/<type>.yaml, docs/decisions/106): its level, whether it is an act of
 * disposition (Code civil, art. 1988) and what its object must name, whether a procuration can carry
 * it, the powers the paper prints. No operation is named here: a new operation is a row of content.
 *
 * The next step follows the verdict (issue 42): one rule, read from the levels of the ticked rows,
 * decides the document's title, the message after the download and what else the page offers.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="./legal-content/legal-content-module.d.ts" />
import operationsLaw from 'virtual:legal-content/operations';
import { isProcurationType, type ProcurationType, TYPE_OTHER } from './catalogue.ts';
import type { ProcurationForm } from './form.ts';
import type { OperationLawRow, OperationsLaw, VerdictLevel } from './legal-content/legal-content-schema.ts';

/** The part of the form the law of operations reads. */
export type TickedOperations = Pick<ProcurationForm, 'type' | 'authorizedOperations'>;

/** When ticked operations disagree, the strictest level is the headline. */
export const LEVELS_STRICTEST_FIRST: readonly VerdictLevel[] = [
  'notary',
  'officialForm',
  'otherRoute',
  'ownProcedure',
  'depends',
  'suitable',
];

/** What the person does next with the paper: the verdict's level decides (docs/decisions/106). */
export type NextStep = 'notary' | 'ownProcedure' | 'voidOnly' | 'ordinary';

/** The row of one operation of a type, if the content has one. */
export function lawOf(type: string, operation: string): OperationLawRow | undefined {
  if (!isProcurationType(type)) return undefined;
  const operations = operationsLaw[type].operations;
  return Object.hasOwn(operations, operation) ? operations[operation] : undefined;
}

/** The ticked operations with their rows, in the order they were ticked. */
export function tickedLaw(form: TickedOperations): { operation: string; law: OperationLawRow }[] {
  return form.authorizedOperations.flatMap((operation) => {
    const law = lawOf(form.type, operation);
    return law === undefined ? [] : [{ operation, law }];
  });
}

/** The ticked acts of disposition, each with how to name it and what its object must say. */
export function dispositionActsAmong(form: TickedOperations): NonNullable<OperationLawRow['disposition']>[] {
  return tickedLaw(form).flatMap(({ law }) => (law.disposition === undefined ? [] : [law.disposition]));
}

/** "Autre", or an act of disposition ticked: the mandate must be express (art. 1988). */
export function isBeyondAdministration(form: TickedOperations): boolean {
  return form.type === TYPE_OTHER || dispositionActsAmong(form).length > 0;
}

/** Whether every ticked operation is one the procuration carries no power for at all. */
export function allPowersVoid(form: TickedOperations): boolean {
  const ticked = tickedLaw(form);
  return ticked.length > 0 && ticked.length === form.authorizedOperations.length && ticked.every(({ law }) => law.void?.wholly === true);
}

/** The strictest level among the ticked operations that give a power, or the type's own when none is ticked. */
export function headlineLevel(form: TickedOperations): VerdictLevel | undefined {
  if (!isProcurationType(form.type)) return undefined;
  const ticked = tickedLaw(form);
  const giving = ticked.filter(({ law }) => law.void?.wholly !== true);
  const levels = (giving.length > 0 ? giving : ticked).map(({ law }) => law.level);
  if (levels.length === 0) return operationsLaw[form.type].nothingTicked;
  return LEVELS_STRICTEST_FIRST.find((level) => levels.includes(level));
}

/** The one rule: a notary's act, an organisation's own form, a paper that gives no power, or the ordinary paper. */
export function nextStepOf(form: TickedOperations): NextStep {
  if (allPowersVoid(form)) return 'voidOnly';
  const level = headlineLevel(form);
  if (level === 'notary') return 'notary';
  if (level === 'ownProcedure') return 'ownProcedure';
  return 'ordinary';
}

/** The keys of the paragraphs the paper prints below the list for the ticked operations, each once. */
export function noticeKeysOf(form: TickedOperations): string[] {
  return [...new Set(tickedLaw(form).flatMap(({ law }) => (law.notice === undefined ? [] : [law.notice])))];
}

/** The keys of the routes a void-only paper's message names, each once. */
export function routeMessageKeysOf(form: TickedOperations): string[] {
  return [...new Set(tickedLaw(form).flatMap(({ law }) => (law.routeMessage === undefined ? [] : [law.routeMessage])))];
}

/**
 * The type's own words after the PDF (docs/decisions/170): the message that replaces the
 * organisation's own-procedure one, and a sentence every message ends with. Keys of the procuration's texts.
 */
export function typeMadeMessagesOf(type: string): OperationsLaw[ProcurationType]['madeMessages'] {
  return isProcurationType(type) ? operationsLaw[type].madeMessages : {};
}
