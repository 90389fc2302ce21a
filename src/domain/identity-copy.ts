/**
 * The watermarked copy of an identity document: organisations ask for a copy of the mandant's
 * identity document, and a plain copy is what identity thieves want. The page stamps across the
 * image, diagonally and repeated, to whom and when the copy was given, like the State's own
 * watermarking service (filigrane.beta.gouv.fr), but on the device: the image never leaves it.
 */
import { formatDisplayDate } from './dates.ts';
import { unsupportedCharacters } from './printable-text.ts';

export const IDENTITY_COPY_FILE_NAME = 'piece-identite-filigranee.pdf';
/** The formats every browser decodes; HEIC is not among them (phones send JPEG from the camera). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Larger files are refused before being read. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Larger images are refused once decoded (a phone photo is about 12 million pixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The stamped copy is scaled down to this longest side: sharp when printed, light to send. */
export const COPY_MAX_SIDE_PX = 2400;
/** What to whom is at most this long: it is repeated across the image. */
export const MAX_RECIPIENT_LENGTH = 120;

export const IDENTITY_COPY_MESSAGES = {
  imageRequired: "Choisissez d'abord une photo ou une image de la pièce d'identité.",
  recipientRequired: "Indiquez l'organisme à qui vous remettez la copie.",
  recipientTooLong: `Le nom de l'organisme ne doit pas dépasser ${MAX_RECIPIENT_LENGTH} caractères.`,
  notAnImage: "Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.",
  tooLarge: `Cette image est trop lourde : ${MAX_IMAGE_BYTES / 1024 / 1024} Mo et ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au plus. Choisissez une photo plus légère.`,
  unreadable: 'Cette image ne peut pas être lue. Essayez une autre photo, au format JPEG, PNG ou WebP.',
  failed: "Erreur lors de la création de la copie filigranée. Votre image n'a été envoyée nulle part.",
} as const;

/** The field a refusal is tied to (the page focuses it). */
export type IdentityCopyField = 'image' | 'recipient';
export type IdentityCopyFailure = { message: string; field: IdentityCopyField };

/** "Copie remise à Banque Exemple le 23/11/2026 — procuration — ne pas réutiliser". */
export function watermarkText(recipient: string, today: Date): string {
  return `Copie remise à ${recipient.trim()} le ${formatDisplayDate(today)} — procuration — ne pas réutiliser`;
}

/** What can be told before the image is read: a file of an accepted type and size, and a recipient the PDF can print. */
export function checkIdentityCopyRequest(
  file: { type: string; size: number } | undefined,
  recipient: string,
): IdentityCopyFailure | undefined {
  if (!file) return { message: IDENTITY_COPY_MESSAGES.imageRequired, field: 'image' };
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { message: IDENTITY_COPY_MESSAGES.notAnImage, field: 'image' };
  if (file.size > MAX_IMAGE_BYTES) return { message: IDENTITY_COPY_MESSAGES.tooLarge, field: 'image' };
  if (recipient.trim() === '') return { message: IDENTITY_COPY_MESSAGES.recipientRequired, field: 'recipient' };
  if (recipient.trim().length > MAX_RECIPIENT_LENGTH) return { message: IDENTITY_COPY_MESSAGES.recipientTooLong, field: 'recipient' };
  const unprintable = unsupportedCharacters(recipient);
  if (unprintable.length > 0) {
    return {
      message: `Le champ « Organisme destinataire » contient des caractères non pris en charge : ${unprintable.join(' ')}`,
      field: 'recipient',
    };
  }
  return undefined;
}

/** The decoded image is not too large to handle. */
export function checkDecodedImage({ width, height }: { width: number; height: number }): IdentityCopyFailure | undefined {
  if (width < 1 || height < 1) return { message: IDENTITY_COPY_MESSAGES.unreadable, field: 'image' };
  if (width * height > MAX_IMAGE_PIXELS) return { message: IDENTITY_COPY_MESSAGES.tooLarge, field: 'image' };
  return undefined;
}

/** The size of the copy: the image scaled down (never up) so its longest side is at most COPY_MAX_SIDE_PX. */
export function copySize({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, COPY_MAX_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
