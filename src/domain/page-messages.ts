/**
 * What the page says on its own, without a refusal: carried by the first load, apart from the
 * refusals (messages.ts), which come with the rule that finds them (docs/decisions/097).
 */

/** Specification §8: a PDF that could not be made. */
export const PDF_FAILED_MESSAGE = 'Erreur lors de la génération du PDF.';
/** Specification §8: the payment mode could not open its checkout. */
export const CHECKOUT_FAILED_MESSAGE = 'Erreur lors de la création de la session de paiement.';

/** Logged with console.warn when ten typed characters are not a real date (specification §4). */
export const INVALID_DATE_FORMAT_LOG = 'Format de date invalide';

/** Confirmation after "Effacer mes données". */
export const DATA_ERASED_MESSAGE = 'Vos données ont été effacées de ce navigateur.';

/** Said once, politely, when this browser refuses local storage (private browsing, full quota). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Ce navigateur ne permet pas de conserver vos informations : elles seront perdues si vous quittez ou rechargez la page. Le reste fonctionne normalement.';

/** A date field's own text is wrong: said under the field as soon as it is known. */
export const DATE_MESSAGES = {
  dateDoesNotExist: (typed: string) => `La date ${typed} n'existe pas\u00a0: vérifiez le jour et le mois.`,
  dateFormat: 'Date incomplète\u00a0: tapez-la au format jj/mm/aaaa, par exemple 05/03/1960.',
} as const;

/** The editable copies (docs/decisions/085): a failure names the file, as the PDF's message does. */
export const EDITABLE_FAILED_MESSAGE = 'Erreur lors de la génération du document modifiable.';
/** Payment mode, above the editable copies' buttons once a payment is verified (docs/decisions/084). */
export const PAID_EDITABLE_COPIES_NOTE = 'Copies modifiables de la procuration payée, telle qu\u2019enregistrée lors du paiement\u00a0:';
/** Beside the editable copies' buttons: they never carry a signature, even a drawn one (docs/decisions/115). */
export const EDITABLE_COPIES_UNSIGNED_NOTE =
  'Les copies modifiables ne portent aucune signature\u00a0: elles se signent à la main, une fois imprimées.';
