export { ChatPage } from './components/ChatPage';
export { ChatUnreadBadge } from './components/ChatUnreadBadge';
export { MessageButton } from './components/MessageButton';
export { useLiveChat } from './hooks/use-live-chat';
