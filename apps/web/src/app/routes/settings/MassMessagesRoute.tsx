import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { MassMessagePage } from '@/features/mass-messages/components/MassMessagePage';

const creators = ['CREATOR'] as const;

/** /settings/mass-messages: the creator's mass messages. */
export function MassMessagesRoute() {
  useDocumentTitle('Mass message · Velvet');
  return (
    <RequireSession roles={creators}>
      <MassMessagePage />
    </RequireSession>
  );
}
