/**
 * Who « À apporter » names on its one identity line (docs/decisions/178): each mandant, a company by
 * the person who signs for it with their capacity ("Marc Petit (président)"), then each mandataire.
 * Free of the company module, which the page loads only for a company's card.
 */
import { isCompany } from './company-kind.ts';
import { fullName, peopleOf, type Person, type ProcurationForm } from './form.ts';

export function bringSignatories(form: Pick<ProcurationForm, 'grantor' | 'otherGrantors' | 'attorney' | 'otherAttorneys'>): string[] {
  const named = (person: Person) => {
    const role = (person.representativeRole ?? '').trim();
    return isCompany(person) && role !== '' ? `${fullName(person)} (${lowerFirst(role)})` : fullName(person);
  };
  return [...peopleOf(form, 'grantor'), ...peopleOf(form, 'attorney')].map(named);
}

/** "Président" as a capacity in a list: "président"; "PDG" stays as it is. */
function lowerFirst(role: string): string {
  return /^\p{Lu}\p{Ll}/u.test(role) ? `${role.charAt(0).toLocaleLowerCase('fr')}${role.slice(1)}` : role;
}
