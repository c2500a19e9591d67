import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AnnouncementForm } from '@/features/admin';
import { RequireSession } from '@/features/auth';

const adminOnly = ['ADMIN'] as const;

export function AdminRoute() {
  useDocumentTitle('Admin · Velvet');

  return (
    <RequireSession roles={adminOnly}>
      <Stack>
        <Title order={1}>Admin</Title>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h3">
            Send an announcement
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            The user receives it as a notification straight away.
          </Text>
          <AnnouncementForm />
        </Paper>
      </Stack>
    </RequireSession>
  );
}
