import { MySubscriptionsPanel } from '@/features/subscriptions';
import { SettingsPage } from './SettingsPage';

export function SubscriptionsRoute() {
  return (
    <SettingsPage title="Subscriptions">
      <MySubscriptionsPanel />
    </SettingsPage>
  );
}
