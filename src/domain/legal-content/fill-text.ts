/**
 * A document text's named fields ("{grantors}") filled (docs/decisions/072). A field the values lack
 * is an error, never a blank.
 */
import type { DocumentTexts } from './legal-content-schema.ts';
import { legalText } from './legal-text.ts';

/** `template` with each "{name}" replaced by `values.name`. */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`{${name}}`);
    return value;
  });
}

/** The text of `key` (for several people when asked) with its fields filled. */
export function filledText(texts: DocumentTexts, key: string, values: Readonly<Record<string, string>>, several = false): string {
  return fillText(legalText(texts, key, several), values);
}
