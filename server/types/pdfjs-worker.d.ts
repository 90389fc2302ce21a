/**
 * pdf.js's worker module, which pdfjs-dist ships without a declaration: imported for its effect only
 * (it sets `globalThis.pdfjsWorker`, which pdf.js uses in Node), by src/pdf/pdfjs.test-helper.ts.
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
