/**
 * The specification's §15 names every package the product runs, and names none the project does not have
 * (issue 60): a dependency added or removed without its line there fails here.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const ROOT = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as Record<string, Record<string, string> | undefined>;
const specification = readFileSync(new URL('docs/specification.md', ROOT), 'utf8');
const chosenParts = specification.slice(specification.indexOf('## §15'), specification.indexOf('## §16'));

/** What §15 writes in backticks and looks like an npm package's name. */
const named = new Set(
  [...chosenParts.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => /^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*$/.test(name)),
);
const runtime = [...Object.keys(manifest['dependencies'] ?? {}), ...Object.keys(manifest['optionalDependencies'] ?? {})];
const everyPackage = new Set([...runtime, ...Object.keys(manifest['devDependencies'] ?? {})]);

test('every package the product runs is named in the specification', () => {
  expect(runtime.filter((name) => !named.has(name))).toEqual([]);
});

test('every package the specification names is in package.json', () => {
  const wordsThatAreNotPackages = ['package.json', 'fr', 'addMonths', 'toData', 'fromData', 'noUncheckedIndexedAccess'];
  expect([...named].filter((name) => !everyPackage.has(name) && !wordsThatAreNotPackages.includes(name))).toEqual([]);
});
