// Module hooks (node:module register) serving the compiled legal content under its virtual names
// (docs/decisions/106). `data` is { [specifier]: source }, made by legal-content-loader.ts.
/** @type {Record<string, string>} */
let modules = {};

/** @param {Record<string, string>} data */
export function initialize(data) {
  modules = data;
}

/** @type {import('node:module').ResolveHook} */
export function resolve(specifier, context, nextResolve) {
  if (Object.hasOwn(modules, specifier)) return { url: specifier, shortCircuit: true };
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export function load(url, context, nextLoad) {
  if (Object.hasOwn(modules, url)) return { format: 'module', source: modules[url], shortCircuit: true };
  return nextLoad(url, context);
}
