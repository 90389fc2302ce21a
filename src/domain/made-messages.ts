/**
 * What the page says while a document is made and once it is: loaded with the code that makes it or
 * says so, never with the first load (docs/decisions/150). What the first load must say itself is
 * page-messages.ts.
 */

/** Said in the live region once procuration.pdf is handed to the browser in free mode. */
export const PDF_DOWNLOADED_MESSAGE =
  'Le fichier procuration.pdf a été téléchargé. Ensuite\u00a0: imprimez-le, signez-le à la main et apportez-le avec les pièces listées dans «\u00a0À apporter\u00a0».';

/** Under a download's message, while it stays: where browsers put the file (docs/decisions/063). */
export const DOWNLOAD_PLACE_MESSAGE =
  'Votre navigateur l\u2019a enregistré avec vos fichiers téléchargés, le plus souvent dans le dossier «\u00a0Téléchargements\u00a0».';

/**
 * After a PDF of several pages, with any other message: every signatory initials every page, whether
 * they sign by hand or drew their signature (docs/decisions/119).
 */
export function initialEveryPageMessage(pages: number): string {
  return `Le document a ${pages}\u00a0pages\u00a0: chaque signataire paraphe chacune d\u2019elles à l\u2019emplacement «\u00a0Paraphe(s)\u00a0», que sa signature soit dessinée ou à la main.`;
}

/** Said in the live region once an editable copy is handed to the browser: the file, and whose text it becomes once changed. */
export function editableDownloadedMessage(fileName: string): string {
  return `Le fichier ${fileName} a été téléchargé. Une fois modifié, son texte est celui des signataires.`;
}

/** Said politely while a document takes longer than a blink to make (docs/decisions/138); replaced by what follows. */
export const PREPARING_DOCUMENT_MESSAGE = 'Préparation du document…';
