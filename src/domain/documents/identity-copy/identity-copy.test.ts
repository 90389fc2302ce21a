import { describe, expect, test } from 'vitest';
import {
  checkDecodedImage,
  checkIdentityCopyRequest,
  copySize,
  IDENTITY_COPY_MESSAGES,
  MAX_IMAGE_BYTES,
  watermarkText,
} from './identity-copy.ts';

const JPEG = { type: 'image/jpeg', size: 3_000_000 };

test('the stamp says to whom and when the copy was given, and that it is not to be reused', () => {
  expect(watermarkText('  Banque Exemple ', new Date(2026, 10, 23))).toBe(
    'Copie remise à Banque Exemple le 23/11/2026 — procuration — ne pas réutiliser',
  );
});

test('with several people, the stamp says whose document it is', () => {
  expect(watermarkText('Banque Exemple', new Date(2026, 10, 23), ' Claire Dupont ')).toBe(
    'Copie de la pièce de Claire Dupont remise à Banque Exemple le 23/11/2026 — procuration — ne pas réutiliser',
  );
});

describe('before the image is read', () => {
  test.each([
    ['no file', undefined, 'Banque', IDENTITY_COPY_MESSAGES.imageRequired, 'image'],
    ['a PDF', { type: 'application/pdf', size: 1000 }, 'Banque', IDENTITY_COPY_MESSAGES.notAnImage, 'image'],
    ['a HEIC photo', { type: 'image/heic', size: 1000 }, 'Banque', IDENTITY_COPY_MESSAGES.notAnImage, 'image'],
    ['a file over the limit', { type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'Banque', IDENTITY_COPY_MESSAGES.tooLarge, 'image'],
    ['no recipient', JPEG, '   ', IDENTITY_COPY_MESSAGES.recipientRequired, 'recipient'],
    ['a very long recipient', JPEG, 'B'.repeat(121), IDENTITY_COPY_MESSAGES.recipientTooLong, 'recipient'],
  ] as const)('%s is refused with its message', (_case, file, recipient, message, field) => {
    expect(checkIdentityCopyRequest(file, recipient)).toEqual({ message, field });
  });

  test('a recipient with a character no font draws is named, like the form fields', () => {
    expect(checkIdentityCopyRequest(JPEG, 'Banque 😀')).toEqual({
      message: 'Le champ « Organisme destinataire » contient des caractères non pris en charge : 😀',
      field: 'recipient',
    });
  });

  test('a JPEG, PNG or WebP photo of a reasonable size with a recipient in any alphabet passes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkIdentityCopyRequest({ type, size: 1 }, 'Сбербанк')).toBeUndefined();
  });
});

test('a decoded image of more than 50 million pixels is too large to handle', () => {
  expect(checkDecodedImage({ width: 4000, height: 3000 })).toBeUndefined();
  expect(checkDecodedImage({ width: 10_000, height: 6_000 })).toEqual({ message: IDENTITY_COPY_MESSAGES.tooLarge, field: 'image' });
  expect(checkDecodedImage({ width: 0, height: 10 })).toEqual({ message: IDENTITY_COPY_MESSAGES.unreadable, field: 'image' });
});

test('the copy is scaled down to 2400 px on its longest side, never up', () => {
  expect(copySize({ width: 4000, height: 3000 })).toEqual({ width: 2400, height: 1800 });
  expect(copySize({ width: 3000, height: 4000 })).toEqual({ width: 1800, height: 2400 });
  expect(copySize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
});
