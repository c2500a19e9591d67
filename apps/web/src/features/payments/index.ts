export { IdealDetailsDialog } from './components/IdealDetailsDialog';
export { IdealDetailsSection } from './components/IdealDetailsSection';
export { IdealRedirectPage } from './components/IdealRedirectPage';
export { IdealReturnPage } from './components/IdealReturnPage';
