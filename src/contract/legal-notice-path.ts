/** The address of the mentions légales page the server writes from its configuration (docs/decisions/044). */
export const LEGAL_NOTICE_PATH = '/mentions-legales';
