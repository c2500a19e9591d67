import { CreatorAgencyPanel } from '@/features/agency/components/CreatorAgencyPanel';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { SettingsPage } from './SettingsPage';

const creatorsOnly = ['CREATOR'] as const;

/** /settings/agency: the creator's agency agreement and invitations. */
export function AgencySettingsRoute() {
  return (
    <RequireSession roles={creatorsOnly}>
      <SettingsPage title="Agency">
        <CreatorAgencyPanel />
      </SettingsPage>
    </RequireSession>
  );
}
