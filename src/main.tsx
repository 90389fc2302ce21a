/**
 * The page's code. The cards are already in the HTML (prerendered at build, docs/decisions/035):
 * React takes them over as a transition, so hydration yields to the browser every few milliseconds
 * instead of holding the main thread, and a tap or a key during it makes React finish at once and
 * handle it. This module is requested only after the first paint (scripts/build/defer-entry.ts); the
 * service worker is registered once the page works (src/ui/shell/app.tsx).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageRoot } from './ui/shell/page-root.tsx';
import './ui/controls/styles.css';

const root = document.getElementById('root');
// A prerendered page that does not match what the code renders is a bug: say it in the console, where
// every browser test fails on an error (e2e/fixtures.ts), in the production build too.
const onRecoverableError = (error: unknown) => console.error('Hydratation :', error);
if (root) startTransition(() => void hydrateRoot(root, <PageRoot />, { onRecoverableError }));
