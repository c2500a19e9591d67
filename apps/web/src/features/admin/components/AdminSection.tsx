import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a console page. */
export function AdminSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
