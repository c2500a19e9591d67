export { AgencyPortal } from './components/AgencyPortal';
export { CreatorAgencyPanel } from './components/CreatorAgencyPanel';
export { NewAgencyForm } from './components/NewAgencyForm';
