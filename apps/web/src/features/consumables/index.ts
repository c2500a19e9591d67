export { DirectMessageButton } from './components/DirectMessageButton';
export { PurchasePlansModal } from './components/PurchasePlansModal';
