// @vitest-environment happy-dom
/**
 * A store read at most once per frame (per-frame.ts, docs/decisions/139), as the preview reads the
 * form: keys typed before the next frame are shown by one render once it is painted, which ends with the
 * text typed, and nothing is rendered inside the keystrokes' own task; hydration keeps the prerendered text.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { externalStore } from './external-store.ts';
import { perFrame } from './per-frame.ts';

afterEach(cleanup);

/** The next frame, painted, and the task right after it. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

test('keys typed before a frame are shown by one render right after that frame, ending with the text typed', async () => {
  const store = externalStore('');
  const usePreview = perFrame(store);
  let renders = 0;
  const Preview = () => {
    renders += 1;
    return <p>{`Aperçu : ${usePreview()}`}</p>;
  };
  render(<Preview />);
  const before = renders;
  act(() => {
    for (const typed of ['D', 'Du', 'Dup', 'Dupo', 'Dupon', 'Dupont']) store.set(typed);
  });
  // Inside the keystrokes' task the preview has not rendered: typing never waits on it.
  expect(renders).toBe(before);
  // Nor inside the frame that shows the keys: that frame is painted without waiting on it. Counted inside
  // the frame's own callbacks (this one comes after the preview's), whatever the machine's speed: once
  // the frame is over, the preview's render may come at any moment.
  const rendersInTheFrame = await act(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(renders))));
  expect(rendersInTheFrame).toBe(before);
  await nextFrame();
  expect(screen.getByText('Aperçu : Dupont')).toBeInTheDocument();
  expect(renders).toBe(before + 1);
  act(() => store.set('Dupont-Martin'));
  await nextFrame();
  expect(screen.getByText('Aperçu : Dupont-Martin')).toBeInTheDocument();
});

test('every reader shows the latest value, and a reader mounted later the value now', async () => {
  const store = externalStore('Lyon');
  const useFramed = perFrame(store);
  const Reader = ({ label }: { label: string }) => <p>{`${label}=${useFramed()}`}</p>;
  render(<Reader label="premier" />);
  render(<Reader label="second" />);
  act(() => store.set('Paris'));
  await nextFrame();
  expect(screen.getByText('premier=Paris')).toBeInTheDocument();
  expect(screen.getByText('second=Paris')).toBeInTheDocument();
  cleanup();
  store.set('Nice');
  render(<Reader label="troisième" />);
  expect(screen.getByText('troisième=Nice')).toBeInTheDocument();
});

test('hydration keeps the prerendered text, then shows the value set before it', async () => {
  const store = externalStore('prérendu');
  const useFramed = perFrame(store);
  const Reader = () => <p>{useFramed()}</p>;
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
  await nextFrame();
  expect(container.textContent).toBe('Nice');
  act(() => root.unmount());
  container.remove();
});
