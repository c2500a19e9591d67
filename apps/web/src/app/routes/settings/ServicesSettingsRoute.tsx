import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ServicesSettings } from '@/features/services/components/ServicesSettings';

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
