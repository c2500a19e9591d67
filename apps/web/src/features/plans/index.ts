export { FreshPage } from './components/FreshPage';
export { PlanBadgeIcon } from './components/PlanBadgeIcon';
export { PlanPurchaseDialog } from './components/PlanPurchaseDialog';
export { PlatformPlansPage } from './components/PlatformPlansPage';
