/**
 * What every document kind describes, in the same shape, for the one PDF renderer and the preview:
 * its title, its language and its blocks, in reading order (docs/decisions/001). Each kind's folder
 * beside this file says the words; none imports another kind's folder.
 */
import { TYPE_OTHER } from '../catalogue.ts';
import { fullName, type Person, type ProcurationForm } from '../form.ts';
import { NBSP } from '../french-typography.ts';
import { CIVILITIES } from '../person-fields.ts';

/** Every document is in French: the PDF says so (/Lang), for screen readers (docs/decisions/053). */
export const DOCUMENT_LANGUAGE = 'fr-FR';

/** One place to sign: the label, a customary mention in small type if any, and the image or blank room. */
export interface SignatureSlot {
  label: string;
  mention?: string;
  image: string | null;
  /** A company's place: room under the signature for the company's stamp (docs/decisions/154). */
  stamp?: true;
}

export type DocumentBlock =
  /**
   * Who gives the power and who receives it: each person's address lines, mandants left, mandataires
   * right. `newPage`: starts a page, as each letter of several in one file does (docs/decisions/116).
   */
  | { kind: 'parties'; grantors: string[][]; attorneys: string[][]; newPage?: boolean }
  | { kind: 'paragraph'; text: string }
  | { kind: 'title'; text: string }
  /** `closing`: a line after the items that shows nothing more was listed. */
  | { kind: 'list'; heading: string; items: string[]; closing?: string }
  /** One place to sign: the label and the image, or blank room to sign by hand. */
  | ({ kind: 'signature' } & SignatureSlot)
  /**
   * Several places to sign, kept together on one page. `placeAndDate` ("Fait à …, le …"), when the
   * places fall on a page after the first, is repeated above them: the page people sign says where
   * and when (docs/decisions/119).
   */
  | { kind: 'signatures'; slots: SignatureSlot[]; placeAndDate?: string };

export interface DocumentDescription {
  title: string;
  language: string;
  blocks: DocumentBlock[];
  /** Who gives power to whom and when: printed with the page number on every page of several (docs/decisions/065). */
  reference?: string;
  /** Several letters in one file, each on its own page: no page numbers nor initials (docs/decisions/116). */
  lettersApart?: boolean;
}

/** The type as the document names it: the custom type replaces Autre. */
export function typeLabel(form: Pick<ProcurationForm, 'type' | 'customType'>): string {
  return form.type === TYPE_OTHER ? form.customType.trim() : form.type;
}

/** "Madame Jeanne Dupont" when the civilité is given, else "Jeanne Dupont": the procuration and the letters name people alike. */
export function civilName(person: Person): string {
  const civility = CIVILITIES.find((option) => option.label === person.civility)?.label;
  return civility ? `${civility} ${fullName(person)}` : fullName(person);
}

/**
 * The ending of a word agreeing with the people it describes, which the template writes
 * (« soussigné{{ grantorsAgreement }} »): "e" for Madame, "" for Monsieur, "(e)" when not given; in
 * the plural "es" when all are Madame, "s" when every civilité is given, else "(e)s".
 */
export function agreement(people: readonly Person[], plural: boolean): string {
  const civilities = people.map((person) => person.civility);
  const ending = civilities.every((civility) => civility === 'Madame')
    ? 'e'
    : civilities.every((civility) => civility === 'Monsieur' || civility === 'Madame')
      ? ''
      : '(e)';
  return `${ending}${plural ? 's' : ''}`;
}

/**
 * People named in a sentence: "A", "A et B", "à A, à B et à C". When the one before "et" carries an
 * apposition ("B, demeurant …"), a comma closes it: "A, demeurant …, B, demeurant …, et C".
 */
export function joinPeople(texts: readonly string[]): string {
  const last = texts.at(-1);
  if (last === undefined || texts.length === 1) return last ?? '';
  const head = texts.slice(0, -1);
  return `${head.join(', ')}${head.at(-1)!.includes(',') ? ', et ' : ' et '}${last}`;
}

/** A vowel or an h (mute in first names: "Hélène", "Hugo"), before which "de" is elided. */
export const ELIDING_START = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/iu;

/** "de Jeanne Lefèvre", "d'Hélène Petit", "d'Anne Moreau": "de" before a name, elided before a vowel or a mute h. */
export function ofName(name: string): string {
  return ELIDING_START.test(name) ? `d'${name}` : `de ${name}`;
}

/** Whether every one of `people` is a woman (civilité Madame): the template then says « chacune ». */
export function allWomen(people: readonly Person[]): boolean {
  return people.length > 0 && people.every((person) => person.civility === 'Madame');
}

/**
 * The street line as printed: the house number (with "bis", "ter", "quater" or a letter) joined to
 * what follows by no-break spaces, so a line end never parts "11" from "rue Nationale".
 */
export function streetLine(address: string): string {
  return address
    .trim()
    .replace(/^(\d+)(?:[ \u00A0]+(bis|ter|quater|[A-Za-z])(?=[ \u00A0,]))?[ \u00A0]+(?=\S)/u, (_, number: string, suffix?: string) =>
      suffix === undefined ? `${number}${NBSP}` : `${number}${NBSP}${suffix}${NBSP}`,
    );
}
