import { describe, expect, it } from 'vitest';
import { createCollabGroupSchema } from './collabs.ts';
import { purchasePlanSchema } from './plans.ts';
import { subscribeFormSchema, subscribeSchema, subscriptionPaths, unsubscribeSchema } from './subscriptions.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;
const packageId = '6f1c7a57-2f7e-4d3b-9a55-0c6b0d4f6a11';
const cardId = '0b7d2a64-5d0e-4c57-9a7e-2f3f6e2c1b90';

describe('subscribeSchema', () => {
  it('takes the spec payload for wallet, card and iDEAL', () => {
    expect(subscribeSchema.safeParse({ package_id: packageId, payment_mode: 'wallet' }).success).toBe(true);
    expect(subscribeSchema.safeParse({ package_id: packageId, payment_mode: 'card', tokenised_card_id: cardId, traceable_data: { route: '/channel/x' }, shared_entity_id: 'abc' }).success).toBe(true);
  });

  it("answers the selector's messages", () => {
    expect(firstMessage(subscribeSchema.safeParse({ package_id: packageId }))).toBe('Payment Type is required');
    expect(firstMessage(subscribeSchema.safeParse({ package_id: packageId, payment_mode: 'card' }))).toBe('Card selection is required');
  });

  it('needs the consent box in the form', () => {
    expect(firstMessage(subscribeFormSchema.safeParse({ payment_mode: 'wallet', consent: false }))).toBe('Please accept the terms to continue');
  });
});

describe('unsubscribeSchema', () => {
  it('requires a cancellation reason from the spec list', () => {
    expect(firstMessage(unsubscribeSchema.safeParse({ package_id: packageId }))).toBe('Please select a reason');
    expect(firstMessage(unsubscribeSchema.safeParse({ package_id: packageId, reason: 'BORED' }))).toBe('Please select a reason');
    expect(unsubscribeSchema.safeParse({ package_id: packageId, reason: 'OTHER', other_reason: 'Too busy' }).success).toBe(true);
  });
});

describe('createCollabGroupSchema', () => {
  const group = {
    name: 'The Trio',
    owner_share_percent: 50,
    members: [{ creator_id: cardId, share_percent: 50 }],
    packages: [{ validity_type: 'MONTHLY', price: 10 }],
  };

  it('accepts shares adding up to 100', () => {
    expect(createCollabGroupSchema.safeParse(group).success).toBe(true);
  });

  it('refuses shares that do not, a share out of range, a repeated member or period, and a price under $5', () => {
    expect(firstMessage(createCollabGroupSchema.safeParse({ ...group, owner_share_percent: 40 }))).toBe('Shares must add up to 100%');
    expect(firstMessage(createCollabGroupSchema.safeParse({ ...group, owner_share_percent: 0 }))).toBe('Each share must be between 1 and 100');
    const twice = { creator_id: cardId, share_percent: 25 };
    expect(firstMessage(createCollabGroupSchema.safeParse({ ...group, members: [twice, twice] }))).toBe('Each creator can be added once');
    expect(firstMessage(createCollabGroupSchema.safeParse({ ...group, packages: [group.packages[0], group.packages[0]] }))).toBe('Each period can be offered once');
    expect(firstMessage(createCollabGroupSchema.safeParse({ ...group, packages: [{ validity_type: 'MONTHLY', price: 4.99 }] }))).toBe('Starting price must be at least $5.00');
  });
});

describe('plans and paths', () => {
  it('buys a plan with the payment payload', () => {
    expect(purchasePlanSchema.safeParse({ payment_mode: 'iDEAL' }).success).toBe(true);
    expect(firstMessage(purchasePlanSchema.safeParse({ payment_mode: 'card' }))).toBe('Card selection is required');
  });

  it('names the subscribe and unsubscribe paths of channels and groups', () => {
    expect(subscriptionPaths.subscribe('channel', 'c1')).toBe('/api/channel/c1/subscribe');
    expect(subscriptionPaths.unsubscribe('group', 'g1')).toBe('/api/collab-groups/g1/unsubscribe');
  });
});
