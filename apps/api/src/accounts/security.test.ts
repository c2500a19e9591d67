import { accountMessages, type Tokens } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkToken, mailsTo, post, refreshWith } from '../../test/support/accounts.ts';
import { bearer, createTestApp, createUser, sessionOf, signIn, TEST_PASSWORD, type TestApp, type TestSession } from '../../test/support/test-app.ts';
import { accountThrottles, accountTokens, users } from './schema.ts';
import { REFRESH_COOKIE } from './session-cookie.ts';
import { totpCode } from './totp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Another#Secret9';
const refresh = (session: TestSession) => refreshWith(testApp, session);
const me = (tokens: Tokens) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens) });
const loginStatus = async (username: string, password: string) => (await post(testApp, '/api/users/login', { username, password })).statusCode;

describe('forgot and reset password', () => {
  it('answers the same whether or not the email belongs to an account, and mails only a real one', async () => {
    const user = await createUser(testApp);
    const known = await post(testApp, '/api/users/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post(testApp, '/api/users/forgot-password', { email: 'nobody.at.all@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(accountMessages.resetLinkSent);
    expect(await mailsTo(testApp, 'nobody.at.all@example.test')).toEqual([]);
    expect((await latestMail(testApp, user.email)).subject).toBe('Reset your Velvet password');
  });

  it("asks for 'Please enter a valid email'", async () => {
    const response = await post(testApp, '/api/users/forgot-password', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Please enter a valid email' });
  });

  it('resets with the 1-hour link once, and ends every session', async () => {
    const user = await createUser(testApp);
    const session = await signIn(testApp, user.username);
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const [link] = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect((link!.expiresAt.getTime() - link!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    const token = linkToken(await latestMail(testApp, user.email), '/reset-password');

    const reset = await post(testApp, '/api/users/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(accountMessages.passwordReset);
    expect(reset.cookies.find(({ name }) => name === REFRESH_COOKIE)).toMatchObject({ value: '', path: '/api/users/refresh-token' });
    expect(await loginStatus(user.username, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(user.username, TEST_PASSWORD)).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);

    const again = await post(testApp, '/api/users/reset-password', { token, password: 'Third#Password1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.linkInvalid);
  });

  it('refuses an expired link and applies the password rules', async () => {
    const user = await createUser(testApp);
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const token = linkToken(await latestMail(testApp, user.email), '/reset-password');
    const weak = await post(testApp, '/api/users/reset-password', { token, password: 'weakpass' });
    expect(weak.json().fields).toEqual({ password: 'Must contain at least one uppercase letter' });
    await testApp.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));
    expect((await post(testApp, '/api/users/reset-password', { token, password: NEW_PASSWORD })).json().message).toBe(accountMessages.linkInvalid);
  });

  it('a newer link replaces the older one, and mails go out at most once a minute', async () => {
    const user = await createUser(testApp);
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const first = linkToken(await latestMail(testApp, user.email), '/reset-password');
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    expect(await mailsTo(testApp, user.email)).toHaveLength(1);

    await testApp.db.update(accountThrottles).set({ lastAttemptAt: new Date(Date.now() - 61_000) }).where(eq(accountThrottles.userId, user.id));
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const second = linkToken(await latestMail(testApp, user.email), '/reset-password');
    expect(second).not.toBe(first);
    expect((await post(testApp, '/api/users/reset-password', { token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await post(testApp, '/api/users/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('stores only hashes of the links', async () => {
    const user = await createUser(testApp);
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const token = linkToken(await latestMail(testApp, user.email), '/reset-password');
    const rows = await testApp.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('PATCH /api/users/change-password', () => {
  it('changes the password, ends other sessions and answers new tokens', async () => {
    const user = await createUser(testApp);
    const other = await signIn(testApp, user.username);
    const current = await signIn(testApp, user.username);
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/change-password',
      headers: bearer(current),
      payload: { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(accountMessages.passwordChanged);
    expect((await refresh(other)).statusCode).toBe(401);
    expect(response.json().data).toEqual({ token: expect.any(String) });
    expect((await refresh(sessionOf(response))).statusCode).toBe(200);
    expect(await loginStatus(user.username, NEW_PASSWORD)).toBe(200);
    expect((await latestMail(testApp, user.email)).subject).toBe('Your Velvet password was changed');
  });

  it('refuses a wrong current password, the same password and a weak one', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const change = (payload: object) => post(testApp, '/api/users/change-password', payload, tokens);
    expect((await change({ old_password: 'Wrong#Pass1', new_password: NEW_PASSWORD })).json().fields).toEqual({ old_password: accountMessages.currentPasswordWrong });
    expect((await change({ old_password: TEST_PASSWORD, new_password: TEST_PASSWORD })).json().fields).toEqual({ new_password: accountMessages.samePassword });
    expect((await change({ old_password: TEST_PASSWORD, new_password: 'short' })).json().fields).toEqual({ new_password: 'Password must be at least 8 characters' });
    expect((await post(testApp, '/api/users/change-password', { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('two-factor authentication', () => {
  async function startTotp() {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const setup = await post(testApp, '/api/users/2fa/topt', undefined, tokens);
    expect(setup.statusCode).toBe(200);
    return { user, tokens, setup: setup.json().data as { secret: string; otpauth_url: string; qr_code: string } };
  }
  const allowStepAgain = (userId: string) => testApp.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));

  it('starts with a secret, an otpauth URL and a QR code, and turns on with a code', async () => {
    const { user, tokens, setup } = await startTotp();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Velvet:.+secret=[A-Z2-7]+/);
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await me(tokens)).json().data.two_factor_enabled).toBe(false);

    const wrong = await post(testApp, '/api/users/2fa/topt/verify', { code: '000000' === totpCode(setup.secret, new Date()) ? '111111' : '000000' }, tokens);
    expect(wrong.json()).toMatchObject({ message: 'Invalid two-factor code' });
    const on = await post(testApp, '/api/users/2fa/topt/verify', { code: totpCode(setup.secret, new Date()) }, tokens);
    expect(on.json().message).toBe(accountMessages.twoFactorOn);
    expect((await me(tokens)).json().data.two_factor_enabled).toBe(true);
    expect((await latestMail(testApp, user.email)).subject).toBe('Two-factor authentication is on');
    expect((await post(testApp, '/api/users/2fa/topt', undefined, tokens)).statusCode).toBe(409);
  });

  it('keeps the secret encrypted at rest', async () => {
    const { user, setup } = await startTotp();
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpPendingSecret).toMatch(/^v1\./);
    expect(row?.totpPendingSecret).not.toContain(setup.secret);
  });

  it('refuses to turn on before a setup is started', async () => {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const response = await post(testApp, '/api/users/2fa/topt/verify', { code: '123456' }, tokens);
    expect(response.json().message).toBe(accountMessages.twoFactorNotStarted);
  });

  it('turns off with a code or with the password, not with a wrong one', async () => {
    for (const proof of ['code', 'password'] as const) {
      const { user, tokens, setup } = await startTotp();
      await post(testApp, '/api/users/2fa/topt/verify', { code: totpCode(setup.secret, new Date()) }, tokens);
      await allowStepAgain(user.id);
      const off = (payload: object) => testApp.app.inject({ method: 'DELETE', url: '/api/users/2fa/topt', headers: bearer(tokens), payload });
      expect((await off({})).json().message).toBe(accountMessages.twoFactorDisableProof);
      const wrong = await off(proof === 'code' ? { code: '000000' === totpCode(setup.secret, new Date()) ? '111111' : '000000' } : { password: 'Wrong#Pass1' });
      expect(wrong.statusCode).toBe(400);
      const right = await off(proof === 'code' ? { code: totpCode(setup.secret, new Date()) } : { password: TEST_PASSWORD });
      expect(right.json().message).toBe(accountMessages.twoFactorOff);
      expect((await me(tokens)).json().data.two_factor_enabled).toBe(false);
      expect((await post(testApp, '/api/users/login', { username: user.username, password: TEST_PASSWORD })).json().data.token).toBeDefined();
    }
  });

  it('recovers by mail: the link and the password turn 2FA off, once', async () => {
    const { user, tokens, setup } = await startTotp();
    await post(testApp, '/api/users/2fa/topt/verify', { code: totpCode(setup.secret, new Date()) }, tokens);
    const stranger = await post(testApp, '/api/users/totp-forgot-password', { email: 'nobody.here@example.test' });
    const owner = await post(testApp, '/api/users/totp-forgot-password', { email: user.email });
    expect(owner.json()).toEqual(stranger.json());
    expect(owner.json().message).toBe(accountMessages.twoFactorRecoverySent);
    const token = linkToken(await latestMail(testApp, user.email), '/2fa-recovery');

    const wrongPassword = await post(testApp, '/api/users/totp-verify-password', { token, password: 'Wrong#Pass1' });
    expect(wrongPassword.json().fields).toEqual({ password: 'Incorrect password' });
    const done = await post(testApp, '/api/users/totp-verify-password', { token, password: TEST_PASSWORD });
    expect(done.json().message).toBe(accountMessages.twoFactorOff);
    expect((await me(tokens)).json().data.two_factor_enabled).toBe(false);
    expect((await post(testApp, '/api/users/totp-verify-password', { token, password: TEST_PASSWORD })).json().message).toBe(accountMessages.linkInvalid);
  });

  it('sends no recovery mail to an account without 2FA', async () => {
    const user = await createUser(testApp);
    await post(testApp, '/api/users/totp-forgot-password', { email: user.email });
    expect(await mailsTo(testApp, user.email)).toEqual([]);
  });
});

describe('the dev mailbox', () => {
  it('lists mails newest first, filtered by address', async () => {
    const user = await createUser(testApp);
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    await testApp.db.update(accountThrottles).set({ lastAttemptAt: new Date(Date.now() - 61_000) }).where(eq(accountThrottles.userId, user.id));
    await post(testApp, '/api/users/forgot-password', { email: user.email });
    const mails = await mailsTo(testApp, user.email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(Date.parse(mails[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.created_at));
    expect(linkToken(mails[0]!, '/reset-password')).not.toBe(linkToken(mails[1]!, '/reset-password'));
    expect(mails[0]).toMatchObject({ channel: 'email', to: user.email, html: expect.stringContaining('<a href=') });
  });

  it('is not served when mail goes out through SMTP', async () => {
    const smtpApp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await smtpApp.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect(smtpApp.services.delivery.mode).toBe('smtp');
    } finally {
      await smtpApp.close();
    }
  });
});
