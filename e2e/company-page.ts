/** A company mandant on the page (docs/decisions/126): its fields by their accessible names, and the SCI the tests fill. */
import type { Page } from '@playwright/test';
import { card, chooseOption, details, openPersonMore, typeDate } from './procuration-page.ts';

export const SIREN_MESSAGE = 'Le numéro SIREN doit comporter 9\u00a0chiffres valides.';

/** The company fields of a mandant card, by their accessible names (docs/decisions/126). */
export function companyFields(page: Page, title: string) {
  const section = card(page, title);
  const field = (label: string) => section.getByLabel(label, { exact: true });
  return {
    kind: section.getByRole('group', { name: 'Le mandant est' }),
    name: field('Dénomination *'),
    legalForm: field('Forme juridique *'),
    siren: field('Numéro SIREN *'),
    rcsCity: field('Ville du RCS (optionnel)'),
    role: field('Qualité du représentant *'),
    lastName: field('Nom du représentant *'),
    firstName: field('Prénom du représentant *'),
    address: field('Adresse du siège *'),
    postalCode: field('Code postal du siège *'),
    city: field('Ville du siège *'),
    phone: field('Téléphone *'),
  };
}

/** Dupont Immobilier, an SCI of Lyon (SIREN 732 829 320, its key right), whose gérante is Madame Jeanne Lefèvre. */
export async function fillSci(page: Page, title: string, siren = '732 829 320') {
  const fields = companyFields(page, title);
  await fields.kind.getByRole('radio', { name: 'Une société' }).check();
  await fields.name.fill('Dupont Immobilier');
  await chooseOption(fields.legalForm, 'SCI');
  await fields.siren.fill(siren);
  await fields.rcsCity.fill('Lyon');
  await fields.role.fill('Gérante');
  await openPersonMore(page, title);
  await card(page, title).getByLabel('Civilité (optionnel)', { exact: true }).selectOption('Madame');
  await fields.lastName.fill('Lefèvre');
  await fields.firstName.fill('Jeanne');
  await fields.address.fill('8 quai Saint-Vincent');
  await fields.postalCode.fill('69001');
  await fields.city.fill('Lyon');
  await fields.phone.fill('04 78 00 00 01');
}

/** Entreprises, from 01/03/2030 for 1 an, contracts signed. */
export async function fillDetails(page: Page) {
  const form = details(page);
  await chooseOption(form.type, 'Entreprises');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '1 an');
  await form.operation('Signature de contrats professionnels').check();
}
