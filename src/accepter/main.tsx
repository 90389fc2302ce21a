/**
 * The mandataire's page, `/accepter` (docs/decisions/218): its own small entry, built beside the
 * phone's page, so neither the form nor the PDF code comes with it.
 */
import { createRoot } from 'react-dom/client';
import { AccepterPage } from './accepter-page.tsx';
import '../ui/controls/styles.css';
import '../ui/signature/phone-signing.css';

const root = document.getElementById('accepter');
if (root) createRoot(root).render(<AccepterPage />);
