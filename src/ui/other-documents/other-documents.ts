/**
 * The documents made beside the procuration, always in this browser (in payment mode too): the
 * revocation letters and the end-date reminder, as the registry of documents offers them. Each refuses an incomplete form with the same
 * messages and focus as "Générer" (checkReadyToPrint).
 */
import type { WorkerDocumentKind } from '../../domain/document-registry.ts';
import { PDF_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { downloadFile } from '../controls/download.ts';
import type { GenerationResult } from '../procuration/make-document.ts';
import { makeDocumentOnClick } from '../procuration/make-document-on-click.ts';

/**
 * A document of « Autres documents » (docs/decisions/203): the reminder, made here; any other made in the
 * PDF worker, or on the main thread where there is none (docs/decisions/159), under its registry's name.
 */
export function downloadOtherDocument(
  kind: WorkerDocumentKind | 'reminder',
  form: ProcurationForm,
  withSignature: boolean,
): Promise<GenerationResult> {
  if (kind === 'reminder') return downloadReminder(form);
  return makeDocumentOnClick({
    form,
    withSignature,
    failed: PDF_FAILED_MESSAGE,
    make: async (now) => {
      const { makeDocumentFileOffMainThread } = await import('../procuration/pdf-maker.ts');
      const { bytes, fileName, type } = await makeDocumentFileOffMainThread(kind, form, { now, withSignature });
      downloadFile(bytes, fileName, type);
    },
  });
}

function downloadReminder(form: ProcurationForm): Promise<GenerationResult> {
  return makeDocumentOnClick({
    form,
    withSignature: false,
    failed: PDF_FAILED_MESSAGE,
    make: async (now) => {
      const { describeReminder, REMINDER_FILE_NAME, REMINDER_MEDIA_TYPE } = await import('../../domain/documents/reminder/reminder.ts');
      const ics = describeReminder(form, { now, uid: `${randomHex(16)}@procuration-en-ligne` });
      // The refusals' words come with the readiness rule, which has just loaded them (docs/decisions/097).
      if (ics === undefined)
        return { ok: false, message: (await import('../../domain/messages.ts')).MESSAGES.endDateRequired, field: 'endDate' };
      downloadFile(new TextEncoder().encode(ics), REMINDER_FILE_NAME, `${REMINDER_MEDIA_TYPE};charset=utf-8`);
    },
  });
}

/** `crypto.randomUUID` exists only in secure contexts; random bytes exist everywhere. */
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
