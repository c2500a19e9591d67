import type { Executor } from '../platform/db/client.ts';

/** Whether a fan may write to a creator under the creator's chat-fee services (answered by the services domain). */
export type ChatFeeAccess =
  | { required: false }
  | { required: true; granted: boolean; expiresAt: Date | null; availableMessages: number | null; serviceIds: string[] };

/** What the chat asks of the services domain, which sells the chat fee. */
export type ChatFeePort = {
  chatFeeAccess(fanId: string, creatorId: string): Promise<ChatFeeAccess>;
  /** Takes one message from a PerMessage allowance inside the caller's transaction; false when none is left. */
  consumeChatMessage(tx: Executor, fanId: string, creatorId: string): Promise<boolean>;
};
