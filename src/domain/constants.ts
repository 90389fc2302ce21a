/** The business constants of specification §9, each named once. */

export const BIRTH_DATE_MAX_LENGTH = 10;

export const SIGNATURE_HEIGHT_PX = 200;
export const SIGNATURE_BACKGROUND = '#ffffff';
export const SIGNATURE_PEN_COLOR = '#000000';
export const SIGNATURE_MIN_PEN_WIDTH = 0.5;
export const SIGNATURE_MAX_PEN_WIDTH = 2.5;
export const SIGNATURE_THROTTLE_MS = 16;
export const SIGNATURE_MIN_DISTANCE = 5;
export const SIGNATURE_RESIZE_DEBOUNCE_MS = 300;

export const MOBILE_BREAKPOINT_PX = 768;

export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';
export const DATE_LONG_FORMAT = 'dd MMMM yyyy';
/** Calendar weeks start on Monday (date-fns weekStartsOn). */
export const WEEK_STARTS_ON = 1;

export const PDF_FILE_NAME = 'procuration.pdf';
export const PDF_MARGIN = 20;
export const PDF_FONT = 'helvetica';
export const PDF_BODY_FONT_SIZE = 11;
export const PDF_TITLE_FONT_SIZE = 16;
export const PDF_SIGNATURE_WIDTH = 50;
export const PDF_SIGNATURE_HEIGHT = 30;
/**
 * The saved signature image: the ink framed in the PDF box's 5:3, 600 × 360 px, about 300 dpi over
 * 50 mm (docs/decisions/008). The stored form accepts no larger image (stored-form.ts).
 */
export const SIGNATURE_IMAGE_WIDTH_PX = 600;
export const SIGNATURE_IMAGE_HEIGHT_PX = Math.round((SIGNATURE_IMAGE_WIDTH_PX * PDF_SIGNATURE_HEIGHT) / PDF_SIGNATURE_WIDTH);

/** Key of the saved form in the browser's local storage (specification §3). */
export const FORM_STORAGE_KEY = 'powerOfAttorneyFormData';
