import { chatMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { chatFeeGate, isChatFeeRefusal } from './chat-fee';

const fee = (granted: boolean, available: number | null) => ({ granted, expires_at: null, available_messages: available, service_ids: ['s1'] });

describe('chatFeeGate', () => {
  it('lets a chat without a fee, or with a paid one, through', () => {
    expect(chatFeeGate(null, null)).toEqual({ blocked: false, usedUp: false });
    expect(chatFeeGate(fee(true, null), null)).toEqual({ blocked: false, usedUp: false });
    expect(chatFeeGate(fee(true, 3), null)).toEqual({ blocked: false, usedUp: false });
  });

  it('blocks an unpaid fee and a spent PerMessage allowance', () => {
    expect(chatFeeGate(fee(false, null), null)).toEqual({ blocked: true, usedUp: false });
    expect(chatFeeGate(fee(true, 0), null)).toEqual({ blocked: true, usedUp: true });
  });

  it("follows the server's refusal even when the conversation looked paid", () => {
    expect(chatFeeGate(fee(true, 1), chatMessages.chatFeeUsedUp)).toEqual({ blocked: true, usedUp: true });
    expect(chatFeeGate(null, chatMessages.chatFeeRequired)).toEqual({ blocked: true, usedUp: false });
  });

  it('tells the gate’s refusals from any other failure', () => {
    expect(isChatFeeRefusal('A chat fee is needed to message this creator.')).toBe(true);
    expect(isChatFeeRefusal('Socket not connected!')).toBe(false);
  });
});
