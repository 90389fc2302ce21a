/**
 * The page's code. The cards are already in the HTML (prerendered at build, docs/decisions/035):
 * hydration adopts them in one pass, which Preact (docs/decisions/055) does without yielding, so it
 * runs in a task of its own, after this module's evaluation, and the render that follows it waits
 * for an effect (src/ui/use-hydrated.ts): three short tasks instead of one long one. This module is
 * requested only after the first paint (scripts/build/defer-entry.ts); the service worker is
 * registered once the page works (src/ui/app.tsx).
 */
import { hydrateRoot } from 'react-dom/client';
import { PageRoot } from './ui/page-root.tsx';
import './ui/styles.css';

const root = document.getElementById('root');
if (root) setTimeout(() => hydrateRoot(root, <PageRoot />));
