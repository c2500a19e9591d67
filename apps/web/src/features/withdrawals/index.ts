export { WithdrawDialog } from './components/WithdrawDialog';
