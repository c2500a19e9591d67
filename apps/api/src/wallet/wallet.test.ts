import { messages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp, type TestSession } from '../../test/support/test-app.ts';
import { accounts, reserve } from '../ledger/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const readWallet = (session: TestSession) => testApp.app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(session) });

async function signedInFan() {
  const user = await createUser(testApp);
  return { id: user.id, session: await signIn(testApp, user.username) };
}

describe('GET /api/wallet (read in the statement that checks the session)', () => {
  it('answers what the wallet service reads: 0 for a wallet never used, the balance less holds', async () => {
    const fan = await signedInFan();
    expect((await readWallet(fan.session)).json()).toEqual({ data: { balance: 0, currency: 'USD' } });

    await fundWallet(testApp, fan.id, 12_345);
    await reserve(testApp.db, {
      idempotencyKey: `test-hold:${randomUUID()}`,
      kind: 'test_hold',
      postings: [
        { account: accounts.fanWallet(fan.id), amount: -1_500n },
        { account: accounts.providerClearing(), amount: 1_500n },
      ],
    });
    const answer = await readWallet(fan.session);
    expect(answer.json()).toEqual({ data: { balance: 108.45, currency: 'USD' } });
    expect(answer.json().data).toEqual(await testApp.services.wallet.get(fan.id));
  });

  it('refuses a token whose sessions were ended, and a banned account, at once', async () => {
    const ended = await signedInFan();
    await testApp.app.inject({ method: 'POST', url: '/api/users/logout-all', headers: bearer(ended.session) });
    const refused = await readWallet(ended.session);
    expect([refused.statusCode, refused.json().message]).toEqual([401, messages.sessionExpired]);

    const banned = await signedInFan();
    await fundWallet(testApp, banned.id, 500);
    await testApp.services.accounts.ban(banned.id);
    const forbidden = await readWallet(banned.session);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, messages.accountBanned]);
  });
});
