import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A settings page: its heading, the document title, and its content below. */
export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Velvet`);
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
