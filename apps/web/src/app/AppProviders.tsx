import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { realtime } from '@/shared/realtime';
import { LazyNotifications } from './LazyNotifications';
import { theme } from './theme';
import toastClasses from './Toasts.module.css';

// The spec's toasts stay for two seconds.
const TOAST_MS = 2000;

type AppProvidersProps = {
  /** The browser's one client, or a server render's own, seeded with the page's answers. */
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useEffect(() => realtime.start(), []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <LazyNotifications position="top-right" autoClose={TOAST_MS} classNames={toastClasses} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
