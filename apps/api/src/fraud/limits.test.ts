import { randomUUID } from 'node:crypto';
import { fraudMessages } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '../../test/support/money.ts';
import { sandboxedTestApp, saveCardAtProvider, TEST_CARDS } from '../../test/support/paysim.ts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
let adminHeaders: Headers;
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp({
    FRAUD_DEPOSITS_PER_DAY: '2',
    FRAUD_DEPOSIT_DOLLARS_PER_DAY: '200',
    FRAUD_NEW_CARDS_PER_DAY: '2',
    FRAUD_CARD_ACCOUNTS_MAX: '1',
  }));
  const admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
}, 120_000);
afterAll(() => stop?.());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => testApp.app.inject({ method, url, headers, ...(payload && { payload }) });

async function fan() {
  const user = await createUser(testApp);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const deposit = (headers: Headers, amount: number, cardId: string, key?: ReturnType<typeof randomUUID>) =>
  api('POST', '/api/wallet/deposit', { ...headers, ...idempotencyHeader(key) }, { amount, payment_mode: 'card', tokenised_card_id: cardId });
const lift = (userId: string, headers: Headers, payload: object) => api('POST', `/api/admin/users/${userId}/limits/lift`, headers, payload);
const frameLink = (headers: Headers) =>
  api('POST', '/api/cards/frame-link', headers, { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true });

/** The suite shares one database whose accounts all save the sandbox's few test cards: tests of other limits lift this one. */
const allowSharedTestCards = (userId: string) => lift(userId, adminHeaders, { kind: 'card_fingerprint', reason: 'Sandbox test card shared by the suite' });

describe('fraud limits', () => {
  it('refuses a deposit over the daily amount and the daily count, replays a made deposit, and lets an admin lift the limit (audited)', async () => {
    const user = await fan();
    await allowSharedTestCards(user.id);
    const card = await saveCardAtProvider(testApp, user.headers, TEST_CARDS.visa);
    const firstKey = randomUUID();
    const first = await deposit(user.headers, 60, card._id, firstKey);
    expect(first.statusCode).toBe(200);

    const tooMuch = await deposit(user.headers, 150, card._id);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, fraudMessages.depositAmount]);
    expect((await deposit(user.headers, 40, card._id)).statusCode).toBe(200);
    const tooMany = await deposit(user.headers, 10, card._id);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([422, fraudMessages.depositCount]);
    // A retry of a deposit already made answers it again rather than a refusal.
    const replay = await deposit(user.headers, 60, card._id, firstKey);
    expect([replay.statusCode, replay.json().data.transaction_id]).toEqual([200, first.json().data.transaction_id]);

    // Only an admin lifts it, with a reason, for an account that exists.
    expect((await lift(user.id, user.headers, { kind: 'deposits', reason: 'Known customer' })).statusCode).toBe(403);
    expect((await lift(user.id, adminHeaders, { kind: 'deposits', reason: 'no' })).json().message).toBe(fraudMessages.reasonLength);
    expect((await lift('00000000-0000-4000-8000-000000000000', adminHeaders, { kind: 'deposits', reason: 'Known customer' })).statusCode).toBe(404);
    const lifted = await lift(user.id, adminHeaders, { kind: 'deposits', reason: 'Known customer, called support' });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data).toMatchObject({ user_id: user.id, kind: 'deposits', reason: 'Known customer, called support' });
    expect((await deposit(user.headers, 500, card._id)).statusCode).toBe(200);
    const inForce = (await api('GET', `/api/admin/users/${user.id}/limits`, adminHeaders)).json().data as { kind: string }[];
    expect(inForce.map((entry) => entry.kind).sort()).toEqual(['card_fingerprint', 'deposits']);

    const audit = (await api('GET', `/api/admin/audit?target_id=${user.id}`, adminHeaders)).json().data;
    const entries = audit.items ?? audit;
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'Known customer, called support' })]));
  });

  it('refuses more new cards a day than allowed until an admin lifts it', async () => {
    const user = await fan();
    await allowSharedTestCards(user.id);
    await saveCardAtProvider(testApp, user.headers, '5555555555554444');
    await saveCardAtProvider(testApp, user.headers, TEST_CARDS.declinedAfterSaving);
    const third = await frameLink(user.headers);
    expect([third.statusCode, third.json().message]).toEqual([422, fraudMessages.newCards]);
    await lift(user.id, adminHeaders, { kind: 'new_cards', reason: 'Replacing lost cards' });
    expect((await frameLink(user.headers)).statusCode).toBe(200);
  });

  it('blocks a card fingerprint already used by too many accounts, with a clear message, unless lifted for the account', async () => {
    // Other accounts of the suite's shared database saved this card; one other account is the most allowed here.
    const number = TEST_CARDS.visa;
    const second = await fan();
    await expect(saveCardAtProvider(testApp, second.headers, number)).rejects.toThrow(fraudMessages.cardFingerprint);
    expect((await api('GET', '/api/cards', second.headers)).json().data).toEqual([]);
    await lift(second.id, adminHeaders, { kind: 'card_fingerprint', reason: 'Shared family card, checked' });
    expect((await saveCardAtProvider(testApp, second.headers, number)).card_data.last_4_digits).toBe('4242');
  });
});
