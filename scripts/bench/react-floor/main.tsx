/**
 * The React floor (docs/decisions/060): the least a page on React can ship, one heading hydrated. Built
 * by react-floor.ts with the page's own Vite and React, so the page's budget is counted above it.
 */
import { hydrateRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <h1>Procuration en Ligne</h1>);
