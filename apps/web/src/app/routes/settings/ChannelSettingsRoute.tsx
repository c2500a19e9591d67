import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ChannelSettings } from '@/features/channels/components/ChannelSettings';

const creators = ['CREATOR'] as const;

/** /settings/channel: the creator's channel create/edit form. */
export function ChannelSettingsRoute() {
  useDocumentTitle('Channel · Velvet');
  return (
    <RequireSession roles={creators}>
      <ChannelSettings />
    </RequireSession>
  );
}
