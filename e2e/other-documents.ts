/** Helpers for the documents made beside the procuration: the revocation letter and the reminder. */
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { expect } from './fixtures.ts';

export const REVOCATION = 'Lettre de révocation';
export const REMINDER = 'Ajouter un rappel (.ics)';
export const SIGN_LETTER = 'Signer la lettre de révocation avec ma signature enregistrée';

async function bytesOf(download: Download): Promise<Buffer> {
  expect(await download.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks the button, waits for the download and reads the PDF back. */
export async function downloadRevocation(page: Page) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: REVOCATION, exact: true }).click();
  const download = await started;
  const reading = await readPdf(new Uint8Array(await bytesOf(download)));
  return {
    fileName: download.suggestedFilename(),
    text: reading.lines.join(' '),
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
