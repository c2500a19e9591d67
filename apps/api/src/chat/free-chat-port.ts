import type { ChatFeePort } from './chat-fee-port.ts';

/**
 * The chat-fee port while no services domain sells chat fees: every chat is free. The services domain's
 * port takes its place in app.ts when it is merged.
 */
export const freeChatPort: ChatFeePort = {
  chatFeeAccess: async () => ({ required: false }),
  consumeChatMessage: async () => true,
};
