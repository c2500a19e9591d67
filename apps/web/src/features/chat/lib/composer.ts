import { isEditableMessage, type ChatMessage } from '@velvet/contracts';

/** Edit is offered only where the server allows it: the viewer's own plain message, with text to edit. */
export const canEdit = (message: ChatMessage, own: boolean) => own && isEditableMessage(message) && message.message_text.length > 0;

/** Enter sends, Shift+Enter (or an IME composition) writes a new line. */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) => event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** What the conversation list shows of the last message. */
export function lastMessagePreview(message: { message_text: string; media: unknown[]; sender_id: string; meta?: { shared_item?: { name: string } } } | null, viewerId: string): string {
  if (!message) return 'No messages yet';
  const body = message.message_text || (message.media.length ? 'Sent a photo' : message.meta?.shared_item ? `Shared ${message.meta.shared_item.name}` : '');
  return message.sender_id === viewerId ? `You: ${body}` : body;
}
