/** The mentions légales page: the publisher and the host from the configuration, escaped, in both modes. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
