import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { VaultLibrary } from '@/features/vault/components/VaultLibrary';

const creators = ['CREATOR'] as const;

/** /settings/vault: the creator's media library. */
export function VaultRoute() {
  useDocumentTitle('Vault · Velvet');
  return (
    <RequireSession roles={creators}>
      <VaultLibrary />
    </RequireSession>
  );
}
