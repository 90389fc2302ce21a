/**
 * The phone's page, `/signer` (docs/decisions/090): its own small entry, so neither the form nor the
 * PDF code comes with it. Everything it needs to know is in the link's fragment.
 */
import { createRoot } from 'react-dom/client';
import { SignerPage } from './signer-page.tsx';
import '../ui/controls/styles.css';
import '../ui/signature/phone-signing.css';

const root = document.getElementById('signer');
if (root) createRoot(root).render(<SignerPage />);
