/**
 * The addresses the checkout page sends the browser back to (specification §17):
 * `/?success=true&pdfDataId=<id>&session_id=<session>` and `/?canceled=true`. The server writes
 * them, the page reads them and then removes them from its address.
 */
export const RETURN_PARAMETERS = {
  success: 'success',
  canceled: 'canceled',
  recordId: 'pdfDataId',
  sessionId: 'session_id',
} as const;

export type PaymentReturn = { kind: 'success'; pdfDataId: string; sessionId: string | null } | { kind: 'canceled' };

/**
 * `sessionId` is a real id or, for Stripe, its `{CHECKOUT_SESSION_ID}` placeholder: written as is,
 * so Stripe can find and replace it.
 */
export function successReturnAddress(publicUrl: string, recordId: string, sessionId: string): string {
  const { success, recordId: id, sessionId: session } = RETURN_PARAMETERS;
  return `${publicUrl}/?${success}=true&${id}=${encodeURIComponent(recordId)}&${session}=${sessionId}`;
}

export function cancelReturnAddress(publicUrl: string): string {
  return `${publicUrl}/?${RETURN_PARAMETERS.canceled}=true`;
}

/** The return from the checkout page, if the query string is one. */
export function readPaymentReturn(search: string): PaymentReturn | undefined {
  const parameters = new URLSearchParams(search);
  const pdfDataId = parameters.get(RETURN_PARAMETERS.recordId);
  if (parameters.get(RETURN_PARAMETERS.success) === 'true' && pdfDataId) {
    return { kind: 'success', pdfDataId, sessionId: parameters.get(RETURN_PARAMETERS.sessionId) };
  }
  if (parameters.get(RETURN_PARAMETERS.canceled) === 'true') return { kind: 'canceled' };
  return undefined;
}

/** The query string without the return parameters ('' when nothing else is left, else '?…'). */
export function withoutReturnParameters(search: string): string {
  const parameters = new URLSearchParams(search);
  for (const name of Object.values(RETURN_PARAMETERS)) parameters.delete(name);
  const rest = parameters.toString();
  return rest ? `?${rest}` : '';
}
