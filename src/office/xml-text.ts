/**
 * Text an XML part may hold (docs/decisions/114). XML 1.0 forbids the C0 control characters but tab,
 * line feed and carriage return, lone surrogates and U+FFFE/U+FFFF: a package holding one is corrupt
 * and a word processor refuses to open it. U+000B (what Word pastes for a manual line break) and
 * U+000C become a line break; the others are dropped. The page and the server already refuse such
 * text in a form; this is the editable copies' own guard, applied to the whole description.
 */

// eslint-disable-next-line no-control-regex -- U+000B and U+000C are what this replaces
const LINE_BREAK_CONTROLS = /[\u000B\u000C]/g;
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlSafeText(value: string): string {
  return value.replace(LINE_BREAK_CONTROLS, '\n').replace(FORBIDDEN_IN_XML, '');
}

/** The same value with every string in it made XML-safe; arrays and plain objects are copied, anything else kept. */
export function withXmlSafeText<T>(value: T): T {
  if (typeof value === 'string') return xmlSafeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withXmlSafeText(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withXmlSafeText(item)])) as T;
  }
  return value;
}
