/**
 * What the procuration says, in order (SPEC.md §9 "PDF layout"), as data. Drawing it is the PDF
 * adapter's job; this module decides only the words.
 */
import { OPERATION_TO_SPECIFY, operationsFor, TYPE_OTHER } from './catalogue.ts';
import { formatDisplayDate } from './dates.ts';
import { formatLongDate } from './long-date.ts';
import type { Person, ProcurationForm } from './form.ts';

export const DOCUMENT_TITLE = 'PROCURATION';
export const DOCUMENT_METADATA_TITLE = 'Procuration';
export const DOCUMENT_LANGUAGE = 'fr-FR';
export const SIGNATURE_LABEL = 'Signature du mandant :';
export const OPERATIONS_HEADING = 'Opérations autorisées :';

export type DocumentBlock =
  | { kind: 'parties'; grantor: string[]; attorney: string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'list'; heading: string; items: string[] }
  | { kind: 'signature'; label: string; image: string | null };

export interface ProcurationDocument {
  title: string;
  language: string;
  blocks: DocumentBlock[];
}

/**
 * The document for a validated form. `today` is the day of "Fait à …, le …";
 * `withSignature` places the saved signature under its label.
 */
export function describeProcuration(
  form: ProcurationForm,
  { today, withSignature }: { today: Date; withSignature: boolean },
): ProcurationDocument {
  return {
    title: DOCUMENT_METADATA_TITLE,
    language: DOCUMENT_LANGUAGE,
    blocks: [
      { kind: 'parties', grantor: addressBlock(form.grantor), attorney: addressBlock(form.attorney) },
      { kind: 'paragraph', text: `Fait à ${form.grantor.city.trim()}, le ${formatLongDate(today)}` },
      { kind: 'title', text: DOCUMENT_TITLE },
      { kind: 'paragraph', text: bodySentence(form) },
      { kind: 'paragraph', text: validityPeriod(form) },
      { kind: 'list', heading: OPERATIONS_HEADING, items: operationLines(form) },
      { kind: 'signature', label: SIGNATURE_LABEL, image: withSignature ? form.signature : null },
    ],
  };
}

/** "Prénom Nom" (DESIGN.md §8). */
export function fullName(person: Person): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`;
}

/** The type as the document names it: the custom type replaces Autre. */
export function typeLabel(form: Pick<ProcurationForm, 'type' | 'customType'>): string {
  return form.type === TYPE_OTHER ? form.customType.trim() : form.type;
}

function addressBlock(person: Person): string[] {
  const lines = [
    fullName(person),
    person.address.trim(),
    `${person.postalCode.trim()} ${person.city.trim()}`,
    `Tél : ${person.phone.trim()}`,
  ];
  return hasEmail(person) ? [...lines, `Email : ${person.email.trim()}`] : lines;
}

function bodySentence(form: ProcurationForm): string {
  return (
    `Je soussigné(e), ${identity(form.grantor)}, donne par la présente procuration à ` +
    `${identity(form.attorney)}, pour agir en mon nom et pour mon compte en qualité de mandataire, ` +
    `dans le cadre d'une procuration de type « ${typeLabel(form)} ».`
  );
}

function identity(person: Person): string {
  const birth = person.birthDate ? `, né(e) le ${formatDisplayDate(person.birthDate)}` : '';
  const email = hasEmail(person) ? `, email : ${person.email.trim()}` : '';
  return (
    `${fullName(person)}${birth}, demeurant ${person.address.trim()}, ` +
    `${person.postalCode.trim()} ${person.city.trim()}, téléphone : ${person.phone.trim()}${email}`
  );
}

function validityPeriod(form: ProcurationForm): string {
  const start = form.startDate ? formatDisplayDate(form.startDate) : '';
  const end = form.endDate ? formatDisplayDate(form.endDate) : '';
  return `Cette procuration est valable du ${start} au ${end}.`;
}

/** The ticked operations in the order the form lists them, the custom text replacing "À préciser". */
function operationLines(form: ProcurationForm): string[] {
  const offered = operationsFor(form.type);
  const rank = (operation: string) => {
    const index = offered.indexOf(operation);
    return index === -1 ? offered.length : index;
  };
  return [...form.authorizedOperations]
    .sort((a, b) => rank(a) - rank(b))
    .map((operation) => (operation === OPERATION_TO_SPECIFY ? form.customOperation.trim() : operation));
}

function hasEmail(person: Person): boolean {
  return person.email.trim() !== '';
}
