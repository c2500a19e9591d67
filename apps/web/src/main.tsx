import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startPwa } from './features/pwa/lib/start-pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startPwa();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
