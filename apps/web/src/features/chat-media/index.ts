export { PaidMediaMessage } from './components/PaidMediaMessage';
export { SendPaidMediaButton } from './components/SendPaidMediaButton';
