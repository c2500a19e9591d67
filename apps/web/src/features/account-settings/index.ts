export { AccountSettingsPage } from './components/AccountSettingsPage';
export { ChangeEmailDialog } from './components/ChangeEmailDialog';
