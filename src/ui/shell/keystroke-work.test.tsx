// @vitest-environment happy-dom
/**
 * A key in one field costs the page only that field (docs/decisions/234): once the page works, typing
 * the mandant's name changes no other element of the page (React rewrites an input's attributes each
 * time it renders it, and the browser pays for each change), and the signature card, whose pad hook
 * runs once per render, is not rendered again. No time is measured: what is counted is what changed.
 */
import { waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { GRANTOR_CARD, SIGNATURE_CARD } from './page-words.test-helper.ts';
import { card, personFields, renderPage } from './page.test-helper.ts';

const signatureCard = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../signature/use-signature-pad.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../signature/use-signature-pad.ts')>();
  return {
    ...original,
    useSignaturePad: (...args: Parameters<typeof original.useSignaturePad>) => {
      signatureCard.renders++;
      return original.useSignaturePad(...args);
    },
  };
});

const NAME = 'Dupont';

test('typing the mandant’s name changes nothing but its field, and the signature card is not rendered again', async () => {
  const user = await renderPage();
  const { lastName } = personFields(GRANTOR_CARD);
  await waitFor(() => expect(card(SIGNATURE_CARD).closest('[inert]')).toBeNull());
  // The first key begins the form and brings the readiness rule: the page may change once for it.
  await user.type(lastName, NAME[0]!);
  await waitFor(() => expect(lastName.closest('[data-begun]')).not.toBeNull());

  const changed = new Set<Element>();
  const observer = new MutationObserver((records) => records.forEach((record) => changed.add(record.target as Element)));
  observer.observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true });
  const rendersBefore = signatureCard.renders;
  await user.type(lastName, NAME.slice(1));
  observer.disconnect();

  expect(lastName).toHaveValue(NAME);
  expect([...changed].filter((element) => element !== lastName).map(describe)).toEqual([]);
  expect(signatureCard.renders - rendersBefore).toBe(0);
});

/** An element as a failure names it. */
function describe(node: Node): string {
  const element = node instanceof Element ? node : node.parentElement;
  return element
    ? `<${element.tagName.toLowerCase()} type="${element.getAttribute('type') ?? ''}"> in ${element.closest('section,footer')?.textContent?.slice(0, 60)}`
    : String(node);
}
