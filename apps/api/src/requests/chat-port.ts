import type { ChatService } from '../chat/service.ts';

/** What requests need of the chat: posting a message and patching a message's meta in the caller's transaction. */
export type RequestChat = Pick<ChatService, 'postInTransaction' | 'patchMetaInTransaction'>;
