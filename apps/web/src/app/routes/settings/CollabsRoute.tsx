import { Stack, Text } from '@mantine/core';
import { useSession } from '@/features/auth/hooks/use-session';
import { MyCollabsPanel } from '@/features/collabs/components/MyCollabsPanel';
import { CollabRequestsPanel } from '@/features/posts/components/CollabRequestsPanel';
import { SettingsPage } from './SettingsPage';

export function CollabsRoute() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <SettingsPage title="Collabs">
      {session.user.role === 'CREATOR' ? (
        <Stack gap="xl">
          <CollabRequestsPanel />
          <MyCollabsPanel />
        </Stack>
      ) : (
        <Text c="dimmed">Collabs are for creators: they sell one subscription together and share its income.</Text>
      )}
    </SettingsPage>
  );
}
