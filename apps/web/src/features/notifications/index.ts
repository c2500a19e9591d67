export { NotificationBell } from './components/NotificationBell';
export { NotificationsPanel } from './components/NotificationsPanel';
export { useLiveNotifications } from './hooks/use-live-notifications';
