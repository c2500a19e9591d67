export { RequestDialog } from './components/RequestDialog';
export { RequestMessage } from './components/RequestMessage';
