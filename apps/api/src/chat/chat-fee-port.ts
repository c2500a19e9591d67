import type { Executor } from '../platform/db/client.ts';
import type { ChatFeeAccess } from '../services/chat-fee-access.ts';

export type { ChatFeeAccess };

/** What the chat asks of the services domain, which sells the chat fee. */
export type ChatFeePort = {
  chatFeeAccess(fanId: string, creatorId: string): Promise<ChatFeeAccess>;
  /** Takes one message from a PerMessage allowance inside the caller's transaction; false when none is left. */
  consumeChatMessage(tx: Executor, fanId: string, creatorId: string): Promise<boolean>;
  /** The fan's live chat-fee purchases from the creator (not refunded, not ended): a chat entry's `buyers`. */
  liveChatFeePurchases(fanId: string, creatorId: string): Promise<{ serviceId: string; boughtAt: Date; expiresAt: Date | null }[]>;
};
