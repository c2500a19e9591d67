import type { AdminKycItem, AdminUser, Me, Notification, Tokens } from '@velvet/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWith } from '../support/accounts.ts';
import { fundWallet, idempotencyHeader } from '../support/money.ts';
import { freePort, startPaysimProcess, type ApiProcess } from '../support/processes.ts';
import { connectSocket } from '../support/sockets.ts';
import { bearer, createTestApp, createUser, signIn, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

const WEBHOOK_SECRET = 'velvet-test-webhook-secret-0123456789abcdef';
const API_KEY = 'velvet-test-paysim-api-key-0123';
const EMAIL_MESSAGE = 'Your email is not verified. Please verify your email';
const TIP_IDENTITY_MESSAGE = 'Complete your KYC (creator) or age verification to send tip';
const WITHDRAW_MESSAGE = 'Complete your KYC to withdraw';

let testApp: TestApp;
let paysim: ApiProcess;
let apiUrl: string;
let paysimUrl: string;

beforeAll(async () => {
  const paysimPort = await freePort();
  paysimUrl = `http://127.0.0.1:${paysimPort}`;
  testApp = await createTestApp({ PAYSIM_URL: paysimUrl, PAYSIM_API_KEY: API_KEY, PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_WEB_URL: 'http://velvet.test' });
  apiUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  paysim = await startPaysimProcess(paysimPort, {
    PAYSIM_API_KEY: API_KEY,
    PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYSIM_WEBHOOK_URL: `${apiUrl}/api/webhooks/paysim`,
    PAYSIM_PUBLIC_URL: paysimUrl,
    PAYSIM_WEBHOOK_RETRY_BASE_MS: '50',
  });
}, 120_000);

afterAll(async () => {
  await paysim?.stop();
  await testApp?.close();
});

type Headers = Record<string, string>;
const api = (options: { method: 'GET' | 'POST'; url: string; headers?: Headers; payload?: object }) => testApp.app.inject(options);

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type UserOptions = Parameters<typeof createUser>[1];
async function signedIn(options: UserOptions = {}) {
  const user = await createUser(testApp, options);
  const tokens = await signIn(testApp, user.username);
  return { ...user, tokens, headers: bearer(tokens) };
}

const me = (headers: Headers) => api({ method: 'GET', url: '/api/users/me', headers }).then((response) => response.json<{ data: Me }>().data);
const tip = (headers: Headers, recipientId: string) =>
  api({ method: 'POST', url: '/api/tips', headers: { ...headers, ...idempotencyHeader() }, payload: { recipient_id: recipientId, amount: 5, payment_mode: 'wallet' } });
const startSession = (headers: Headers) => api({ method: 'POST', url: '/api/users/kyc/session', headers });
const kycNotifications = (userId: string) =>
  testApp.services.notifications.list(userId, { limit: 50 }).then((page) => (page.items as Notification[]).filter((item) => item.type === 'KYC-Status'));

/** What a person does on the provider's page: document, selfie, then the sandbox's decision. */
async function completeHostedPage(url: string, decision: 'approve' | 'decline') {
  await fetch(`${url}/document`, { method: 'POST', body: new URLSearchParams({ document_type: 'passport', document_number: 'NX1234567' }) });
  await fetch(`${url}/selfie`, { method: 'POST', body: new URLSearchParams({}) });
  const done = await fetch(`${url}/decision`, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
  expect(done.status).toBe(303);
}

const sessionIdOf = (url: string) => url.split('/').at(-1)!;

const sign = (body: string, at = Math.floor(Date.now() / 1000)) => `t=${at},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex')}`;
function postWebhook(type: string, data: object, id = `evt_${randomUUID()}`) {
  const body = JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data });
  return fetch(`${apiUrl}/api/webhooks/paysim`, { method: 'POST', headers: { 'content-type': 'application/json', 'paysim-signature': sign(body) }, body });
}

describe('the verification gate on tips', () => {
  it('refuses a fan whose email is not verified, with the spec message', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn({ emailVerified: false, kycStatus: 'none' });
    await fundWallet(testApp, fan.id, 10_000);

    const response = await tip(fan.headers, creator.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EMAIL_MESSAGE);
  });

  it('asks for the email first even when the identity was verified', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn({ emailVerified: false, kycStatus: 'verified' });
    expect((await tip(fan.headers, creator.id)).json().message).toBe(EMAIL_MESSAGE);
  });

  it.each(['none', 'pending', 'declined'] as const)('refuses a verified email with identity %s, naming the action', async (kycStatus) => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn({ kycStatus });
    await fundWallet(testApp, fan.id, 10_000);

    const response = await tip(fan.headers, creator.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TIP_IDENTITY_MESSAGE);
  });

  it('lets through a verified email with an accepted identity', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn();
    await fundWallet(testApp, fan.id, 10_000);
    expect((await tip(fan.headers, creator.id)).statusCode).toBe(200);
  });

  it('lets through a verified email with skipContentWarning, but not an unverified one', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn({ kycStatus: 'none', skipContentWarning: true });
    const unverified = await signedIn({ kycStatus: 'none', skipContentWarning: true, emailVerified: false });
    await fundWallet(testApp, fan.id, 10_000);
    await fundWallet(testApp, unverified.id, 10_000);

    expect((await tip(fan.headers, creator.id)).statusCode).toBe(200);
    expect((await tip(unverified.headers, creator.id)).json().message).toBe(EMAIL_MESSAGE);
  });

  it('keeps deposits behind a verified email only', async () => {
    const unverified = await signedIn({ emailVerified: false, kycStatus: 'none' });
    const noIdentity = await signedIn({ kycStatus: 'none' });
    const deposit = (headers: Headers) =>
      api({ method: 'POST', url: '/api/wallet/deposit', headers: { ...headers, ...idempotencyHeader() }, payload: { amount: 50, payment_mode: 'card', tokenised_card_id: randomUUID() } });

    expect((await deposit(unverified.headers)).json().message).toBe(EMAIL_MESSAGE);
    const answer = await deposit(noIdentity.headers);
    expect(answer.statusCode).not.toBe(403);
    expect(answer.json().message).not.toBe(TIP_IDENTITY_MESSAGE);
  });
});

describe('withdrawals need full KYC', () => {
  it.each(['none', 'pending', 'declined'] as const)('refuses the payout account and the withdrawal of a creator with KYC %s', async (kycStatus) => {
    const creator = await signedIn({ role: 'CREATOR', kycStatus });

    const account = await api({ method: 'POST', url: '/api/withdrawals/payout-account', headers: creator.headers });
    const withdrawal = await api({ method: 'POST', url: '/api/withdrawals', headers: { ...creator.headers, ...idempotencyHeader() }, payload: { amount: 100, sid: 'pye_unknown', type: 'masspay' } });
    expect([account.statusCode, account.json().message]).toEqual([403, WITHDRAW_MESSAGE]);
    expect([withdrawal.statusCode, withdrawal.json().message]).toEqual([403, WITHDRAW_MESSAGE]);
  });

  it('creates the payout account of a creator with full KYC', async () => {
    const creator = await signedIn({ role: 'CREATOR' });
    const account = await api({ method: 'POST', url: '/api/withdrawals/payout-account', headers: creator.headers });
    expect(account.statusCode).toBe(200);
    expect(account.json().data.activation_url).toContain('/hosted/payees/');
  });
});

describe('identity verification at the provider', () => {
  it('shows a new user as not verified in Me', async () => {
    const fan = await signedIn({ kycStatus: 'none' });
    expect(await me(fan.headers)).toMatchObject({ kyc: { full_kyc_completed: false, status: 'none' }, isVerified: false, skipContentWarning: false });
  });

  it('asks fans for age verification and creators for KYC, and marks them pending', async () => {
    const fan = await signedIn({ kycStatus: 'none' });
    const creator = await signedIn({ role: 'CREATOR', kycStatus: 'none' });

    const fanSession = (await startSession(fan.headers)).json().data;
    const creatorSession = (await startSession(creator.headers)).json().data;
    expect(fanSession.url).toMatch(new RegExp(`^${paysimUrl}/hosted/identity/idv_`));
    const kindOf = async (url: string) =>
      (await fetch(`${paysimUrl}/v1/identity/sessions/${sessionIdOf(url)}`, { headers: { authorization: `Bearer ${API_KEY}` } }).then((response) => response.json() as Promise<{ kind: string }>)).kind;
    expect(await kindOf(fanSession.url)).toBe('age');
    expect(await kindOf(creatorSession.url)).toBe('kyc');
    expect((await me(fan.headers)).kyc.status).toBe('pending');
  });

  it('verifies after approval on the hosted page: Me, the gate and a notification follow', async () => {
    const creator = await createUser(testApp, { role: 'CREATOR' });
    const fan = await signedIn({ kycStatus: 'none' });
    await fundWallet(testApp, fan.id, 10_000);
    const { url } = (await startSession(fan.headers)).json().data;

    await completeHostedPage(url, 'approve');

    const after = await eventually(() => me(fan.headers), (value) => value.kyc.status === 'verified');
    expect(after).toMatchObject({ kyc: { full_kyc_completed: true, status: 'verified' }, isVerified: true });
    expect(await kycNotifications(fan.id)).toMatchObject([{ data: { status: 'success' } }]);
    expect((await tip(fan.headers, creator.id)).statusCode).toBe(200);
    expect((await startSession(fan.headers)).statusCode).toBe(409);
  });

  it('declines after a decline on the hosted page, and lets the user try again', async () => {
    const creator = await signedIn({ role: 'CREATOR', kycStatus: 'none' });
    const { url } = (await startSession(creator.headers)).json().data;

    await completeHostedPage(url, 'decline');

    expect((await eventually(() => me(creator.headers), (value) => value.kyc.status === 'declined')).kyc.status).toBe('declined');
    expect(await kycNotifications(creator.id)).toMatchObject([{ data: { status: 'failed' } }]);
    expect((await startSession(creator.headers)).statusCode).toBe(200);
    expect((await me(creator.headers)).kyc.status).toBe('pending');
  });

  it('applies a decision exactly once, however often and in whatever order its webhooks arrive', async () => {
    const fan = await signedIn({ kycStatus: 'none' });
    const { url } = (await startSession(fan.headers)).json().data;
    const session = { id: sessionIdOf(url), reference: fan.id, kind: 'age' };
    const verifiedEventId = `evt_${randomUUID()}`;

    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => postWebhook('identity.verified', { ...session, status: 'verified' }, verifiedEventId)),
      postWebhook('identity.declined', { ...session, status: 'declined' }),
    ]);

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const status = (await me(fan.headers)).kyc.status;
    expect(['verified', 'declined']).toContain(status);
    expect(await kycNotifications(fan.id)).toHaveLength(1);
    await postWebhook(status === 'verified' ? 'identity.declined' : 'identity.verified', { ...session });
    expect((await me(fan.headers)).kyc.status).toBe(status);
  });

  it('ignores an identity webhook for a session it does not know', async () => {
    const answer = await postWebhook('identity.verified', { id: 'idv_unknown', reference: randomUUID(), kind: 'age', status: 'verified' });
    expect(answer.status).toBe(200);
  });
});

describe('admin decisions on verifications', () => {
  it('lists pending verifications and approves one; a later webhook changes nothing', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const creator = await signedIn({ role: 'CREATOR', kycStatus: 'none' });
    const { url } = (await startSession(creator.headers)).json().data;

    const pending = (await api({ method: 'GET', url: '/api/admin/kyc?status=pending', headers: admin.headers })).json<{ data: AdminKycItem[] }>().data;
    expect(pending.find((item) => item.user._id === creator.id)).toMatchObject({ kind: 'kyc', requested_at: expect.any(String), user: { kyc_status: 'pending' } });

    const decided = await api({ method: 'POST', url: `/api/admin/kyc/${creator.id}`, headers: admin.headers, payload: { decision: 'approve' } });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.kyc_status).toBe('verified');
    expect((await me(creator.headers)).kyc.full_kyc_completed).toBe(true);

    await postWebhook('identity.declined', { id: sessionIdOf(url), reference: creator.id, kind: 'kyc', status: 'declined' });
    expect((await me(creator.headers)).kyc.status).toBe('verified');
    const again = await api({ method: 'POST', url: `/api/admin/kyc/${creator.id}`, headers: admin.headers, payload: { decision: 'decline' } });
    expect(again.statusCode).toBe(409);
  });

  it('declines a pending verification', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await signedIn({ kycStatus: 'none' });
    await startSession(fan.headers);

    await api({ method: 'POST', url: `/api/admin/kyc/${fan.id}`, headers: admin.headers, payload: { decision: 'decline' } });
    expect((await me(fan.headers)).kyc.status).toBe('declined');
  });

  it('answers 404 for an unknown user and 409 for one with nothing pending', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await createUser(testApp, { kycStatus: 'none' });
    const decide = (userId: string) => api({ method: 'POST', url: `/api/admin/kyc/${userId}`, headers: admin.headers, payload: { decision: 'approve' } });
    expect((await decide(randomUUID())).statusCode).toBe(404);
    expect((await decide(fan.id)).statusCode).toBe(409);
  });
});

describe('bans', () => {
  const ban = (headers: Headers, userId: string, action: 'ban' | 'unban' = 'ban') => api({ method: 'POST', url: `/api/admin/users/${userId}/${action}`, headers });

  it('finds users by part of their username or email', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await createUser(testApp);
    const search = async (query: string) =>
      (await api({ method: 'GET', url: `/api/admin/users?query=${encodeURIComponent(query)}`, headers: admin.headers })).json<{ data: { items: AdminUser[] } }>().data.items;

    expect((await search(fan.username.slice(-8).toUpperCase())).map((user) => user._id)).toEqual([fan.id]);
    expect((await search(fan.email)).map((user) => user._id)).toEqual([fan.id]);
    expect(await search('%_no-such-user_%')).toEqual([]);
  });

  it('refuses a banned user at once: access token, refresh and sign-in; unban lets them back', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await signedIn();
    expect((await api({ method: 'GET', url: '/api/users/me', headers: fan.headers })).statusCode).toBe(200);

    const banned = await ban(admin.headers, fan.id);
    expect(banned.json().data).toMatchObject({ _id: fan.id, banned: true });

    const meAnswer = await api({ method: 'GET', url: '/api/users/me', headers: fan.headers });
    expect([meAnswer.statusCode, meAnswer.json().message]).toEqual([403, 'Your account is banned!']);
    expect((await api({ method: 'GET', url: '/api/wallet', headers: fan.headers })).statusCode).toBe(403);
    const refresh = await refreshWith(testApp, fan.tokens);
    expect(refresh.statusCode).not.toBe(200);
    const signInAgain = await api({ method: 'POST', url: '/api/users/login', payload: { username: fan.username, password: TEST_PASSWORD } });
    expect(signInAgain.json().message).toBe('Your account is banned!');

    expect((await ban(admin.headers, fan.id, 'unban')).json().data.banned).toBe(false);
    expect((await signIn(testApp, fan.username)).token).toEqual(expect.any(String));
  });

  it("closes a banned user's open sockets", async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await signedIn();
    const socket = await connectSocket(apiUrl, (fan.tokens as Tokens).token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await ban(admin.headers, fan.id);
    expect(await closed).toBe('io server disconnect');
  });

  it('does not let an admin ban themselves', async () => {
    const admin = await signedIn({ role: 'ADMIN' });
    expect((await ban(admin.headers, admin.id)).statusCode).toBe(409);
  });

  it('keeps every admin route to admins', async () => {
    const fan = await signedIn();
    const creator = await signedIn({ role: 'CREATOR' });
    for (const user of [fan, creator]) {
      const answers = await Promise.all([
        api({ method: 'GET', url: '/api/admin/users?query=a', headers: user.headers }),
        api({ method: 'GET', url: '/api/admin/kyc', headers: user.headers }),
        api({ method: 'POST', url: `/api/admin/kyc/${fan.id}`, headers: user.headers, payload: { decision: 'approve' } }),
        ban(user.headers, fan.id),
        ban(user.headers, fan.id, 'unban'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await api({ method: 'GET', url: '/api/admin/kyc' })).statusCode).toBe(401);
  });
});
