import type { Withdrawal } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { eventually, sandboxedTestApp } from '../../test/support/paysim.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { accounts, balance, verifyLedger } from '../ledger/index.ts';
import { activeCollaboration } from './test-kit.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
}, 120_000);
afterAll(() => stop?.());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => testApp.app.inject({ method, url, headers, ...(payload && { payload }) });

/** Activates the payout account and answers the sid and type a withdrawal to it carries. */
async function activatePayoutAccount(headers: Headers): Promise<{ sid: string; type: string }> {
  const account = (await api('POST', '/api/withdrawals/payout-account', headers)).json().data;
  await fetch(account.activation_url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
  await eventually(
    () => api('GET', '/api/withdrawals/payout-account', headers).then((response) => response.json().data?.is_activated),
    (activated) => activated === true,
  );
  return { sid: account.sid, type: account.type };
}

describe('agency withdrawals', () => {
  it('withdraws released agency funds through the payout provider, at least $100 the first time', async () => {
    const { agency, creator } = await activeCollaboration(testApp);
    const fan = await createUser(testApp);
    await fundWallet(testApp, fan.id, 100_000);
    const fanHeaders = bearer(await signIn(testApp, fan.username));
    // $1,000: platform $200, creator's part $800, agency 20% of it = $160.
    const tip = await api('POST', '/api/tips', { ...fanHeaders, ...idempotencyHeader() }, { recipient_id: creator.id, amount: 1000, payment_mode: 'wallet' });
    expect(tip.statusCode).toBe(200);

    const { sid, type } = await activatePayoutAccount(agency.headers);
    const withdraw = (amount: number) => api('POST', '/api/withdrawals', { ...agency.headers, ...idempotencyHeader() }, { amount, sid, type });
    const onHold = await withdraw(120);
    expect(onHold.json().message).toBe('Insufficient withdrawable balance');

    await testApp.services.earnings.releaseDue(new Date(Date.now() + 15 * 86_400_000));
    expect((await api('GET', '/api/withdrawals/balance', agency.headers)).json().data).toEqual({ balance: 160, is_first_withdrawal_done: false });
    for (const below of [60, 99.99]) {
      const refused = await withdraw(below);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('You must withdraw at least $100');
    }

    const accepted = await withdraw(120);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ data: Withdrawal }>().data).toMatchObject({ amount: 120, status: 'Pending' });
    const done = await eventually(
      () => api('GET', '/api/withdrawals/balance', agency.headers).then((response) => response.json().data),
      (data) => data.is_first_withdrawal_done === true,
    );
    expect(done).toEqual({ balance: 40, is_first_withdrawal_done: true });
    expect(await balance(testApp.db, accounts.agencyAvailable(agency.id))).toBe(4_000n);
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(64_000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});
