/**
 * What the page says and checks about the watermarked copy before any image is read: the file name,
 * the formats, the limits, and the message of a copy that could not be made. Apart from
 * identity-copy.ts, so the section's first load carries no stamping code (docs/decisions/049).
 */

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

/**
 * The one refusal the section shows itself, when the code that checks and stamps cannot be fetched; the
 * others come with that code (IDENTITY_COPY_MESSAGES, identity-copy.ts), loaded on the click, so the
 * section fetched at idle on every first visit does not carry them (docs/decisions/249).
 */
export const IDENTITY_COPY_FAILED = "Erreur lors de la création de la copie filigranée. Votre image n'a été envoyée nulle part.";

/** The field a refusal is tied to (the page focuses it). */
export type IdentityCopyField = 'image' | 'recipient';
export type IdentityCopyFailure = { message: string; field: IdentityCopyField };
