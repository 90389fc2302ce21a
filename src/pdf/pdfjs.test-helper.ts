/**
 * pdf.js for the tests that read a PDF back, loaded once with the process's own JSON kept. Its legacy
 * build (the one that runs on Node 20) carries core-js, which replaces `JSON.stringify` and `JSON.parse`
 * for the whole process wherever `JSON.rawJSON` is missing (Node 20): the replacement made every
 * `JSON.stringify` of the test process about 18 times slower — Playwright's messages to the browser,
 * Fastify's answers in the server tests (docs/decisions/255). pdf.js does not need them: they are put back
 * once both its modules are loaded. Its worker's module is loaded here too, so that it does not replace
 * them again later: in Node, pdf.js runs the worker's code in this process (`globalThis.pdfjsWorker`).
 */
const { parse, stringify } = JSON;
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
Object.assign(JSON, { parse, stringify });

export const { getDocument, OPS } = pdfjs;
