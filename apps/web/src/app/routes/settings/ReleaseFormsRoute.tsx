import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ReleaseFormsSettings } from '@/features/release-forms/components/ReleaseFormsSettings';

const creators = ['CREATOR'] as const;

/** /settings/release-form: the creator's release-form links. */
export function ReleaseFormsRoute() {
  useDocumentTitle('Release forms · Velvet');
  return (
    <RequireSession roles={creators}>
      <ReleaseFormsSettings />
    </RequireSession>
  );
}
