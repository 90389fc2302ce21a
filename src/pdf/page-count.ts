/** The number of pages of a PDF jsPDF wrote: its page objects, "/Type /Page" (never "/Pages"). */
export function pageCount(bytes: Uint8Array): number {
  return new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 1;
}
