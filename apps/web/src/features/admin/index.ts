export { AnnouncementForm } from './components/AnnouncementForm';
