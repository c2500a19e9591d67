// Mantine's global styles; each component's own CSS comes with its code (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startPwa } from './features/pwa/lib/start-pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startPwa();

// A transition renders in slices that yield to the browser between them, instead of one long task
// that holds a phone's main thread (and its first input) until the whole first screen is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
