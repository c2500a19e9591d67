export { BuyChatFeeDialog } from './components/BuyChatFeeDialog';
export { ServicesButton } from './components/ServicesButton';
export { ServicesDrawer } from './components/ServicesDrawer';
export { ServicesSettings } from './components/ServicesSettings';
