import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth';
import { ServicesSettings } from '@/features/services';

const creators = ['CREATOR'] as const;

/** /settings/services: the creator's services and the Create/Edit service form. */
export function ServicesSettingsRoute() {
  useDocumentTitle('Services · Velvet');
  return (
    <RequireSession roles={creators}>
      <ServicesSettings />
    </RequireSession>
  );
}
