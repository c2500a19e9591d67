import { accountMessages } from '@velvet/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, linkToken, mailsTo, newDeviceId } from '../../test/support/accounts.ts';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../test/support/test-app.ts';
import { accountThrottles } from './schema.ts';
import { judge, type ThrottlePolicy } from './throttles.ts';
import { totpCode } from './totp.ts';

// The accounts clock of this app: tests move it instead of waiting.
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};

let testApp: TestApp;
beforeAll(async () => {
  // Three attempts a minute per address: the refusals below can only come from the per-account throttle.
  testApp = await createTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '3' }, { now: () => new Date(clock) });
});
afterAll(() => testApp.close());

const LOCK_SUBJECT = 'Your Velvet account is locked for failed sign-ins';
const WRONG_PASSWORD = 'Wrong#Password1';

// Every request comes from an address never seen before (documentation range, nothing is sent).
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

const device = () => ({ device: 'Desktop', os: 'Linux', browser: 'Chrome', device_id: newDeviceId() });
const login = (username: string, password: string, withDevice = false) =>
  send('/api/users/login', { username, password, ...(withDevice && { device_info: device() }) });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const lockMails = async (email: string) => (await mailsTo(testApp, email)).filter((mail) => mail.subject === LOCK_SUBJECT);

/** Ten wrong passwords from ten addresses, each after the wait the one before it asked for. */
async function failTenTimes(username: string) {
  const statuses = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    advance(60_000);
    statuses.push((await login(username, WRONG_PASSWORD)).statusCode);
  }
  return statuses;
}

describe('per-account sign-in throttle', () => {
  it('the 11th wrong password for one account is refused whatever the address', async () => {
    const user = await createUser(testApp);
    expect(await failTenTimes(user.username)).toEqual(Array(10).fill(401));

    const locked = await login(user.username, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'RATE_LIMITED', message: accountMessages.accountLocked(15) });
    expect(locked.headers['retry-after']).toBe('900');

    advance(14 * 60_000);
    expect((await login(user.username, TEST_PASSWORD)).json().message).toBe(accountMessages.accountLocked(1));
    advance(60_000);
    const unlocked = await login(user.username, TEST_PASSWORD);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.token).toBeDefined();
  });

  it('makes each attempt past the fifth wait a doubling time, answered at once with 429 and Retry-After', async () => {
    const user = await createUser(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.username, WRONG_PASSWORD)).statusCode).toBe(401);

    for (const seconds of [1, 2, 4, 8]) {
      const early = await login(user.username, TEST_PASSWORD);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(seconds));
      expect(early.json().message).toBe(accountMessages.tooManyAttempts(seconds));
      advance(seconds * 1000);
      expect((await login(user.username, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    // The refused attempts were not counted: nine failures, one short of the lock.
    const [row] = await testApp.db.select().from(accountThrottles).where(and(eq(accountThrottles.userId, user.id), eq(accountThrottles.flow, 'password')));
    expect(row?.attempts).toBe(9);
    advance(16_000);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the owner exactly one lock mail, saying when it unlocks', async () => {
    const user = await createUser(testApp);
    await failTenTimes(user.username);
    const unlocksAt = new Date(clock + 15 * 60_000);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(user.username, WRONG_PASSWORD)).statusCode).toBe(429);
    // Locked again as soon as the first lock ends: still the one mail (at most one a day).
    advance(15 * 60_000);
    await failTenTimes(user.username);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);

    const mails = await lockMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('After 10 failed sign-in attempts (wrong passwords), we locked sign-in to your account for 15 minutes.');
    expect(mails[0]!.text).toContain(`It unlocks at ${unlocksAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
    expect(mails[0]!.text).toContain('reset your password');
  });

  it('starts the count over after a successful sign-in', async () => {
    const user = await createUser(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.username, WRONG_PASSWORD);
    advance(1000);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    const again = [];
    for (let attempt = 0; attempt < 6; attempt += 1) again.push((await login(user.username, WRONG_PASSWORD)).statusCode);
    expect(again).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets no burst of wrong passwords from many addresses outrun the lock', async () => {
    const user = await createUser(testApp);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(user.username, WRONG_PASSWORD)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('lets a few concurrent right sign-ins of one account all through', async () => {
    const user = await createUser(testApp);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => login(user.username, TEST_PASSWORD)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    }
  });

  it('lets a password reset lift the lock', async () => {
    const user = await createUser(testApp);
    await failTenTimes(user.username);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);
    await send('/api/users/forgot-password', { email: user.email });
    const token = linkToken(await latestMail(testApp, user.email), '/reset-password');
    expect((await send('/api/users/reset-password', { token, password: 'Brand#New2026' })).statusCode).toBe(200);
    expect((await login(user.username, 'Brand#New2026')).statusCode).toBe(200);
  });
});

describe('per-account throttle of the sign-in codes', () => {
  async function newDeviceChallenge(user: { username: string; email: string }) {
    const answer = await login(user.username, TEST_PASSWORD, true);
    expect(answer.json().data.otp_required).toBe(true);
    return { otpId: answer.json().data.otp_id as string, code: codeIn(await latestMail(testApp, user.email)) };
  }
  const verifyOtp = (otp_id: string, otp: string) => send('/api/users/login/verify-otp', { otp_id, otp });

  it('counts wrong login codes across sign-ins, then locks even the right code', async () => {
    const user = await createUser(testApp);
    const first = await newDeviceChallenge(user);
    for (let guess = 0; guess < 5; guess += 1) await verifyOtp(first.otpId, wrongCode(first.code));

    // A new sign-in brings a new code, not a new count.
    const second = await newDeviceChallenge(user);
    const early = await verifyOtp(second.otpId, second.code);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    for (const seconds of [1, 2, 4, 8, 16]) {
      advance(seconds * 1000);
      expect([400, 410]).toContain((await verifyOtp(second.otpId, wrongCode(second.code))).statusCode);
    }

    const third = await newDeviceChallenge(user);
    const locked = await verifyOtp(third.otpId, third.code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(accountMessages.accountLocked(15));
    const mails = await lockMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('(wrong sign-in codes)');
  });

  it('throttles two-factor codes per account, and a right code starts the count over', async () => {
    const user = await createUser(testApp);
    const tokens = (await login(user.username, TEST_PASSWORD)).json().data;
    const { secret } = (await send('/api/users/2fa/topt', {}, bearer(tokens))).json().data;
    expect((await send('/api/users/2fa/topt/verify', { code: totpCode(secret, new Date(clock)) }, bearer(tokens))).statusCode).toBe(200);
    // The next 30-second step: the enabling code may not be used again.
    advance(30_000);
    const verify = (otp_id: string, code: string) => send('/api/users/2fa/verify', { otp_id, code });
    const challenge = async () => (await login(user.username, TEST_PASSWORD)).json().data.otp_id as string;

    const first = await challenge();
    for (let guess = 0; guess < 5; guess += 1) await verify(first, wrongCode(totpCode(secret, new Date(clock))));
    const second = await challenge();
    const early = await verify(second, totpCode(secret, new Date(clock)));
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(accountMessages.tooManyAttempts(1));

    advance(1000);
    expect((await verify(second, totpCode(secret, new Date(clock)))).statusCode).toBe(200);
    const [row] = await testApp.db.select().from(accountThrottles).where(and(eq(accountThrottles.userId, user.id), eq(accountThrottles.flow, 'two_factor')));
    expect(row).toBeUndefined();
  });
});

describe('per-account throttle of reset mails', () => {
  it('slows reset mails to one address whatever the client address, with the same answer every time', async () => {
    const user = await createUser(testApp);
    const answers: unknown[] = [];
    const request = async () => {
      const answer = await send('/api/users/forgot-password', { email: user.email });
      answers.push(answer.json());
      return (await mailsTo(testApp, user.email)).length;
    };
    expect(await request()).toBe(1);
    expect(await request()).toBe(1);
    advance(60_000);
    expect(await request()).toBe(2);
    advance(60_000);
    expect(await request()).toBe(2);
    advance(60_000);
    expect(await request()).toBe(3);
    expect(answers).toEqual(Array(5).fill({ message: accountMessages.resetLinkSent, data: { message: accountMessages.resetLinkSent } }));
  });
});

describe('judge', () => {
  const policy: ThrottlePolicy = { free: 5, firstDelayMs: 1000, windowMs: 3_600_000, lock: { after: 10, forMs: 900_000, what: 'wrong passwords' } };
  const at = new Date('2026-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(at.getTime() - ms);
  const state = (attempts: number, lastMsAgo: number, extra: { pending?: number; lockedUntil?: Date } = {}) => ({
    attempts,
    lastAttemptAt: ago(lastMsAgo),
    pending: extra.pending ?? 0,
    claimedAt: extra.pending ? ago(100) : null,
    lockedUntil: extra.lockedUntil ?? null,
  });

  it('forgets failures after a quiet window and after a lock has ended', () => {
    expect(judge(state(9, 3_600_000), policy, at)).toEqual({ go: true, attempts: 0, pending: 0 });
    expect(judge(state(10, 900_000, { lockedUntil: ago(1) }), policy, at)).toEqual({ go: true, attempts: 0, pending: 0 });
  });

  it('keeps attempts in flight plus failures under the lock, and past the free ones lets one through at a time', () => {
    expect(judge(state(0, 0, { pending: 8 }), policy, at)).toMatchObject({ go: true });
    expect(judge(state(4, 0, { pending: 6 }), policy, at)).toMatchObject({ go: false, locked: false });
    expect(judge(state(5, 5000, { pending: 1 }), policy, at)).toMatchObject({ go: false, locked: false });
  });
});
