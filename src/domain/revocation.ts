/**
 * The revocation letter, made from the same form as the procuration: the mandant takes back the
 * power given to the mandataire, asks for the original back and says that third parties must be
 * told too. As data, drawn by the same PDF adapter as the procuration.
 */
import { formatDisplayDate } from './dates.ts';
import { DOCUMENT_LANGUAGE, type ProcurationDocument, fullName, typeLabel } from './document.ts';
import type { Person, ProcurationForm } from './form.ts';

export const REVOCATION_FILE_NAME = 'revocation.pdf';
export const REVOCATION_TITLE = 'RÉVOCATION DE PROCURATION';
export const REVOCATION_METADATA_TITLE = 'Révocation de procuration';
/** Room left to write a date by hand. */
export const BLANK_DATE = '……………………………';

/**
 * The letter for a validated form. The date of the procuration and of the letter are left blank to
 * be written by hand (the page does not know when the procuration was signed); `withSignature`
 * places the saved drawn signature, otherwise the room to sign stays empty.
 */
export function describeRevocation(form: ProcurationForm, { withSignature }: { withSignature: boolean }): ProcurationDocument {
  const grantor = fullName(form.grantor);
  const attorney = fullName(form.attorney);
  const period =
    form.startDate && form.endDate ? `, valable du ${formatDisplayDate(form.startDate)} au ${formatDisplayDate(form.endDate)}` : '';
  return {
    title: REVOCATION_METADATA_TITLE,
    language: DOCUMENT_LANGUAGE,
    blocks: [
      { kind: 'parties', grantors: [letterAddress(form.grantor)], attorneys: [letterAddress(form.attorney)] },
      { kind: 'paragraph', text: `Fait à ${form.grantor.city.trim()}, le ${BLANK_DATE}` },
      { kind: 'title', text: REVOCATION_TITLE },
      { kind: 'paragraph', text: `Objet : révocation de la procuration de type « ${typeLabel(form)} »` },
      {
        kind: 'paragraph',
        text:
          `Je soussigné(e), ${grantor}, demeurant ${postalAddress(form.grantor)}, révoque par la présente, avec effet immédiat, ` +
          `la procuration de type « ${typeLabel(form)} » que j'ai donnée à ${attorney}, demeurant ${postalAddress(form.attorney)}, ` +
          `datée du ${BLANK_DATE}${period}.`,
      },
      // Code civil, art. 2004 : le mandant peut révoquer sa procuration quand bon lui semble et
      // contraindre le mandataire à lui remettre l'écrit qui la contient.
      {
        kind: 'paragraph',
        text: "Je vous demande de me restituer sans délai l'original de cette procuration, ainsi que toute copie en votre possession.",
      },
      // Code civil, art. 2005 : la révocation notifiée au seul mandataire ne peut être opposée aux
      // tiers qui ont traité dans l'ignorance de cette révocation.
      {
        kind: 'paragraph',
        text:
          "L'article 2005 du Code civil prévoyant que la révocation notifiée au seul mandataire n'est pas opposable aux tiers " +
          "qui l'ignorent, j'en informe également les organismes auprès desquels cette procuration a pu être présentée.",
      },
      { kind: 'signature', label: 'Signature du mandant :', image: withSignature ? form.signature : null },
    ],
  };
}

/** Name, street, postal code and city: what a letter's heading needs, nothing more. */
function letterAddress(person: Person): string[] {
  return [fullName(person), person.address.trim(), `${person.postalCode.trim()} ${person.city.trim()}`];
}

function postalAddress(person: Person): string {
  return `${person.address.trim()}, ${person.postalCode.trim()} ${person.city.trim()}`;
}
