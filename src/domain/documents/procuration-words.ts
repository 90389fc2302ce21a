/**
 * The procuration's template (content/legal/documents/procuration.liquid, docs/decisions/202),
 * compiled at build: its blocks by key, for the procuration and for what the letters say as it does
 * (how a company is named, company-clause.ts).
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the compiled content's type, for every program that reaches this module
/// <reference path="../legal-content/legal-content-module.d.ts" />
import template from 'virtual:legal-content/template/procuration';
import { paragraphOf, type TemplateValues } from '../legal-content/compiled-template.ts';

export const PROCURATION_TEMPLATE = template;

/** The words of the procuration's block `key` for these values. */
export function procurationWords(key: string, values: TemplateValues = {}): string {
  return paragraphOf(template, key, values);
}
