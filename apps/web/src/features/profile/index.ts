export { AddNameDialog } from './components/AddNameDialog';
export { CompleteProfileWizard } from './components/CompleteProfileWizard';
