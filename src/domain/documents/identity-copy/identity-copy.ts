/**
 * The watermarked copy of an identity document: organisations ask for a copy of the mandant's
 * identity document, and a plain copy is what identity thieves want. The page stamps across the
 * image, diagonally and repeated, to whom and when the copy was given, like the State's own
 * watermarking service (filigrane.beta.gouv.fr), but on the device: the image never leaves it.
 */
import { formatDisplayDate } from '../../dates.ts';
import { ofName } from '../document-blocks.ts';
import { unsupportedCharacters } from '../../printable-text.ts';

import {
  IDENTITY_COPY_FAILED,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_RECIPIENT_LENGTH,
  ACCEPTED_IMAGE_TYPES,
  COPY_MAX_SIDE_PX,
  type IdentityCopyFailure,
} from './identity-copy-limits.ts';

export {
  ACCEPTED_IMAGE_TYPES,
  COPY_MAX_SIDE_PX,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_RECIPIENT_LENGTH,
  type IdentityCopyField,
  type IdentityCopyFailure,
} from './identity-copy-limits.ts';

/** What the page says when it refuses a copy: loaded with this check, on the click (docs/decisions/249). */
export const IDENTITY_COPY_MESSAGES = {
  imageRequired: "Choisissez d'abord une photo ou une image de la pièce d'identité.",
  recipientRequired: "Indiquez l'organisme à qui vous remettez la copie.",
  recipientTooLong: `Le nom de l'organisme ne doit pas dépasser ${MAX_RECIPIENT_LENGTH} caractères.`,
  notAnImage: "Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.",
  tooLarge: `Cette image est trop lourde : ${MAX_IMAGE_BYTES / 1024 / 1024} Mo et ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au plus. Choisissez une photo plus légère.`,
  unreadable: 'Cette image ne peut pas être lue. Essayez une autre photo, au format JPEG, PNG ou WebP.',
  failed: IDENTITY_COPY_FAILED,
} as const;

/** "Copie remise à Banque Exemple le 23/11/2026 — procuration — ne pas réutiliser". */
export function watermarkText(recipient: string, today: Date, holder?: string): string {
  // With several people on the procuration, the stamp also says whose document it is (docs/decisions/051).
  const whose = holder === undefined || holder.trim() === '' ? '' : ` de la pièce ${ofName(holder.trim())}`;
  return `Copie${whose} remise à ${recipient.trim()} le ${formatDisplayDate(today)} — procuration — ne pas réutiliser`;
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
      message: `Le champ « Organisme destinataire » contient des caractères non pris en charge : ${unprintable.join(' ')}`,
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
