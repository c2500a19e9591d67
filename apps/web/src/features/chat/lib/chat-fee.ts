import { chatMessages, type ChatFeeState } from '@velvet/contracts';

export type ChatFeeGate = { blocked: boolean; usedUp: boolean };

const refusals: string[] = [chatMessages.chatFeeRequired, chatMessages.chatFeeUsedUp];

/** Whether a failed send's message is the chat-fee gate's (a 402 over HTTP, the same message over the socket). */
export const isChatFeeRefusal = (message: string) => refusals.includes(message);

/**
 * Whether the composer gives way to the chat-fee prompt: the conversation says the fee is unpaid or its
 * PerMessage allowance is spent, or the server just refused a message for it.
 */
export function chatFeeGate(fee: ChatFeeState, refusal: string | null): ChatFeeGate {
  if (refusal) return { blocked: true, usedUp: refusal === chatMessages.chatFeeUsedUp };
  if (!fee) return { blocked: false, usedUp: false };
  const usedUp = fee.granted && fee.available_messages === 0;
  return { blocked: !fee.granted || usedUp, usedUp };
}
