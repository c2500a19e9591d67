import type { CardFrameLink, DepositResult, Notification, SavedCard, Transaction, Withdrawal } from '@velvet/contracts';
import { eq, sql } from 'drizzle-orm';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCheckouts } from '../../src/cards/schema.ts';
import { accounts, balance, reserve, transfer, verifyLedger } from '../../src/ledger/index.ts';
import { withdrawals } from '../../src/withdrawals/schema.ts';
import { idempotencyHeader } from '../support/money.ts';
import { freePort, startPaysimProcess, type ApiProcess } from '../support/processes.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../support/test-app.ts';

const WEBHOOK_SECRET = 'velvet-test-webhook-secret-0123456789abcdef';
const API_KEY = 'velvet-test-paysim-api-key-0123';
const CARDS = { visa: '4242424242424242', mastercard: '5555555555554444', declinedAfterSaving: '4000000000000341' };

let testApp: TestApp;
let paysim: ApiProcess;
let apiUrl: string;

beforeAll(async () => {
  const paysimPort = await freePort();
  testApp = await createTestApp({
    PAYSIM_URL: `http://127.0.0.1:${paysimPort}`,
    PAYSIM_API_KEY: API_KEY,
    PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_WEB_URL: 'http://velvet.test',
  });
  apiUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  paysim = await startPaysimProcess(paysimPort, {
    PAYSIM_API_KEY: API_KEY,
    PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYSIM_WEBHOOK_URL: `${apiUrl}/api/webhooks/paysim`,
    PAYSIM_PUBLIC_URL: `http://127.0.0.1:${paysimPort}`,
    PAYSIM_WEBHOOK_RETRY_BASE_MS: '50',
    PAYSIM_TRANSFER_DELAY_MS: '100',
  });
}, 120_000);

afterAll(async () => {
  await paysim?.stop();
  await testApp?.close();
});

const api = (options: { method: 'GET' | 'POST' | 'PUT'; url: string; headers: Record<string, string>; payload?: object }) => testApp.app.inject(options);

/** What a cardholder does on the provider's hosted page: type the card and submit. */
async function submitCardPage(link: string, number: string) {
  const form = new URLSearchParams({ number, expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 2), cvc: '123', holder: 'Alex Turner' });
  const response = await fetch(link, { method: 'POST', body: form, redirect: 'manual' });
  expect([302, 303]).toContain(response.status);
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signedInFan() {
  const fan = await createUser(testApp);
  return { ...fan, headers: bearer(await signIn(testApp, fan.username)) };
}

async function addCard(headers: Record<string, string>, number: string) {
  const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true };
  const frame = await api({ method: 'POST', url: '/api/cards/frame-link', headers, payload: billing });
  expect(frame.statusCode).toBe(200);
  const { checkout_id: checkoutId, link } = frame.json().data;
  await submitCardPage(link, number);
  return api({ method: 'POST', url: '/api/cards/confirm', headers, payload: { checkout_id: checkoutId } });
}

const deposit = (headers: Record<string, string>, payload: object, key = randomUUID()) =>
  api({ method: 'POST', url: '/api/wallet/deposit', headers: { ...headers, ...idempotencyHeader(key) }, payload });

const notificationsOf = (userId: string) => testApp.services.notifications.list(userId, { limit: 50 }).then((page) => page.items as Notification[]);

describe('saved cards through the hosted card page', () => {
  it('saves a card after the 1 USD authorisation, shows it as default, and refuses the same card twice', async () => {
    const fan = await signedInFan();
    const saved = await addCard(fan.headers, CARDS.visa);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: SavedCard }>().data).toMatchObject({ is_default: true, card_data: { payment_brand: 'VISA', last_4_digits: '4242', holder: 'Alex Turner' } });

    const again = await addCard(fan.headers, CARDS.visa);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Card Already Added');
    const types = (await notificationsOf(fan.id)).filter((item) => item.type === 'AddCardStatus').map((item) => item.data.failure_reason ?? 'ok');
    expect(types).toContain('Card Already Added');

    // One card saved, one card check: a single $1.00 entry that ended Refunded (the second card was refused before any check was recorded).
    const transactions = (await api({ method: 'GET', url: '/api/transactions', headers: fan.headers })).json<{ data: { items: Transaction[] } }>().data.items;
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      category: 'PaymentCardSavedSuccessfullyAndRefunded',
      status: 'Refunded',
      method: 'card',
      total_amount_with_tax: 1,
      card_data: { payment_brand: 'VISA', last_4_digits: '4242' },
    });
    expect(Date.parse(transactions[0]!.refunded_at!)).toBeGreaterThanOrEqual(Date.parse(transactions[0]!.created_at));
  });

  it('moves the default flag and refuses to delete the default card', async () => {
    const fan = await signedInFan();
    const first = (await addCard(fan.headers, CARDS.visa)).json<{ data: SavedCard }>().data;
    const second = (await addCard(fan.headers, CARDS.mastercard)).json<{ data: SavedCard }>().data;
    expect(second.is_default).toBe(false);

    const deleteDefault = await api({ method: 'PUT', url: '/api/cards', headers: fan.headers, payload: { card_id: first._id, action: 'delete_card' } });
    expect(deleteDefault.statusCode).toBe(400);
    await api({ method: 'PUT', url: '/api/cards', headers: fan.headers, payload: { card_id: second._id, action: 'make_default' } });
    const cards = (await api({ method: 'GET', url: '/api/cards', headers: fan.headers })).json<{ data: SavedCard[] }>().data;
    expect(cards.filter((card) => card.is_default).map((card) => card._id)).toEqual([second._id]);
    expect((await api({ method: 'PUT', url: '/api/cards', headers: fan.headers, payload: { card_id: first._id, action: 'delete_card' } })).statusCode).toBe(204);
  });

  it('answers 20 concurrent make-default calls with 204 and leaves exactly one default card', async () => {
    const fan = await signedInFan();
    const cards = [(await addCard(fan.headers, CARDS.visa)).json<{ data: SavedCard }>().data, (await addCard(fan.headers, CARDS.mastercard)).json<{ data: SavedCard }>().data];
    const calls = Array.from({ length: 20 }, (_, index) => api({ method: 'PUT', url: '/api/cards', headers: fan.headers, payload: { card_id: cards[index % 2]!._id, action: 'make_default' } }));
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual(Array(20).fill(204));
    const listed = (await api({ method: 'GET', url: '/api/cards', headers: fan.headers })).json<{ data: SavedCard[] }>().data;
    expect(listed.filter((card) => card.is_default)).toHaveLength(1);
  });

  it('queues concurrent make-default and delete calls on one card: each a 204 or a clear 4xx, one default card left', async () => {
    const fan = await signedInFan();
    await addCard(fan.headers, CARDS.visa);
    const second = (await addCard(fan.headers, CARDS.mastercard)).json<{ data: SavedCard }>().data;
    const calls = Array.from({ length: 20 }, (_, index) =>
      api({ method: 'PUT', url: '/api/cards', headers: fan.headers, payload: { card_id: second._id, action: index % 2 ? 'make_default' : 'delete_card' } }),
    );
    const statuses = new Set((await Promise.all(calls)).map((response) => response.statusCode));
    expect([...statuses].every((status) => [204, 400, 404].includes(status))).toBe(true);
    const listed = (await api({ method: 'GET', url: '/api/cards', headers: fan.headers })).json<{ data: SavedCard[] }>().data;
    expect(listed.filter((card) => card.is_default)).toHaveLength(1);
  });

  it('records the card checkout before asking the provider, under the reference the provider holds', async () => {
    const fan = await signedInFan();
    const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true };
    const frame = (await api({ method: 'POST', url: '/api/cards/frame-link', headers: fan.headers, payload: billing })).json<{ data: CardFrameLink }>().data;
    const [row] = await testApp.db.select().from(cardCheckouts).where(eq(cardCheckouts.userId, fan.id));
    expect(row).toMatchObject({ checkoutId: frame.checkout_id, status: 'pending' });
    expect((await testApp.services.provider.getCheckout(frame.checkout_id)).merchant_reference).toBe(row!.id);
  });

  it("saves the card from the provider's webhook by our reference when the provider's checkout id was never written back", async () => {
    const fan = await signedInFan();
    const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true };
    const frame = (await api({ method: 'POST', url: '/api/cards/frame-link', headers: fan.headers, payload: billing })).json<{ data: CardFrameLink }>().data;
    await testApp.db.update(cardCheckouts).set({ checkoutId: null }).where(eq(cardCheckouts.userId, fan.id));
    await submitCardPage(frame.link, CARDS.visa);
    const listed = await eventually(
      async () => (await api({ method: 'GET', url: '/api/cards', headers: fan.headers })).json<{ data: SavedCard[] }>().data,
      (cards) => cards.length === 1,
    );
    expect(listed).toMatchObject([{ is_default: true, card_data: { last_4_digits: '4242' } }]);
    const [row] = await testApp.db.select().from(cardCheckouts).where(eq(cardCheckouts.userId, fan.id));
    expect(row).toMatchObject({ checkoutId: frame.checkout_id, status: 'succeeded' });
  });

  it('keeps a card checkout the provider could not open as failed, and answers 502', async () => {
    const offline = await createTestApp({ PAYSIM_URL: 'http://127.0.0.1:9' });
    try {
      const fan = await createUser(offline);
      const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true };
      const response = await offline.app.inject({ method: 'POST', url: '/api/cards/frame-link', headers: bearer(await signIn(offline, fan.username)), payload: billing });
      expect(response.statusCode).toBe(502);
      expect(await offline.db.select().from(cardCheckouts).where(eq(cardCheckouts.userId, fan.id))).toMatchObject([{ checkoutId: null, status: 'failed' }]);
    } finally {
      await offline.close();
    }
  });

  it("answers 404 for another user's card", async () => {
    const [owner, other] = [await signedInFan(), await signedInFan()];
    const card = (await addCard(owner.headers, CARDS.visa)).json<{ data: SavedCard }>().data;
    const response = await deposit(other.headers, { amount: 50, payment_mode: 'card', tokenised_card_id: card._id });
    expect(response.statusCode).toBe(404);
  });
});

describe('deposits', () => {
  it('deposits $50 by saved card: a Wallet-Recharge notification and a $50.00 balance, once despite webhooks', async () => {
    const fan = await signedInFan();
    const card = (await addCard(fan.headers, CARDS.visa)).json<{ data: SavedCard }>().data;
    const key = randomUUID();
    const first = await deposit(fan.headers, { amount: 50, payment_mode: 'card', tokenised_card_id: card._id }, key);
    expect(first.json<{ data: DepositResult }>().data.status).toBe('Completed');
    const retried = await deposit(fan.headers, { amount: 50, payment_mode: 'card', tokenised_card_id: card._id }, key);
    expect(retried.json().data.transaction_id).toBe(first.json().data.transaction_id);

    await new Promise((resolve) => setTimeout(resolve, 500)); // let the provider's webhooks land
    const wallet = await api({ method: 'GET', url: '/api/wallet', headers: fan.headers });
    expect(wallet.json().data).toEqual({ balance: 50, currency: 'USD' });
    const recharge = (await notificationsOf(fan.id)).filter((item) => item.type === 'Wallet-Recharge');
    expect(recharge).toHaveLength(1);
    expect(recharge[0]!.data).toMatchObject({ status: 'success', transaction_id: first.json().data.transaction_id });
  });

  it('records a declined card deposit as failed and tells the fan', async () => {
    const fan = await signedInFan();
    const card = (await addCard(fan.headers, CARDS.declinedAfterSaving)).json<{ data: SavedCard }>().data;
    const response = await deposit(fan.headers, { amount: 20, payment_mode: 'card', tokenised_card_id: card._id });
    expect(response.json().data).toMatchObject({ status: 'Failed' });
    expect((await notificationsOf(fan.id)).find((item) => item.type === 'Wallet-Recharge')?.data.status).toBe('failed');
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(0n);
  });

  it('deposits by iDEAL through the bank page, settled by the webhook', async () => {
    const fan = await signedInFan();
    await api({ method: 'PUT', url: '/api/payments/ideal-details', headers: fan.headers, payload: { f_name: 'Alex', l_name: 'Turner', email: 'alex@example.test' } });
    const conversion = await api({ method: 'GET', url: '/api/wallet/ideal-conversion?amount=100', headers: fan.headers });
    expect(conversion.json().data).toMatchObject({ effectiveConversionRate: 0.92, finalAmountInEUR: 92, taxConvertedToEUR: 0 });

    const key = randomUUID();
    const started = (await deposit(fan.headers, { amount: 100, payment_mode: 'iDEAL' }, key)).json<{ data: DepositResult }>().data;
    expect(started.status).toBe('Pending');
    const retried = (await deposit(fan.headers, { amount: 100, payment_mode: 'iDEAL' }, key)).json<{ data: DepositResult }>().data;
    expect(retried).toMatchObject({ transaction_id: started.transaction_id, redirect_url: started.redirect_url });
    const bank = await fetch(started.redirect_url!, { method: 'POST', body: new URLSearchParams({ bank: 'ing', action: 'approve' }), redirect: 'manual' });
    expect([302, 303]).toContain(bank.status);

    const settled = await eventually(() => balance(testApp.db, accounts.fanWallet(fan.id)), (value) => value === 10_000n);
    expect(settled).toBe(10_000n);
  });

  it("writes nothing for a deposit refused with 'Add your iDEAL details first'", async () => {
    const fan = await signedInFan();
    const response = await deposit(fan.headers, { amount: 50, payment_mode: 'iDEAL' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Add your iDEAL details first');
    const history = await api({ method: 'GET', url: '/api/transactions', headers: fan.headers });
    expect(history.json().data.items).toEqual([]);
  });

  it("refuses a deposit under $10 with the spec's message", async () => {
    const fan = await signedInFan();
    const response = await deposit(fan.headers, { amount: 9.99, payment_mode: 'iDEAL' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toBe('Needs to be greater than or equal to $10');
  });
});

describe('the reconciler', () => {
  it('settles a charge whose webhook never came, and fails one the provider never saw', async () => {
    const fan = await signedInFan();
    const card = (await addCard(fan.headers, CARDS.visa)).json<{ data: SavedCard }>().data;
    const registrationId = await testApp.services.cards.registrationFor(fan.id, card._id);
    // A charge the provider made under a reference we cannot match, as if its webhooks were lost.
    const charge = await testApp.services.provider.payWithCard({ registrationId, amount: 1500, currency: 'USD', merchantReference: 'lost', idempotencyKey: randomUUID() });
    const pending = (amountCents: number, providerPaymentId?: string) =>
      testApp.services.transactions
        .insertOnce(testApp.db, { type: 'WalletRecharge', status: 'Pending', method: 'card', payerId: fan.id, idempotencyKey: randomUUID(), amountCents, totalCents: amountCents, providerPaymentId })
        .then(({ transaction }) => transaction.id);
    const [charged, unseen] = [await pending(1500, charge.id), await pending(2500)];
    // Made two hours ago, so the sweep below leaves alone what other suites on this database have pending now.
    await testApp.db.execute(sql`update transactions set created_at = now() - interval '2 hours' where id in (${charged}, ${unseen})`);

    const resolved = await testApp.services.checkout.reconcile(new Date(Date.now() - 60 * 60 * 1000));
    expect(resolved).toBeGreaterThanOrEqual(2);
    const status = (id: string) => api({ method: 'GET', url: `/api/transactions/${id}`, headers: fan.headers }).then((response) => response.json().data.status);
    expect(await status(charged)).toBe('Completed');
    expect(await status(unseen)).toBe('Failed');
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(1500n);
  });
});

describe('the webhook inbox', () => {
  const sign = (body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) =>
    `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
  const post = (body: string, signature: string) =>
    fetch(`${apiUrl}/api/webhooks/paysim`, { method: 'POST', headers: { 'content-type': 'application/json', 'paysim-signature': signature }, body });

  it('refuses a bad signature or an old timestamp with 401 and applies nothing', async () => {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', created: 0, data: {} });
    expect((await post(body, sign(body, 'wrong-secret-wrong-secret-wrong-secret'))).status).toBe(401);
    expect((await post(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
    expect((await post(`${body} `, sign(body))).status).toBe(401);
  });

  it('credits exactly once when one event arrives five times, shuffled among others', async () => {
    const fan = await signedInFan();
    const pending = await Promise.all(
      [1500, 2500].map((amountCents) =>
        testApp.services.transactions.insertOnce(testApp.db, {
          type: 'WalletRecharge',
          status: 'Pending',
          method: 'card',
          payerId: fan.id,
          idempotencyKey: randomUUID(),
          amountCents,
          totalCents: amountCents,
        }),
      ),
    );
    const events = pending.flatMap(({ transaction }) => {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', created: 0, data: { id: `pay_${transaction.id}`, merchant_reference: transaction.id, status: 'succeeded' } });
      return Array.from({ length: 5 }, () => body);
    });
    events.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(events.map((body) => post(body, sign(body))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await balance(testApp.db, accounts.fanWallet(fan.id))).toBe(4000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });
});

describe('withdrawals', () => {
  async function creatorWithEarnings(availableCents: number) {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    await transfer(testApp.db, {
      idempotencyKey: `test-earnings:${randomUUID()}`,
      kind: 'test_funding',
      postings: [
        { account: accounts.platformFees(), amount: -BigInt(availableCents) },
        { account: accounts.creatorAvailable(creator.id), amount: BigInt(availableCents) },
      ],
    });
    return { ...creator, headers: bearer(await signIn(testApp, creator.username)) };
  }

  async function activatePayoutAccount(headers: Record<string, string>) {
    const account = (await api({ method: 'POST', url: '/api/withdrawals/payout-account', headers })).json().data;
    expect(account.is_activated).toBe(false);
    await fetch(account.activation_url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
    await eventually(
      () => api({ method: 'GET', url: '/api/withdrawals/payout-account', headers }).then((response) => response.json().data?.is_activated),
      (activated) => activated === true,
    );
  }

  /** As the WITHDRAW trigger does: the payout account's sid and type go with the amount. */
  async function withdraw(headers: Record<string, string>, amount: number) {
    const { sid, type } = (await api({ method: 'GET', url: '/api/withdrawals/payout-account', headers })).json().data;
    return api({ method: 'POST', url: '/api/withdrawals', headers: { ...headers, ...idempotencyHeader() }, payload: { amount, sid, type } });
  }

  it('reserves, sends and posts a payout once the provider has paid it', async () => {
    const creator = await creatorWithEarnings(30_000);
    await activatePayoutAccount(creator.headers);
    const response = await withdraw(creator.headers, 120);
    expect(response.statusCode).toBe(200);
    const withdrawal = response.json<{ data: Withdrawal }>().data;
    expect((await api({ method: 'GET', url: '/api/withdrawals/balance', headers: creator.headers })).json().data.balance).toBe(180);

    const done = await eventually(
      () => api({ method: 'GET', url: '/api/withdrawals/balance', headers: creator.headers }).then((answer) => answer.json().data),
      (data) => data.is_first_withdrawal_done === true,
    );
    expect(done).toEqual({ balance: 180, is_first_withdrawal_done: true });
    expect(await balance(testApp.db, accounts.creatorAvailable(creator.id))).toBe(18_000n);
    expect(withdrawal.status).toBe('Pending');
  });

  it("gives the spec's confirm-time messages", async () => {
    const creator = await creatorWithEarnings(15_000);
    await activatePayoutAccount(creator.headers);
    expect((await withdraw(creator.headers, 60)).json().message).toBe('You must withdraw at least $100');
    expect((await withdraw(creator.headers, 200)).json().message).toBe('Insufficient withdrawable balance');
  });

  it('voids the reservation when the provider fails the transfer', async () => {
    const creator = await creatorWithEarnings(20_000);
    await activatePayoutAccount(creator.headers);
    await withdraw(creator.headers, 100.13);
    const restored = await eventually(() => balance(testApp.db, accounts.creatorAvailable(creator.id)), (value) => value === 20_000n);
    expect(restored).toBe(20_000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('sends a reserved payout that never reached the provider, once', async () => {
    const creator = await creatorWithEarnings(20_000);
    await activatePayoutAccount(creator.headers);
    // The state a process leaves when it stops between reserving and sending.
    await testApp.db.transaction(async (tx) => {
      const hold = await reserve(tx, {
        idempotencyKey: `crashed-withdrawal:${randomUUID()}`,
        kind: 'withdrawal',
        postings: [
          { account: accounts.creatorAvailable(creator.id), amount: -15_000n },
          { account: accounts.payoutsInFlight(), amount: 15_000n },
        ],
      });
      await tx.insert(withdrawals).values({ userId: creator.id, idempotencyKey: randomUUID(), amountCents: 15_000, holdId: hold.holdId });
    });
    expect(await testApp.services.withdrawals.sendUnsent(new Date(Date.now() + 1000))).toBe(1);
    expect(await testApp.services.withdrawals.sendUnsent(new Date(Date.now() + 1000))).toBe(0);
    const paid = await eventually(() => balance(testApp.db, accounts.creatorAvailable(creator.id)), (value) => value === 5_000n);
    expect(paid).toBe(5_000n);
    expect((await verifyLedger(testApp.db)).drift).toBe(0);
  });

  it('refuses a withdrawal before the payout account is activated', async () => {
    const creator = await creatorWithEarnings(20_000);
    const account = (await api({ method: 'POST', url: '/api/withdrawals/payout-account', headers: creator.headers })).json().data;
    expect(account.is_activated).toBe(false);
    expect((await withdraw(creator.headers, 100)).statusCode).toBe(403);
  });
});
