export { SendTipDialog } from './components/SendTipDialog';
