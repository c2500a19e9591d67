import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth';
import { ListsSettings } from '@/features/lists';

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
