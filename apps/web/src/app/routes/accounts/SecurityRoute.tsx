import { TwoFactorSettings } from '@/features/auth/components/TwoFactorSettings';
import { SettingsPage } from '../settings/SettingsPage';

/** /settings/security. */
export function SecurityRoute() {
  return (
    <SettingsPage title="Security">
      <TwoFactorSettings />
    </SettingsPage>
  );
}
