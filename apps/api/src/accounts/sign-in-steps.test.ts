import { accountMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, mailsTo, newDeviceId, post } from '../../test/support/accounts.ts';
import { bearer, createTestApp, createUser, sessionOf, signIn, TEST_PASSWORD, type TestApp } from '../../test/support/test-app.ts';
import { loginChallenges, users } from './schema.ts';
import { totpCode } from './totp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const device = (deviceId: string) => ({ device: 'Desktop', os: 'Linux', browser: 'Chrome', device_id: deviceId });
const login = (username: string, deviceId?: string) =>
  post(testApp, '/api/users/login', { username, password: TEST_PASSWORD, ...(deviceId && { device_info: device(deviceId) }) });
const verifyOtp = (otp_id: string, otp: string) => post(testApp, '/api/users/login/verify-otp', { otp_id, otp });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function otpChallenge(username: string, deviceId: string) {
  const response = await login(username, deviceId);
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; data: { otp_required: true; otp_id: string; expires_at: string; resend_at: string } }>();
}

describe('sign-in from a new device', () => {
  it('asks for a mailed 6-digit code valid 5 minutes, resendable after 120 s', async () => {
    const user = await createUser(testApp);
    const before = Date.now();
    const answer = await otpChallenge(user.username, newDeviceId());
    expect(answer.message).toBe(accountMessages.otpSent);
    expect(answer.data).toMatchObject({ otp_required: true, otp_id: expect.any(String) });
    expect(new Date(answer.data.expires_at).getTime() - before).toBeGreaterThanOrEqual(299_000);
    expect(new Date(answer.data.expires_at).getTime() - before).toBeLessThan(302_000);
    expect(new Date(answer.data.resend_at).getTime() - before).toBeGreaterThanOrEqual(119_000);
    const mail = await latestMail(testApp, user.email);
    expect(mail.subject).toMatch(/^Your Velvet sign-in code: \d{6}$/);
    expect(mail.text).toContain('valid for 5 minutes');
  });

  it('signs in with the code and remembers the device: the next sign-in from it needs no code', async () => {
    const user = await createUser(testApp);
    const deviceId = newDeviceId();
    const { data } = await otpChallenge(user.username, deviceId);
    const verified = await verifyOtp(data.otp_id, codeIn(await latestMail(testApp, user.email)));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ token: expect.any(String) });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(sessionOf(verified)) })).statusCode).toBe(200);

    const again = await login(user.username, deviceId);
    expect(again.json().data).toHaveProperty('token');
    expect((await otpChallenge(user.username, newDeviceId())).data.otp_required).toBe(true);
  });

  it('skips the code for sign-ins without a device id (API clients)', async () => {
    const user = await createUser(testApp);
    expect((await signIn(testApp, user.username)).token).toBeDefined();
    expect(await mailsTo(testApp, user.email)).toEqual([]);
  });

  it("answers 'Wrong OTP code, please re-check and try again.' and the code is single-use", async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    const code = codeIn(await latestMail(testApp, user.email));
    const wrong = await verifyOtp(data.otp_id, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Wrong OTP code, please re-check and try again.', fields: { otp: 'Wrong OTP code, please re-check and try again.' } });
    expect((await verifyOtp(data.otp_id, code)).statusCode).toBe(200);
    const reused = await verifyOtp(data.otp_id, code);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ code: 'CODE_EXPIRED', message: accountMessages.codeExpired });
  });

  it('burns the code after 5 wrong guesses', async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    const code = codeIn(await latestMail(testApp, user.email));
    const answers = [];
    for (let guess = 0; guess < 5; guess += 1) answers.push(await verifyOtp(data.otp_id, wrongCode(code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 410]);
    expect(answers[4]!.json().message).toBe(accountMessages.tooManyWrongCodes);
    expect((await verifyOtp(data.otp_id, code)).json().code).toBe('CODE_EXPIRED');
  });

  it('counts concurrent wrong guesses one by one', async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    const code = codeIn(await latestMail(testApp, user.email));
    await Promise.all(Array.from({ length: 8 }, () => verifyOtp(data.otp_id, wrongCode(code))));
    const [row] = await testApp.db.select().from(loginChallenges).where(eq(loginChallenges.id, data.otp_id));
    expect(row?.attempts).toBe(5);
    expect(row?.consumedAt).not.toBeNull();
  });

  it('refuses the code once it has expired', async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    await testApp.db.update(loginChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginChallenges.id, data.otp_id));
    const late = await verifyOtp(data.otp_id, codeIn(await latestMail(testApp, user.email)));
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(accountMessages.codeExpired);
  });

  it('resends a new code only after the wait; the old code stops working', async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    const oldCode = codeIn(await latestMail(testApp, user.email));
    const early = await post(testApp, '/api/users/login/resend-otp', { otp_id: data.otp_id });
    expect(early.statusCode).toBe(429);

    await testApp.db.update(loginChallenges).set({ resendAt: new Date(Date.now() - 1000) }).where(eq(loginChallenges.id, data.otp_id));
    const resent = await post(testApp, '/api/users/login/resend-otp', { otp_id: data.otp_id });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ otp_required: true, otp_id: data.otp_id });
    expect(await mailsTo(testApp, user.email)).toHaveLength(2);
    const newCode = codeIn(await latestMail(testApp, user.email));
    if (newCode !== oldCode) expect((await verifyOtp(data.otp_id, oldCode)).statusCode).toBe(400);
    expect((await verifyOtp(data.otp_id, newCode)).statusCode).toBe(200);
  });

  it("asks for 'Please enter a valid 6-digit OTP' when the code is not 6 digits", async () => {
    const response = await verifyOtp('6a1f4b6e-8d0c-4b8e-9d0e-1f2a3b4c5d6e', '12a45');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ otp: 'Please enter a valid 6-digit OTP' });
  });

  it('does not answer a banned account with a code', async () => {
    const user = await createUser(testApp);
    await testApp.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, user.id));
    const response = await login(user.username, newDeviceId());
    expect(response.json().message).toBe('Your account is banned!');
    expect(await mailsTo(testApp, user.email)).toEqual([]);
  });
});

describe('sign-in with two-factor authentication on', () => {
  async function userWithTotp() {
    const user = await createUser(testApp);
    const tokens = await signIn(testApp, user.username);
    const { secret } = (await post(testApp, '/api/users/2fa/topt', undefined, tokens)).json().data;
    expect((await post(testApp, '/api/users/2fa/topt/verify', { code: totpCode(secret, new Date()) }, tokens)).statusCode).toBe(200);
    // The enabling code used this 30-second step; let the tests use it again.
    await testApp.db.update(users).set({ totpLastStep: null }).where(eq(users.id, user.id));
    return { ...user, secret: secret as string };
  }

  it("answers a message containing '2FA' and signs in with the authenticator code", async () => {
    const user = await userWithTotp();
    const response = await login(user.username, newDeviceId());
    expect(response.json()).toEqual({ message: '2FA required', data: { two_factor_required: true, otp_id: expect.any(String) } });
    const verified = await post(testApp, '/api/users/2fa/verify', { otp_id: response.json().data.otp_id, code: totpCode(user.secret, new Date()) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ token: expect.any(String) });
    expect(sessionOf(verified).refresh_token).toEqual(expect.any(String));
  });

  it('asks for the code even without a device id', async () => {
    const user = await userWithTotp();
    expect((await login(user.username)).json().data.two_factor_required).toBe(true);
  });

  it("answers 'Invalid two-factor code' for a wrong code, and a code works once", async () => {
    const user = await userWithTotp();
    const code = totpCode(user.secret, new Date());
    const first = (await login(user.username)).json().data.otp_id;
    const wrong = await post(testApp, '/api/users/2fa/verify', { otp_id: first, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid two-factor code', fields: { code: 'Invalid two-factor code' } });
    expect((await post(testApp, '/api/users/2fa/verify', { otp_id: first, code })).statusCode).toBe(200);

    const second = (await login(user.username)).json().data.otp_id;
    const replay = await post(testApp, '/api/users/2fa/verify', { otp_id: second, code });
    expect(replay.json().message).toBe('Invalid two-factor code');
  });

  it('burns the 2FA step after 5 wrong codes', async () => {
    const user = await userWithTotp();
    const otpId = (await login(user.username)).json().data.otp_id;
    const code = totpCode(user.secret, new Date());
    const statuses = [];
    for (let guess = 0; guess < 5; guess += 1) statuses.push((await post(testApp, '/api/users/2fa/verify', { otp_id: otpId, code: wrongCode(code) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 410]);
    expect((await post(testApp, '/api/users/2fa/verify', { otp_id: otpId, code })).json().code).toBe('CODE_EXPIRED');
  });

  it('does not take a login OTP id for the 2FA step or the other way round', async () => {
    const user = await createUser(testApp);
    const { data } = await otpChallenge(user.username, newDeviceId());
    const crossed = await post(testApp, '/api/users/2fa/verify', { otp_id: data.otp_id, code: codeIn(await latestMail(testApp, user.email)) });
    expect(crossed.statusCode).toBe(410);
  });
});
