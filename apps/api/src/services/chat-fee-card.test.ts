import type { Service, Transaction } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

describe('buying a chat fee by card', () => {
  it('grants the PerMessage allowance when the charge settles', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const creatorHeaders = bearer(await signIn(testApp, creator.username));
    const fee = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/services',
      headers: creatorHeaders,
      payload: { type: 'CHAT-FEE', name: 'Ten messages', chat_fee_type: 'PerMessage', amount_of_messages: 10, price: 10 },
    });
    const service = fee.json<{ data: Service }>().data;
    const fan = await createUser(testApp);
    const headers = bearer(await signIn(testApp, fan.username));
    const card = await saveCardAtProvider(testApp, headers, TEST_CARDS.visa);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/purchase-chat-fee-service',
      headers: { ...headers, ...idempotencyHeader() },
      payload: { service_id: service._id, payment_mode: 'card', tokenised_card_id: card._id },
    });
    expect(response.json<{ data: Transaction }>().data).toMatchObject({ status: 'Completed', method: 'card', category: 'PerMessageChatFee' });
    expect(await testApp.services.services.chatFeeAccess(fan.id, creator.id)).toMatchObject({ required: true, granted: true, availableMessages: 10 });
    expect(await balance(testApp.db, accounts.creatorPending(creator.id))).toBe(800n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
