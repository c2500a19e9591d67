import { MyCollabsPanel } from '@/features/collabs';
import { SettingsPage } from './SettingsPage';

export function CollabsRoute() {
  return (
    <SettingsPage title="Collabs">
      <MyCollabsPanel />
    </SettingsPage>
  );
}
