/**
 * A PNG image as a data URL, the one form a drawn signature takes: what the page saves and the server
 * stores (stored-form.ts), and what a phone may hand over (src/ui/signature/phone-signing-dialog.tsx).
 */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** Base64, its padding at the end only. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function isPngDataUrl(text: string): boolean {
  return text.startsWith(PNG_DATA_URL_PREFIX) && BASE64.test(text.slice(PNG_DATA_URL_PREFIX.length));
}
