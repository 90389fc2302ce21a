/**
 * pino's `redact`, a second net under the log rules of logging.ts (docs/decisions/083): should a log
 * line one day carry a form, an id that opens a record, or a secret header under one of these names,
 * pino writes "[masqué]" in its place. The first net stays the rule that no such value is logged.
 */
export const REDACTED_LOG_PATHS = [
  'data',
  '*.data',
  'pdfDataId',
  '*.pdfDataId',
  'ownerToken',
  '*.ownerToken',
  'recordId',
  '*.recordId',
  'sessionId',
  '*.sessionId',
  'session_id',
  '*.session_id',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
];

export const REDACTION = { paths: REDACTED_LOG_PATHS, censor: '[masqué]' };
