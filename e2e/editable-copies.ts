/** Reads the editable copies back in browser tests: the button's download, unzipped, its paragraphs and pictures. */
import { strFromU8, unzipSync } from 'fflate';
import { expect, type Page } from '@playwright/test';
import { button } from './procuration-page.ts';

export const WORD = 'Télécharger en Word (.docx)';
export const OPEN_DOCUMENT = 'Télécharger en OpenDocument (.odt)';
/** The start of the notice every editable copy carries in its properties, never in its body (docs/decisions/085, 115). */
export const NOTICE_START = 'Document modifiable';

export interface EditableCopy {
  fileName: string;
  /** The paragraphs' text, in order, from the package's main XML part. */
  paragraphs: string[];
  /** How many pictures the package holds. */
  pictures: number;
  files: string[];
}

/** Clicks a download button and reads the package back: its paragraphs, its pictures. */
export async function download(page: Page, name: typeof WORD | typeof OPEN_DOCUMENT): Promise<EditableCopy> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, name).click();
  const file = await downloadStarted;
  expect(await file.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const word = name === WORD;
  const xml = strFromU8(files[word ? 'word/document.xml' : 'content.xml'] ?? new Uint8Array());
  const paragraphPattern = word ? /<w:p>(.*?)<\/w:p>/gs : /<text:(?:p|h)\b[^>]*>(.*?)<\/text:(?:p|h)>/gs;
  const paragraphs = [...xml.matchAll(paragraphPattern)].map(([, body = '']) =>
    (word ? body.replace(/<w:br\/>/g, '\n') : body.replace(/<text:line-break\/>/g, '\n'))
      .replace(/<[^>]+>/g, '')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
  const pictures = Object.keys(files).filter((path) => /^(word\/media|Pictures)\//.test(path)).length;
  return { fileName: file.suggestedFilename(), paragraphs, pictures, files: Object.keys(files) };
}
