import { expect, test } from 'vitest';
import * as constants from './constants.ts';

test('the business constants have the values of specification §9', () => {
  expect({ ...constants }).toEqual({
    BIRTH_DATE_MAX_LENGTH: 10,
    SIGNATURE_HEIGHT_PX: 200,
    SIGNATURE_BACKGROUND: '#ffffff',
    SIGNATURE_PEN_COLOR: '#000000',
    SIGNATURE_MIN_PEN_WIDTH: 0.5,
    SIGNATURE_MAX_PEN_WIDTH: 2.5,
    SIGNATURE_THROTTLE_MS: 16,
    SIGNATURE_MIN_DISTANCE: 5,
    SIGNATURE_RESIZE_DEBOUNCE_MS: 300,
    MOBILE_BREAKPOINT_PX: 768,
    DATE_DISPLAY_FORMAT: 'dd/MM/yyyy',
    DATE_LONG_FORMAT: 'dd MMMM yyyy',
    WEEK_STARTS_ON: 1,
    PDF_FILE_NAME: 'procuration.pdf',
    PDF_MARGIN: 20,
    PDF_FONT: 'helvetica',
    PDF_BODY_FONT_SIZE: 11,
    PDF_TITLE_FONT_SIZE: 16,
    PDF_SIGNATURE_WIDTH: 50,
    PDF_SIGNATURE_HEIGHT: 30,
    SIGNATURE_IMAGE_WIDTH_PX: 600,
    SIGNATURE_IMAGE_HEIGHT_PX: 360,
    FORM_STORAGE_KEY: 'powerOfAttorneyFormData',
  });
});
