import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { realtime } from '@/shared/realtime';
import { LazyNotifications } from './LazyNotifications';
import { createQueryClient } from './query-client';
import { theme } from './theme';

const queryClient = createQueryClient();
// The spec's toasts stay for two seconds.
const TOAST_MS = 2000;

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => realtime.start(), []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <LazyNotifications position="top-right" autoClose={TOAST_MS} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
