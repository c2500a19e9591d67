export { AddCardDialog } from './components/AddCardDialog';
export { AddCardReturn } from './components/AddCardReturn';
export { CardList } from './components/CardList';
export { useCardStatusNotifications } from './hooks/use-card-status-notifications';
