import { accountMessages, accountSettingsMessages, type Tokens } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, linkToken, mailsTo, post, refreshWith } from '../../test/support/accounts.ts';
import { connectSocket } from '../../test/support/sockets.ts';
import { bearer, createTestApp, createUser, sessionOf, signIn, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { users } from './schema.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';
import { emailChanges } from './settings-schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const put = (url: string, payload: object, tokens?: Tokens) => testApp.app.inject({ method: 'PUT', url, payload, headers: tokens ? bearer(tokens) : {} });
const get = (url: string, tokens?: Tokens) => testApp.app.inject({ method: 'GET', url, headers: tokens ? bearer(tokens) : {} });
const newAddress = () => `${uniqueName('new')}@example.test`;

async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp, options);
  return { user, tokens: await signIn(testApp, user.username) };
}

async function emailOf(userId: string) {
  const [row] = await testApp.db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row!;
}

describe('email availability check', () => {
  it("refuses the current address with 'New email address cannot be same as old email address.'", async () => {
    const { user, tokens } = await signedIn();
    const response = await post(testApp, '/api/users/email/check', { new_email: user.email.toUpperCase() }, tokens);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'reject', reason: 'New email address cannot be same as old email address.' });
  });

  it("refuses a taken address without naming its owner, accepts a free one, and asks for 'Please enter a valid email address.'", async () => {
    const { tokens } = await signedIn();
    const other = await createUser(testApp);
    const taken = await post(testApp, '/api/users/email/check', { new_email: other.email }, tokens);
    expect(taken.json().data).toEqual({ status: 'reject', reason: 'This email address cannot be used.' });
    const free = await post(testApp, '/api/users/email/check', { new_email: newAddress() }, tokens);
    expect(free.json().data).toEqual({ status: 'valid' });
    const invalid = await post(testApp, '/api/users/email/check', { new_email: 'nope' }, tokens);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ new_email: 'Please enter a valid email address.' });
  });

  it("limits checks per client with 'Too many requests. Please try again in a few minutes.'", async () => {
    const limited = await createTestApp({ EMAIL_CHECKS_PER_MINUTE: '2' });
    try {
      const user = await createUser(limited);
      const tokens = await signIn(limited, user.username);
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await post(limited, '/api/users/email/check', { new_email: newAddress() }, tokens));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers[2]!.json().message).toBe('Too many requests. Please try again in a few minutes.');
    } finally {
      await limited.close();
    }
  });

  it('is for signed-in users only', async () => {
    expect((await post(testApp, '/api/users/email/check', { new_email: newAddress() })).statusCode).toBe(401);
  });
});

describe('change of a verified email: a code to the current address, then one to the new', () => {
  it('mails codes valid 10 minutes to the current, then the new address; the second changes the email once', async () => {
    const { user, tokens } = await signedIn();
    const target = newAddress();
    const sent = await post(testApp, '/api/users/email/send-otp', { new_email: target }, tokens);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('OTP sent successfully');
    const { otp_id } = sent.json().data;
    const [row] = await testApp.db.select().from(emailChanges).where(eq(emailChanges.id, otp_id));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(10, 1);
    expect(await mailsTo(testApp, target)).toEqual([]);
    const currentCode = codeIn(await latestMail(testApp, user.email));

    const first = await post(testApp, '/api/users/email/verify-otp', { otp_id, otp: currentCode }, tokens);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('OTP verified successfully!');
    const { otp_id: newOtpId, token } = first.json().data;
    expect([newOtpId, token]).toEqual([expect.any(String), expect.any(String)]);
    expect(await emailOf(user.id)).toEqual({ email: user.email, verified: true });

    const verified = await post(testApp, '/api/users/email/verify-otp', { otp_id: newOtpId, otp: codeIn(await latestMail(testApp, target)) }, tokens);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully!');
    expect(verified.json().data).toEqual({ token: expect.any(String) });
    expect(sessionOf(verified).refresh_token).toEqual(expect.any(String));
    expect(await emailOf(user.id)).toEqual({ email: target, verified: true });

    const again = await post(testApp, '/api/users/email/verify-otp', { otp_id: newOtpId, otp: codeIn(await latestMail(testApp, target)) }, tokens);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(accountMessages.codeExpired);
  });

  it('does not take the new address\'s code in place of the current one', async () => {
    const { user, tokens } = await signedIn();
    const { otp_id } = (await post(testApp, '/api/users/email/send-otp', { new_email: newAddress() }, tokens)).json().data;
    const currentCode = codeIn(await latestMail(testApp, user.email));
    const wrong = await post(testApp, '/api/users/email/verify-otp', { otp_id, otp: currentCode === '000000' ? '111111' : '000000' }, tokens);
    expect(wrong.json().message).toBe('Failed to verify OTP');
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("takes digits only, exactly 6: 'OTP must be exactly 6 digits.'", async () => {
    const { tokens } = await signedIn();
    const { otp_id } = (await post(testApp, '/api/users/email/send-otp', { new_email: newAddress() }, tokens)).json().data;
    for (const otp of ['12345', '1234567', '12345a']) {
      const response = await post(testApp, '/api/users/email/verify-otp', { otp_id, otp }, tokens);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ otp: 'OTP must be exactly 6 digits.' });
    }
  });

  it("answers 'Failed to verify OTP' to a wrong code and refuses an expired one", async () => {
    const { user, tokens } = await signedIn();
    const target = newAddress();
    const { otp_id } = (await post(testApp, '/api/users/email/send-otp', { new_email: target }, tokens)).json().data;
    const otp = codeIn(await latestMail(testApp, user.email));
    const wrong = await post(testApp, '/api/users/email/verify-otp', { otp_id, otp: otp === '000000' ? '111111' : '000000' }, tokens);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Failed to verify OTP');

    await testApp.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.id, otp_id));
    const late = await post(testApp, '/api/users/email/verify-otp', { otp_id, otp }, tokens);
    expect(late.statusCode).toBe(410);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('a newer code replaces the older one, and another user cannot use it', async () => {
    const { user, tokens } = await signedIn();
    const stranger = await signedIn();
    const target = newAddress();
    const first = (await post(testApp, '/api/users/email/send-otp', { new_email: target }, tokens)).json().data.otp_id;
    const firstCode = codeIn(await latestMail(testApp, user.email));
    const second = (await post(testApp, '/api/users/email/send-otp', { new_email: target }, tokens)).json().data.otp_id;
    const secondCode = codeIn(await latestMail(testApp, user.email));
    expect((await post(testApp, '/api/users/email/verify-otp', { otp_id: first, otp: firstCode }, tokens)).statusCode).toBe(410);
    expect((await post(testApp, '/api/users/email/verify-otp', { otp_id: second, otp: secondCode }, stranger.tokens)).statusCode).toBe(410);
    expect((await post(testApp, '/api/users/email/verify-otp', { otp_id: second, otp: secondCode }, tokens)).statusCode).toBe(200);
  });

  it('refuses the same or a taken address, and the direct path', async () => {
    const { user, tokens } = await signedIn();
    const same = await post(testApp, '/api/users/email/send-otp', { new_email: user.email }, tokens);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(accountSettingsMessages.sameEmail);
    const direct = await put('/api/users/email', { email: newAddress() }, tokens);
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(accountSettingsMessages.emailNeedsVerifiedPath);
  });
});

describe('change of an unverified email: direct', () => {
  it('changes the address at once, keeps it unverified and mails a new verification link to it', async () => {
    const { user, tokens } = await signedIn({ emailVerified: false });
    const target = newAddress();
    const response = await put('/api/users/email', { email: target }, tokens);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Email updated successfully');
    expect(await emailOf(user.id)).toEqual({ email: target, verified: false });
    const token = linkToken(await latestMail(testApp, target), '/verify-email');
    expect((await post(testApp, '/api/users/verify-email', { token })).statusCode).toBe(200);
    expect((await emailOf(user.id)).verified).toBe(true);
  });

  it('refuses the same address and the code path', async () => {
    const { user, tokens } = await signedIn({ emailVerified: false });
    const same = await put('/api/users/email', { email: user.email }, tokens);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ email: 'New email address cannot be same as old email address.' });
    const otp = await post(testApp, '/api/users/email/send-otp', { new_email: newAddress() }, tokens);
    expect(otp.statusCode).toBe(409);
    expect(otp.json().message).toBe(accountSettingsMessages.emailNeedsDirectPath);
  });
});

describe('privacy and auto-message', () => {
  it('reads the defaults, then saves privacy settings', async () => {
    const { user, tokens } = await signedIn();
    const before = (await get('/api/users/account-settings', tokens)).json().data;
    expect(before).toEqual({
      email: user.email,
      email_verified: true,
      privacy: { profile_visibility: 'public', show_online_status: true, allow_messages_from: 'everyone' },
      auto_message: null,
    });
    const privacy = { profile_visibility: 'subscribers', show_online_status: false, allow_messages_from: 'nobody' };
    const saved = await put('/api/users/privacy-setting', privacy, tokens);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Privacy settings saved.');
    expect((await get('/api/users/account-settings', tokens)).json().data.privacy).toEqual(privacy);
    const bad = await put('/api/users/privacy-setting', { ...privacy, allow_messages_from: 'friends' }, tokens);
    expect(bad.statusCode).toBe(400);
  });

  it('lets creators only set an auto-message of at most 1000 characters', async () => {
    const creator = await signedIn({ role: 'CREATOR' });
    const fan = await signedIn();
    expect((await put('/api/users/auto-message', { enabled: true, text: 'Welcome!' }, fan.tokens)).statusCode).toBe(403);
    const saved = await put('/api/users/auto-message', { enabled: true, text: 'Welcome!' }, creator.tokens);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Auto-message saved.');
    expect((await get('/api/users/auto-message', creator.tokens)).json().data).toEqual({ enabled: true, text: 'Welcome!' });
    expect((await get('/api/users/account-settings', creator.tokens)).json().data.auto_message).toEqual({ enabled: true, text: 'Welcome!' });

    const long = await put('/api/users/auto-message', { enabled: true, text: 'x'.repeat(1001) }, creator.tokens);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ text: 'The message can be at most 1000 characters.' });
    expect((await put('/api/users/auto-message', { enabled: true, text: 'x'.repeat(1000) }, creator.tokens)).statusCode).toBe(200);
    const empty = await put('/api/users/auto-message', { enabled: true, text: '  ' }, creator.tokens);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a message to turn the auto-message on.');
    expect((await put('/api/users/auto-message', { enabled: false, text: '' }, creator.tokens)).statusCode).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('revokes every refresh-token family of the user, and only theirs', async () => {
    const { user, tokens } = await signedIn();
    const second = await signIn(testApp, user.username);
    const other = await signedIn();
    const response = await post(testApp, '/api/users/logout-all', undefined, tokens);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Signed out on every device.');
    expect(response.cookies.find(({ name }) => name === REFRESH_COOKIE)).toMatchObject({ value: '', path: '/api/users/refresh-token' });
    for (const session of [tokens, second]) {
      expect((await refreshWith(testApp, session)).statusCode).toBe(401);
    }
    expect((await refreshWith(testApp, other.tokens)).statusCode).toBe(200);
    expect((await post(testApp, '/api/users/logout-all')).statusCode).toBe(401);
  });

  it('refuses the access tokens already out at once, and lets a new sign-in in', async () => {
    const { user, tokens } = await signedIn();
    const other = await signedIn();
    const me = (session: Tokens) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect((await post(testApp, '/api/users/logout-all', undefined, tokens)).statusCode).toBe(200);

    const refused = await me(tokens);
    expect([refused.statusCode, refused.json().message]).toEqual([401, 'Your session has expired. Please sign in again.']);
    expect((await me(other.tokens)).statusCode).toBe(200);
    expect((await me(await signIn(testApp, user.username))).statusCode).toBe(200);
  });

  it("closes the user's open sockets and refuses their old token at the next handshake", async () => {
    const { tokens } = await signedIn();
    const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await connectSocket(baseUrl, tokens.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await post(testApp, '/api/users/logout-all', undefined, tokens);
    expect(await closed).toBe('io server disconnect');
    await expect(connectSocket(baseUrl, tokens.token)).rejects.toThrow('UNAUTHENTICATED');
  });
});
