export { RequestDialog } from './components/RequestDialog';
export { RequestMessage } from './components/RequestMessage';
export { useRequest } from './hooks/use-requests';
export { requestKeys } from './api/requests-api';
