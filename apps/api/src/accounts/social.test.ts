import { accountMessages, socialMessages, type Tokens } from '@velvet/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, newDeviceId, post } from '../../test/support/accounts.ts';
import { freePort, startPaysimProcess, type ApiProcess } from '../../test/support/processes.ts';
import { bearer, createTestApp, createUser, sessionOf, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { users } from './schema.ts';
import { socialIdentities } from './social-schema.ts';

// Against the real sandbox identity provider (paysim as its own process), the test playing the browser.
let testApp: TestApp;
let paysim: ApiProcess;

beforeAll(async () => {
  const paysimPort = await freePort();
  const paysimUrl = `http://127.0.0.1:${paysimPort}`;
  testApp = await createTestApp({ PAYSIM_URL: paysimUrl, PAYSIM_PUBLIC_URL: paysimUrl, PUBLIC_WEB_URL: 'http://velvet.test' });
  paysim = await startPaysimProcess(paysimPort, { PAYSIM_PUBLIC_URL: paysimUrl });
}, 120_000);

afterAll(async () => {
  await paysim?.stop();
  await testApp?.close();
});

type Identity = { name?: string; email: string; verified?: boolean };
const device = (deviceId: string) => ({ device: 'Desktop', os: 'Linux', browser: 'Firefox', device_id: deviceId });

async function start(provider: string, query = '') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/auth/social/${provider}/start${query}` });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ data: { url: string } }>().data.url);
}

/** The popup: the provider's consent page, the tester's answer, and where the provider sends the browser back. */
async function consent(authorizeUrl: URL, answer: { decision: 'allow' | 'cancel'; identity?: Identity }) {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const action = /action="([^"]+)"/.exec(await page.text())?.[1];
  const fields: Record<string, string> = { decision: answer.decision, preset: 'custom' };
  if (answer.identity) {
    fields.name = answer.identity.name ?? 'Sam Social';
    fields.email = answer.identity.email;
    if (answer.identity.verified !== false) fields.email_verified = 'true';
  }
  const back = await fetch(new URL(action!, authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!);
}

async function socialSignIn(provider: string, identity: Identity, extra: object = {}, query = '') {
  const callback = await consent(await start(provider, query), { decision: 'allow', identity });
  expect(callback.origin + callback.pathname).toBe(`http://velvet.test/auth/social/${provider}/callback`);
  return post(testApp, `/api/auth/social/${provider}/complete`, { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), ...extra });
}

const newEmail = () => `${uniqueName('social')}@example.test`;

describe('social sign-up and sign-in', () => {
  it('starts with the provider URL: code flow with PKCE (S256) and a state', async () => {
    const url = await start('google');
    expect(url.pathname).toBe('/oauth/google/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://velvet.test/auth/social/google/callback');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/social/myspace/start' })).statusCode).toBe(400);
  });

  it('creates an account for a new identity, email verified when the provider says so, and signs it in', async () => {
    const email = newEmail();
    const response = await socialSignIn('google', { name: 'Sam Social', email }, { user_type: 'CREATOR', device_info: device(newDeviceId()) });
    expect(response.statusCode).toBe(200);
    const tokens = response.json<{ data: Tokens }>().data;
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens) });
    expect(me.statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'CREATOR', emailVerified: true, passwordHash: null, fName: 'Sam', lName: 'Social' });
    const links = await testApp.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user!.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: expect.stringMatching(/^google\|/) })]);
  });

  it('keeps the user type chosen at start, and the email unverified when the provider did not verify it', async () => {
    const email = newEmail();
    const response = await socialSignIn('facebook', { email, verified: false }, {}, '?user_type=CREATOR');
    expect(response.statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'CREATOR', emailVerified: false });
  });

  it("keeps the referral the sign-up link carried to the popup's start: referred_by names the referrer, the cash id the campaign", async () => {
    const referrer = await createUser(testApp, { role: 'CREATOR' });
    const email = newEmail();
    const query = `?user_type=USER&referred_by=${referrer.username.toUpperCase()}&velvet_cash_id=spring-26`;
    expect((await socialSignIn('google', { email }, {}, query)).statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ referrerId: referrer.id, signUpAttribution: { referred_by: referrer.username.toUpperCase(), velvet_cash_id: 'spring-26' } });
  });

  it('changes nothing of an existing account that signs in through a referral link', async () => {
    const user = await createUser(testApp);
    const referrer = await createUser(testApp);
    expect((await socialSignIn('google', { email: user.email }, { device_info: device(newDeviceId()) }, `?referred_by=${referrer.username}`)).statusCode).toBe(200);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ referrerId: null, signUpAttribution: null });
  });

  it('refuses a referral longer than a sign-up takes with 400', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `/api/auth/social/google/start?referred_by=${'r'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('signs in the existing account with that verified email and links the identity; a known device needs no code', async () => {
    const user = await createUser(testApp);
    const first = await socialSignIn('twitter', { email: user.email });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveProperty('token');
    const [link] = await testApp.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, 'twitter'), eq(socialIdentities.userId, user.id)));
    expect(link).toBeDefined();
    expect(await testApp.db.$count(users, eq(users.email, user.email))).toBe(1);
  });

  it('asks a new device for the mailed code and finishes with the OTP verify call', async () => {
    const user = await createUser(testApp);
    const deviceId = newDeviceId();
    const challenge = await socialSignIn('google', { email: user.email }, { device_info: device(deviceId) });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ message: accountMessages.otpSent, data: { otp_required: true, otp_id: expect.any(String) } });
    const otpId = challenge.json().data.otp_id as string;

    const badShape = await post(testApp, '/api/users/login/verify-otp', { otp_id: otpId, otp: '12a' });
    expect(badShape.json().fields).toEqual({ otp: 'Please enter a valid 6-digit OTP' });
    const verified = await post(testApp, '/api/users/login/verify-otp', { otp_id: otpId, otp: codeIn(await latestMail(testApp, user.email)) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ token: expect.any(String) });
    expect(sessionOf(verified).refresh_token).toEqual(expect.any(String));

    // The device is now known: the next social sign-in from it goes straight in.
    const again = await socialSignIn('google', { email: user.email }, { device_info: device(deviceId) });
    expect(again.json().data).toHaveProperty('token');
  });

  it("reads each provider's own profile: X sends only a confirmed address, Facebook's is never taken as verified", async () => {
    const unconfirmed = await socialSignIn('twitter', { email: newEmail(), verified: false });
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([400, socialMessages.noEmail]);

    const email = newEmail();
    expect((await socialSignIn('facebook', { name: 'Fay Book', email })).statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: false, fName: 'Fay', lName: 'Book' });
    const existing = await createUser(testApp);
    expect((await socialSignIn('facebook', { email: existing.email })).json().message).toBe(socialMessages.unverifiedEmailTaken);
  });

  it('refuses an unverified provider email that belongs to an existing account', async () => {
    const user = await createUser(testApp);
    const response = await socialSignIn('facebook', { email: user.email, verified: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(socialMessages.unverifiedEmailTaken);
  });

  it('refuses a banned account', async () => {
    const user = await createUser(testApp);
    await testApp.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, user.id));
    const response = await socialSignIn('google', { email: user.email });
    expect(response.json().code).toBe('ACCOUNT_BANNED');
  });

  it('refuses a state it did not issue, a state used twice, and a state of another provider', async () => {
    const callback = await consent(await start('google'), { decision: 'allow', identity: { email: newEmail() } });
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');

    const forged = await post(testApp, '/api/auth/social/google/complete', { code, state: 'not-the-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(socialMessages.stateInvalid);

    const otherProvider = await post(testApp, '/api/auth/social/twitter/complete', { code, state });
    expect(otherProvider.statusCode).toBe(400);
    // The state was spent by the mismatched call: it cannot be replayed.
    expect((await post(testApp, '/api/auth/social/google/complete', { code, state })).json().message).toBe(socialMessages.stateInvalid);
  });

  it('answers a provider failure when the code is refused', async () => {
    const callback = await consent(await start('google'), { decision: 'allow', identity: { email: newEmail() } });
    const response = await post(testApp, '/api/auth/social/google/complete', { code: 'code_forged', state: callback.searchParams.get('state') });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(socialMessages.providerFailed);
  });

  it('gets no code when consent is cancelled, and creates nothing', async () => {
    const email = newEmail();
    const callback = await consent(await start('twitter'), { decision: 'cancel' });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.has('code')).toBe(false);
    const response = await post(testApp, '/api/auth/social/twitter/complete', { state: callback.searchParams.get('state') });
    expect(response.statusCode).toBe(400);
    expect(await testApp.db.$count(users, eq(users.email, email))).toBe(0);
  });
});
