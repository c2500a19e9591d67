import { useDocumentTitle } from '@mantine/hooks';
import { AgencyPortal } from '@/features/agency/components/AgencyPortal';
import { RequireSession } from '@/features/auth/components/RequireSession';

const agenciesOnly = ['AGENCY'] as const;

/** /agency: the portal of AGENCY accounts. */
export function AgencyRoute() {
  useDocumentTitle('Agency · Velvet');
  return (
    <RequireSession roles={agenciesOnly}>
      <AgencyPortal />
    </RequireSession>
  );
}
