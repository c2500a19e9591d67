// Mantine's global styles; each component's own CSS comes with its code (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { startPwa } from './features/pwa/lib/start-pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startPwa();

// A transition renders in slices that yield to the browser between them, instead of one long task
// that holds a phone's main thread (and its first input) until the whole first screen is built.
startTransition(() => {
  const app = (
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>
  );
  // A guest's landing page comes rendered by the server (apps/api platform/http/server-render.ts): React takes its markup over.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
