export { AnnouncementForm } from './components/AnnouncementForm';
export { PendingKyc } from './components/PendingKyc';
export { UserSearch } from './components/UserSearch';
export { RefundForm } from './components/RefundForm';
