import { MySubscriptionsPanel } from '@/features/subscriptions/components/MySubscriptionsPanel';
import { SettingsPage } from './SettingsPage';

export function SubscriptionsRoute() {
  return (
    <SettingsPage title="Subscriptions">
      <MySubscriptionsPanel />
    </SettingsPage>
  );
}
