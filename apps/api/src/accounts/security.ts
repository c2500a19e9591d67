import type { ChangePasswordInput, DeviceInfo, ResetPasswordInput, TotpDisableInput, TotpRecoveryInput, TotpSetup } from '@velvet/contracts';
import { accountMessages, messages } from '@velvet/contracts';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext, IssuedSession } from './context.ts';
import { emails } from './emails.ts';
import * as repo from './repo.ts';
import type { Throttles } from './throttles.ts';
import { matchTotp, newTotpSecret, totpSetup } from './totp.ts';

const LINK_TTL_MS = 3_600_000;

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
const linkInvalid = () => new AppError('VALIDATION_FAILED', accountMessages.linkInvalid);

/** Passwords (forgot, reset, change) and the authenticator app (on, off, recovery by mail); guesses and mails throttled per account. */
export function createSecurity(context: AccountsContext, { throttles }: { throttles: Throttles }) {
  const { db, secrets, now } = context;

  async function signedInUser(userId: string) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    return user;
  }

  /** Mails a reset link when the address belongs to an account and its mails are not throttled; the caller answers the same either way. */
  async function forgotPassword(email: string): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.bannedAt) return;
    await context.run(async (unit) => {
      if (!(await throttles.mayMail(unit, user.id, 'reset_mail'))) return;
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'reset_password', now: now() });
      const link = await context.issueLink(unit, { user, purpose: 'reset_password', ttlMs: LINK_TTL_MS, path: '/reset-password' });
      await context.mail(unit, emails.resetPassword({ to: user.email, username: user.username, link }));
    });
  }

  /** Sets the new password and ends every session: whoever had the old one is signed out. */
  async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
    const passwordHash = await context.passwords.hash(password);
    const done = await context.run(async (unit) => {
      const link = await repo.consumeAccountToken(unit.tx, { tokenHash: hashOpaqueToken(token), purpose: 'reset_password', now: now() });
      const user = link && (await repo.findUserById(unit.tx, link.userId));
      if (!link || !user) return false;
      // The link reached the inbox, which proves the address as well as a verification link would.
      const emailVerified = user.emailVerified || user.email.toLowerCase() === link.email;
      // Throttle rows before the user row, in the order a 2FA guess takes them: no deadlock.
      await throttles.clearSignIn(unit.tx, user.id);
      await repo.updateUser(unit.tx, user.id, { passwordHash, passwordChangedAt: now(), emailVerified });
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'reset_password', now: now() });
      await context.endAllSessions(unit, user.id);
      await context.mail(unit, emails.passwordChanged({ to: user.email, username: user.username }));
      return true;
    });
    if (!done) throw linkInvalid();
  }

  /** Changes the password and signs out every other session; this one continues with new tokens. */
  async function changePassword(userId: string, { old_password, new_password }: ChangePasswordInput, deviceInfo?: DeviceInfo): Promise<IssuedSession> {
    const user = await signedInUser(userId);
    if (!(await throttles.checkPassword(user, old_password))) throw fieldError('old_password', accountMessages.currentPasswordWrong);
    if (old_password === new_password) throw fieldError('new_password', accountMessages.samePassword);
    const passwordHash = await context.passwords.hash(new_password);
    return context.run(async (unit) => {
      await repo.updateUser(unit.tx, user.id, { passwordHash, passwordChangedAt: now() });
      await context.endAllSessions(unit, user.id);
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'reset_password', now: now() });
      await context.mail(unit, emails.passwordChanged({ to: user.email, username: user.username }));
      return context.issueSession(unit.tx, user, deviceInfo);
    });
  }

  /** A new secret, kept aside until a code from it is verified. */
  async function startTotp(userId: string): Promise<TotpSetup> {
    const user = await signedInUser(userId);
    if (user.totpEnabledAt) throw new AppError('CONFLICT', accountMessages.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    await repo.updateUser(db, user.id, { totpPendingSecret: secrets.encrypt(secret) });
    return totpSetup(secret, user.email);
  }

  async function enableTotp(userId: string, code: string): Promise<void> {
    const user = await signedInUser(userId);
    if (user.totpEnabledAt) throw new AppError('CONFLICT', accountMessages.twoFactorAlreadyOn);
    if (!user.totpPendingSecret) throw new AppError('CONFLICT', accountMessages.twoFactorNotStarted);
    const step = matchTotp(secrets.decrypt(user.totpPendingSecret), code, now());
    if (step === null) throw fieldError('code', accountMessages.invalidTwoFactorCode);
    await context.run(async (unit) => {
      await repo.updateUser(unit.tx, user.id, { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now(), totpLastStep: step });
      await context.mail(unit, emails.twoFactorChanged({ to: user.email, username: user.username, enabled: true }));
    });
  }

  async function turnOff(unit: UnitOfWork, user: repo.UserRow) {
    await repo.updateUser(unit.tx, user.id, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'totp_recovery', now: now() });
    await context.mail(unit, emails.twoFactorChanged({ to: user.email, username: user.username, enabled: false }));
  }

  /** Turns 2FA off with a current code from the app, or with the password. */
  async function disableTotp(userId: string, { code, password }: TotpDisableInput): Promise<void> {
    const user = await signedInUser(userId);
    if (!user.totpEnabledAt || !user.totpSecret) throw new AppError('CONFLICT', accountMessages.twoFactorNotOn);
    const secret = user.totpSecret;
    if (code) {
      const right = await context.run((unit) =>
        throttles.guess(unit, { userId: user.id, flow: 'two_factor' }, async () => {
          const step = matchTotp(secrets.decrypt(secret), code, now());
          return step !== null && (await repo.claimTotpStep(unit.tx, user.id, step));
        }),
      );
      if (right instanceof AppError) throw right;
      if (!right) throw fieldError('code', accountMessages.invalidTwoFactorCode);
    } else if (!(await throttles.checkPassword(user, password ?? ''))) {
      throw fieldError('password', accountMessages.incorrectPassword);
    }
    await context.run((unit) => turnOff(unit, user));
  }

  /** Mails a link to turn 2FA off when the address belongs to an account with 2FA on; answers the same either way. */
  async function requestTotpRecovery(email: string): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user?.totpEnabledAt || user.bannedAt) return;
    await context.run(async (unit) => {
      if (!(await throttles.mayMail(unit, user.id, 'recovery_mail'))) return;
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'totp_recovery', now: now() });
      const link = await context.issueLink(unit, { user, purpose: 'totp_recovery', ttlMs: LINK_TTL_MS, path: '/2fa-recovery' });
      await context.mail(unit, emails.twoFactorRecovery({ to: user.email, username: user.username, link }));
    });
  }

  /** The recovery link plus the password turn 2FA off; the link is used only when the password matches. */
  async function recoverTotp({ token, password }: TotpRecoveryInput): Promise<void> {
    const tokenHash = hashOpaqueToken(token);
    const link = await repo.findLiveAccountToken(db, { tokenHash, purpose: 'totp_recovery', now: now() });
    const user = link && (await repo.findUserById(db, link.userId));
    if (!link || !user) throw linkInvalid();
    if (!(await throttles.checkPassword(user, password))) throw fieldError('password', accountMessages.incorrectPassword);
    const done = await context.run(async (unit) => {
      // Used in the same transaction as the change: two clicks at once cannot both pass.
      if (!(await repo.consumeAccountToken(unit.tx, { tokenHash, purpose: 'totp_recovery', now: now() }))) return false;
      await turnOff(unit, user);
      return true;
    });
    if (!done) throw linkInvalid();
  }

  return { forgotPassword, resetPassword, changePassword, startTotp, enableTotp, disableTotp, requestTotpRecovery, recoverTotp };
}
