import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';

const Notifications = lazy(() => import('./MantineNotifications').then((module) => ({ default: module.Notifications })));

const anyToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** Mantine's toasts, their code fetched with the first toast: `notifications.show` keeps it in the store meanwhile. */
export function LazyNotifications(props: NotificationsProps) {
  const toasted = useSyncExternalStore(notificationsStore.subscribe, anyToast, () => false);
  const [mounted, setMounted] = useState(false);
  if (toasted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
