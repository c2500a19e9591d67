import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ListsSettings } from '@/features/lists/components/ListsSettings';

const creators = ['CREATOR'] as const;

/** /settings/lists: the creator's custom fan lists. */
export function ListsRoute() {
  useDocumentTitle('Lists · Velvet');
  return (
    <RequireSession roles={creators}>
      <ListsSettings />
    </RequireSession>
  );
}
