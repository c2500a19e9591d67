export { PaidMediaMessage } from './components/PaidMediaMessage';
export { SendPaidMediaButton } from './components/SendPaidMediaButton';
export { VoiceRecorderButton } from './components/VoiceRecorderButton';
