/** Helpers for the documents made beside the procuration: the two revocation letters and the reminder. */
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expect } from './fixtures.ts';

export const REVOCATION = 'Lettre de révocation';
export const REVOCATION_NOTICE = "Lettre de révocation pour l'organisme";
export const REMINDER = 'Ajouter un rappel (.ics)';
export const SIGN_LETTER = 'Signer la lettre de révocation avec ma signature enregistrée';

async function bytesOf(download: Download): Promise<Buffer> {
  expect(await download.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks the button ("Lettre de révocation" unless told otherwise), waits for the download and reads the PDF back. */
export async function downloadRevocation(page: Page, name: typeof REVOCATION | typeof REVOCATION_NOTICE = REVOCATION) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const download = await started;
  const reading = await readPdf(new Uint8Array(await bytesOf(download)));
  return {
    fileName: download.suggestedFilename(),
    // The no-break spaces of French typography read as spaces.
    text: reading.lines.join(' ').replace(/[\u00a0\u202f]/g, ' '),
    imageCount: reading.pages.reduce((count, page) => count + page.imageCount, 0),
  };
}

/** Clicks the button, waits for the download and parses it with a real iCalendar parser. */
export async function downloadReminder(page: Page) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: REMINDER, exact: true }).click();
  const download = await started;
  const text = (await bytesOf(download)).toString('utf8');
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the reminder');
  return { fileName: download.suggestedFilename(), text, event: new ICAL.Event(event), alarm: event.getFirstSubcomponent('valarm') };
}
