// @vitest-environment happy-dom
/**
 * The page's external store (docs/decisions/132): hydration shows the server snapshot, so the
 * prerendered HTML is kept; then every mounted reader shows each value set.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { externalStore } from './external-store.ts';

afterEach(cleanup);

test('every reader shows the value set, and a reader mounted later the value now', () => {
  const store = externalStore('Lyon');
  const Reader = ({ label }: { label: string }) => <p>{`${label}=${store.use()}`}</p>;
  render(<Reader label="premier" />);
  expect(screen.getByText('premier=Lyon')).toBeInTheDocument();
  act(() => store.set('Paris'));
  expect(screen.getByText('premier=Paris')).toBeInTheDocument();
  render(<Reader label="second" />);
  expect(screen.getByText('second=Paris')).toBeInTheDocument();
});

test('hydration keeps the prerendered text, then shows the value set before it', async () => {
  const store = externalStore('prérendu');
  const Reader = () => <p>{store.use()}</p>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  expect(container.textContent).toBe('prérendu');
  store.set('Marseille');
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Reader />, { onRecoverableError: (error) => errors.push(error) }));
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('Marseille');
  act(() => store.set('Nice'));
  expect(container.textContent).toBe('Nice');
  act(() => root.unmount());
  container.remove();
});
