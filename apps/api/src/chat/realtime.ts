import { chatEvents, chatSendSchema, chatSocketEditSchema, chatTypingSchema } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { ChatService } from './service.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The chat on the socket: a room per conversation that only its two members may join, `chat:send` and
 * `chat:edit` as emit-with-acknowledgement requests, and presence pushed to chat partners of users who show it.
 */
export function registerChatRealtime(hub: RealtimeHub, chat: ChatService, logger: Logger): void {
  hub.registerRoomPolicy('conversation', async (user, room) => {
    const conversationId = room.slice('conversation:'.length);
    return uuidPattern.test(conversationId) && chat.isMember(user.id, conversationId);
  });

  hub.onRequest(chatEvents.send, chatSendSchema, (user, message) => chat.send({ senderId: user.id, message }));
  hub.onRequest(chatEvents.edit, chatSocketEditSchema, (user, input) => chat.edit(user.id, input.message_id, input.message_text));
  hub.onRequest(chatEvents.typing, chatTypingSchema, async (user, input) => {
    await chat.typing(user.id, input.converse_id);
    return null;
  });

  async function announce(userId: string, online: boolean) {
    // Another tab of the user may still be open: they are away only when their last socket closes.
    if (!online && (await chat.onlineOf([userId])).has(userId)) return;
    const partners = await chat.presenceAudience(userId);
    if (partners.length) hub.io.to(partners.map((id) => `user:${id}`)).emit(chatEvents.presence, { user_id: userId, online });
  }

  hub.io.on('connection', (socket) => {
    const userId = (socket.data as { user: { id: string } }).user.id;
    const report = (online: boolean) => announce(userId, online).catch((error: unknown) => logger.error({ err: error }, 'presence push failed'));
    void report(true);
    socket.on('disconnect', () => void report(false));
  });
}
