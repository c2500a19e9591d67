export { ExternalReleaseFormPage } from './components/ExternalReleaseFormPage';
export { ReleaseFormsSettings } from './components/ReleaseFormsSettings';
