/** The mentions légales page: the publisher and the host from the configuration, escaped, in both modes. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SOURCES_PATH } from '../src/contract/sources-path.ts';
import { SAVED_FORM_MAX_IDLE_DAYS } from '../src/domain/device-keeping.ts';
import { fillText } from '../src/domain/legal-content/fill-text.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { CHECKOUT_SESSION_LIFETIME_MS, PURGE_INTERVAL_MS, SESSION_KEPT_AFTER_EXPIRY_MS } from './kernel/timeouts.ts';
import { durationInWords, personalDataSectionHtml } from './pages/personal-data-section.ts';
import { SOURCES_PAGE_FILE } from './pages/sources-page-file.ts';
import { createPaymentTestApp } from './routes/payment-app.test-helper.ts';

let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'procuration-legal-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>x</title></head><body></body></html>');
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

test('shows the four configured lines, escaped, and the no-legal-advice line', async () => {
  const { publisher } = loadConfig({
    PUBLISHER_NAME: 'Procuration <SAS>',
    PUBLISHER_ADDRESS: '12 rue de la Paix, 75002 Paris',
    PUBLISHER_CONTACT: 'contact@example.fr',
    HOSTING_PROVIDER: 'Hébergeur & Cie, Marseille',
  });
  const app = buildApp({ distDir, publisher });
  const response = await app.inject('/mentions-legales');
  await app.close();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('<h1>Mentions légales</h1>');
  expect(response.body).toContain('Procuration &#60;SAS&#62;');
  expect(response.body).toContain('12 rue de la Paix, 75002 Paris');
  expect(response.body).toContain('contact@example.fr');
  expect(response.body).toContain('Hébergeur &#38; Cie, Marseille');
  expect(response.body).toContain('ne donne pas de conseil juridique');
  expect(response.body).not.toContain('<SAS>');
});

test('in the free mode with nothing configured, every line says it is not given', async () => {
  const app = buildApp({ distDir });
  const response = await app.inject('/mentions-legales');
  await app.close();
  expect(response.statusCode).toBe(200);
  expect(response.body.match(/Non renseigné/g)).toHaveLength(4);
});

test('values of spaces only are not given: every line says so', async () => {
  const { publisher } = loadConfig({ PUBLISHER_NAME: '  ', PUBLISHER_ADDRESS: ' ', PUBLISHER_CONTACT: '\u00a0', HOSTING_PROVIDER: '   ' });
  const app = buildApp({ distDir, publisher });
  const response = await app.inject('/mentions-legales');
  await app.close();
  expect(response.body.match(/Non renseigné/g)).toHaveLength(4);
});

describe('the "Données personnelles" section (RGPD art. 13)', () => {
  test('free mode: the device keeps the form at most the idle limit the code sets, the server nothing; rights and the CNIL', async () => {
    const app = buildApp({ distDir, publisher: loadConfig({ PUBLISHER_CONTACT: 'contact@example.fr' }).publisher });
    const body = (await app.inject('/mentions-legales')).body;
    await app.close();
    expect(body).toContain('<h2 id="donnees-personnelles">Données personnelles</h2>');
    expect(body).toContain(`au plus ${SAVED_FORM_MAX_IDLE_DAYS} jours sans utilisation`);
    expect(body).toContain('Sur le serveur\u00a0: rien.');
    expect(body).toContain('écrivez au responsable du traitement (contact@example.fr)');
    expect(body).toContain('href="https://www.cnil.fr/fr/plaintes"');
    expect(body).not.toContain('Stripe');
  });

  test('paid mode: the record’s lifetime is the configured one plus the purge interval, and the recipient is named', async () => {
    const test = await createPaymentTestApp({ recordTtlSeconds: 7200 });
    const body = (await test.app.inject('/mentions-legales')).body;
    await test.close();
    expect(body).toContain(`au plus tard ${durationInWords(7200 + PURGE_INTERVAL_MS / 1000)} après sa création`);
    expect(durationInWords(7200 + 60)).toBe('2 heures et 1 minute');
    expect(body).toContain('le paiement est simulé');
  });

  test('stripe mode: the purposes, the host as processor, Stripe and the transfer outside the EU, how long payment records stay (issue 55)', () => {
    const publisher = loadConfig({ HOSTING_PROVIDER: 'Hébergeur SAS, Roubaix' }).publisher;
    const html = personalDataSectionHtml(publisher, { mode: 'stripe', recordTtlSeconds: 3600, signatureRelay: true }, (text) => text);
    expect(html).toContain(
      'Hébergeur SAS, Roubaix, conserve cet enregistrement pour le compte du responsable du traitement, comme sous-traitant',
    );
    expect(html).toContain("hors de l'Union européenne");
    expect(html).toContain(
      `au plus tard ${durationInWords((CHECKOUT_SESSION_LIFETIME_MS + SESSION_KEPT_AFTER_EXPIRY_MS + PURGE_INTERVAL_MS) / 1000)} après l'ouverture de la session`,
    );
    expect(html).toMatch(/pour produire le document après le paiement/);
    expect(html).toMatch(/pour la seule finalité de le transmettre/);
    expect(html).toContain("il ne peut donc pas voir la signature. Comme pour toute requête, il voit l'adresse IP du téléphone.");
    expect(html).not.toMatch(/savoir qui la dessine/);
    expect(html).toMatch(/l'adresse IP de l'appareil/);
    expect(html).not.toMatch(/n'inscrit dans ses journaux ni donnée personnelle/);
  });

  test('links to the "Sources juridiques" page', async () => {
    const app = buildApp({ distDir });
    const body = (await app.inject('/mentions-legales')).body;
    await app.close();
    expect(body).toContain(`<a href="${SOURCES_PATH}">Sources juridiques</a>`);
  });
});

describe('the "Sources juridiques" page', () => {
  test('is sent at /sources from the built file, in the free mode and in a paid mode', async () => {
    await writeFile(path.join(distDir, SOURCES_PAGE_FILE), '<!doctype html><title>Sources juridiques</title>');
    const free = buildApp({ distDir });
    const freeResponse = await free.inject(SOURCES_PATH);
    await free.close();
    expect(freeResponse.statusCode).toBe(200);
    expect(freeResponse.headers['content-type']).toMatch(/^text\/html/);
    expect(freeResponse.body).toContain('Sources juridiques');

    const paid = await createPaymentTestApp();
    await writeFile(path.join(paid.distDir, SOURCES_PAGE_FILE), '<!doctype html><title>Sources juridiques</title>');
    const paidResponse = await paid.app.inject(SOURCES_PATH);
    await paid.close();
    expect(paidResponse.statusCode).toBe(200);
    expect(paidResponse.body).toContain('Sources juridiques');
  });
});

test('every sentence of the page that states the law is the legal content’s, read by key (docs/decisions/238)', async () => {
  const { documentTextOf } = await import('../scripts/legal/legal-content.test-helper.ts');
  const { legalNoticeHtml } = await import('./pages/legal-notice-page.ts');
  const { publisher } = loadConfig({ PUBLISHER_CONTACT: 'contact@example.fr', HOSTING_PROVIDER: 'Hébergeur SAS, Roubaix' });
  const html = legalNoticeHtml(publisher, { mode: 'stripe', recordTtlSeconds: 3600 });
  // The LCEN line is escaped as the rows are; the personal data's paragraphs are the content's as written.
  expect(html).toContain(documentTextOf('legal-notice', 'publisherIdentified').replaceAll("'", '&#39;'));
  for (const key of ['legalBasis', 'requestLog', 'stripeRecipient']) expect(html, key).toContain(documentTextOf('legal-notice', key));
  expect(html).toContain(fillText(documentTextOf('legal-notice', 'rights'), { contact: ' (contact@example.fr)' }));
  expect(html).toContain(fillText(documentTextOf('legal-notice', 'processor'), { host: "L'hébergeur, Hébergeur SAS, Roubaix," }));
  const [beforeLink, betweenLinks] = documentTextOf('legal-notice', 'complaint').split(/\{[a-zA-Z]+\}/);
  expect(html).toContain(`${beforeLink}<a href="https://www.cnil.fr/fr/plaintes">cnil.fr/fr/plaintes</a>${betweenLinks}<a href=`);
});
