import type { DeviceInfo, OtpChallenge, SignInInput, TwoFactorChallenge, TwoFactorVerifyInput, VerifyLoginOtpInput } from '@velvet/contracts';
import { accountMessages, messages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext, IssuedSession } from './context.ts';
import { emails } from './emails.ts';
import * as repo from './repo.ts';
import { sameText, sixDigitCode } from './secrets.ts';
import type { Throttles } from './throttles.ts';
import { matchTotp } from './totp.ts';

/** Wrong codes a challenge takes before it is burned. */
export const MAX_CODE_ATTEMPTS = 5;
/** New codes one sign-in may ask for. */
const MAX_RESENDS = 3;
const TWO_FACTOR_WINDOW_MS = 5 * 60_000;

export type SignInAnswer = { message?: string; data: IssuedSession | OtpChallenge | TwoFactorChallenge };

// Errors are returned from inside the transaction and thrown after it, so a wrong guess still counts.
type Outcome<T> = { error: AppError } | { value: T };

const wrongOtp = () => new AppError('VALIDATION_FAILED', accountMessages.wrongOtp, { fields: { otp: accountMessages.wrongOtp } });
const wrongTwoFactorCode = () =>
  new AppError('VALIDATION_FAILED', accountMessages.invalidTwoFactorCode, { fields: { code: accountMessages.invalidTwoFactorCode } });
const codeExpired = (message: string = accountMessages.codeExpired) => new AppError('CODE_EXPIRED', message);

function unwrap<T>(outcome: Outcome<T>): T {
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * Sign-in and its second steps: a mailed code for a new device, the authenticator code with 2FA on.
 * Each guess is throttled per account as well as per address (throttles.ts).
 */
export function createSignInSteps(context: AccountsContext, { throttles }: { throttles: Throttles }) {
  const { db, secrets, now, settings } = context;

  async function credentials(input: SignInInput) {
    const user = await repo.findUserByLogin(db, input.username);
    if (!user) {
      await context.passwords.verify(null, input.password);
      throw new AppError('INVALID_CREDENTIALS', messages.noUserFound, { fields: { username: messages.noUserFound } });
    }
    if (!(await throttles.checkPassword(user, input.password))) {
      throw new AppError('INVALID_CREDENTIALS', accountMessages.incorrectPassword, { fields: { password: accountMessages.incorrectPassword } });
    }
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
    return user;
  }

  async function mailLoginCode(unit: UnitOfWork, user: repo.UserRow, challengeId: string, deviceInfo?: DeviceInfo) {
    const code = sixDigitCode();
    const minutes = Math.round(settings.loginOtpTtlSeconds / 60);
    await context.mail(unit, emails.loginCode({ to: user.email, username: user.username, code, minutes, device: deviceInfo }));
    return secrets.codeMac(challengeId, code);
  }

  const challengeAnswer = (row: Pick<repo.LoginChallengeRow, 'id' | 'expiresAt' | 'resendAt'>): OtpChallenge => ({
    otp_required: true,
    otp_id: row.id,
    expires_at: row.expiresAt.toISOString(),
    resend_at: (row.resendAt ?? row.expiresAt).toISOString(),
  });

  const timers = (at: Date) => ({
    expiresAt: new Date(at.getTime() + settings.loginOtpTtlSeconds * 1000),
    resendAt: new Date(at.getTime() + settings.loginOtpResendSeconds * 1000),
  });

  async function signIn(input: SignInInput): Promise<SignInAnswer> {
    return startSession(await credentials(input), input.device_info);
  }

  /** After the credentials (a password, or a social identity): 2FA, a mailed code for a new device, or the session. */
  async function startSession(user: repo.UserRow, deviceInfo?: DeviceInfo): Promise<SignInAnswer> {
    if (user.totpEnabledAt) {
      const challenge = await repo.insertChallenge(db, {
        userId: user.id,
        kind: 'totp',
        deviceInfo,
        expiresAt: new Date(now().getTime() + TWO_FACTOR_WINDOW_MS),
      });
      return { message: accountMessages.twoFactorRequired, data: { two_factor_required: true, otp_id: challenge.id } };
    }

    // Sign-ins without a device id (API clients, scripts) have no device to recognise: see docs/decisions.md.
    const deviceId = deviceInfo?.device_id;
    if (deviceId && !(await repo.isKnownDevice(db, user.id, hashOpaqueToken(deviceId)))) {
      const challenge = await context.run(async (unit) => {
        const id = randomUUID();
        const codeHash = await mailLoginCode(unit, user, id, deviceInfo);
        return repo.insertChallenge(unit.tx, { id, userId: user.id, kind: 'email_otp', codeHash, deviceInfo, ...timers(now()) });
      });
      return { message: accountMessages.otpSent, data: challengeAnswer(challenge) };
    }

    await context.rememberDevice(db, user.id, deviceInfo);
    return { data: await context.issueSession(db, user, deviceInfo) };
  }

  /** The challenge, locked, when it can still be answered; else the error that says why not. */
  async function openChallenge(unit: UnitOfWork, id: string, kind: repo.LoginChallengeRow['kind']): Promise<Outcome<repo.LoginChallengeRow>> {
    const challenge = await repo.lockChallenge(unit.tx, id);
    if (!challenge || challenge.kind !== kind || challenge.consumedAt) return { error: codeExpired() };
    if (challenge.expiresAt.getTime() <= now().getTime()) return { error: codeExpired() };
    return { value: challenge };
  }

  async function countWrongCode(unit: UnitOfWork, challenge: repo.LoginChallengeRow, wrong: () => AppError) {
    const attempts = challenge.attempts + 1;
    const burned = attempts >= MAX_CODE_ATTEMPTS;
    await repo.updateChallenge(unit.tx, challenge.id, { attempts, ...(burned && { consumedAt: now() }) });
    return { error: burned ? codeExpired(accountMessages.tooManyWrongCodes) : wrong() };
  }

  /** Ends a challenge that was answered: the device is remembered and the session starts. */
  async function complete(unit: UnitOfWork, challenge: repo.LoginChallengeRow): Promise<Outcome<IssuedSession>> {
    await repo.updateChallenge(unit.tx, challenge.id, { consumedAt: now() });
    const user = await repo.findUserById(unit.tx, challenge.userId);
    if (!user) return { error: codeExpired() };
    if (user.bannedAt) return { error: new AppError('ACCOUNT_BANNED', messages.accountBanned) };
    const deviceInfo = (challenge.deviceInfo ?? undefined) as DeviceInfo | undefined;
    await context.rememberDevice(unit.tx, user.id, deviceInfo);
    return { value: await context.issueSession(unit.tx, user, deviceInfo) };
  }

  async function verifyLoginOtp({ otp, otp_id }: VerifyLoginOtpInput): Promise<IssuedSession> {
    const outcome = await context.run(async (unit): Promise<Outcome<IssuedSession>> => {
      const open = await openChallenge(unit, otp_id, 'email_otp');
      if ('error' in open) return open;
      const challenge = open.value;
      const right = await throttles.guess(unit, { userId: challenge.userId, flow: 'login_code' }, async () =>
        Boolean(challenge.codeHash && sameText(challenge.codeHash, secrets.codeMac(challenge.id, otp))),
      );
      if (right instanceof AppError) return { error: right };
      if (!right) return countWrongCode(unit, challenge, wrongOtp);
      return complete(unit, challenge);
    });
    return unwrap(outcome);
  }

  /** A new code for the same sign-in, once the resend time has come. */
  async function resendLoginOtp(otpId: string): Promise<OtpChallenge> {
    const outcome = await context.run(async (unit): Promise<Outcome<OtpChallenge>> => {
      const open = await openChallenge(unit, otpId, 'email_otp');
      if ('error' in open) return open;
      const challenge = open.value;
      const at = now();
      if (challenge.resendAt && challenge.resendAt.getTime() > at.getTime()) {
        const seconds = Math.ceil((challenge.resendAt.getTime() - at.getTime()) / 1000);
        return { error: new AppError('RATE_LIMITED', `${accountMessages.resendTooSoon} (${seconds} s)`) };
      }
      if (challenge.resends >= MAX_RESENDS) return { error: codeExpired() };
      const user = await repo.findUserById(unit.tx, challenge.userId);
      if (!user) return { error: codeExpired() };
      const codeHash = await mailLoginCode(unit, user, challenge.id, (challenge.deviceInfo ?? undefined) as DeviceInfo | undefined);
      const next = timers(at);
      await repo.updateChallenge(unit.tx, challenge.id, { codeHash, attempts: 0, resends: challenge.resends + 1, ...next });
      return { value: challengeAnswer({ id: challenge.id, ...next }) };
    });
    return unwrap(outcome);
  }

  async function verifyTwoFactor({ otp_id, code }: TwoFactorVerifyInput): Promise<IssuedSession> {
    const outcome = await context.run(async (unit): Promise<Outcome<IssuedSession>> => {
      const open = await openChallenge(unit, otp_id, 'totp');
      if ('error' in open) return open;
      const challenge = open.value;
      const user = await repo.findUserById(unit.tx, challenge.userId);
      const secret = user?.totpSecret;
      if (!secret) return { error: codeExpired() };
      const right = await throttles.guess(unit, { userId: challenge.userId, flow: 'two_factor' }, async () => {
        const step = matchTotp(secrets.decrypt(secret), code, now());
        return step !== null && (await repo.claimTotpStep(unit.tx, challenge.userId, step));
      });
      if (right instanceof AppError) return { error: right };
      if (!right) return countWrongCode(unit, challenge, wrongTwoFactorCode);
      return complete(unit, challenge);
    });
    return unwrap(outcome);
  }

  return { signIn, startSession, verifyLoginOtp, resendLoginOtp, verifyTwoFactor };
}
