import {
  accountMessages,
  accountSettingsMessages,
  defaultPrivacySetting,
  EMAIL_CHANGE_OTP_TTL_SECONDS,
  messages,
  type AccountSettings,
  type AutoMessage,
  type EmailChangeCheckResult,
  type EmailChangeDirectInput,
  type EmailChangeOtpSent,
  type EmailChangeVerified,
  type EmailChangeVerifyInput,
  type PrivacySetting,
} from '@velvet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { OutgoingMessage } from '../platform/mail/delivery.ts';
import type { AccountsContext, IssuedSession } from './context.ts';
import { emails } from './emails.ts';
import * as repo from './repo.ts';
import { sameText, sixDigitCode } from './secrets.ts';
import { accountSettings, emailChanges } from './settings-schema.ts';

const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;
const MAX_OTP_ATTEMPTS = 5;

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

type CodeMail = { to: string; username: string; code: string; sentTo: 'current' | 'new'; newEmail: string };

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, '');

function codeMail({ to, username, code, sentTo, newEmail }: CodeMail): OutgoingMessage {
  const ask = sentTo === 'current' ? `Enter this code to confirm that you are changing your Velvet email address to ${newEmail}:` : 'Enter this code to make this your Velvet email address:';
  return {
    channel: 'email',
    to,
    subject: `Your Velvet email change code: ${code}`,
    text: `Hi ${username},\n\n${ask}\n\n${code}\n\nThe code is valid for 10 minutes and works once. If you did not ask for it, ignore this mail.\n\nVelvet`,
    html: `<div style="font-family:sans-serif;max-width:520px"><p>Hi ${escapeHtml(username)},</p><p>${escapeHtml(ask)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p><p>The code is valid for 10 minutes and works once.</p></div>`,
  };
}

async function readSettingsRow(db: Executor, userId: string) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
  return row;
}

async function upsertSettings(db: Executor, userId: string, patch: Partial<typeof accountSettings.$inferInsert>, now: Date) {
  await db
    .insert(accountSettings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...patch, updatedAt: now } });
}

/** Change of email (two paths), privacy, a creator's auto-message, sign out everywhere. */
export function createAccountSettings(context: AccountsContext) {
  const { db, secrets, now } = context;

  async function signedInUser(userId: string) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    return user;
  }

  /** Same address, or one another account holds: refused; the reason never says whose it is. */
  async function availability(user: repo.UserRow, newEmail: string): Promise<EmailChangeCheckResult> {
    if (newEmail === user.email.toLowerCase()) return { status: 'reject', reason: accountSettingsMessages.sameEmail };
    if (await repo.isEmailTaken(db, newEmail)) return { status: 'reject', reason: accountSettingsMessages.emailUnavailable };
    return { status: 'valid' };
  }

  async function requireAvailable(user: repo.UserRow, newEmail: string, field: string) {
    const check = await availability(user, newEmail);
    if (check.status === 'reject') throw fieldError(field, check.reason!);
  }

  async function checkEmail(userId: string, newEmail: string): Promise<EmailChangeCheckResult> {
    return availability(await signedInUser(userId), newEmail);
  }

  /** Mails one code of the verified path; every older pending code of the user dies. */
  async function mailCode(unit: UnitOfWork, user: repo.UserRow, { newEmail, sentTo }: { newEmail: string; sentTo: 'current' | 'new' }): Promise<EmailChangeOtpSent> {
    const code = sixDigitCode();
    const expiresAt = new Date(now().getTime() + EMAIL_CHANGE_OTP_TTL_SECONDS * 1000);
    await unit.tx
      .update(emailChanges)
      .set({ consumedAt: now() })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.consumedAt)));
    const [row] = await unit.tx.insert(emailChanges).values({ userId: user.id, newEmail, sentTo, codeHash: 'pending', expiresAt, createdAt: now() }).returning();
    await unit.tx.update(emailChanges).set({ codeHash: secrets.codeMac(row!.id, code) }).where(eq(emailChanges.id, row!.id));
    await context.mail(unit, codeMail({ to: sentTo === 'current' ? user.email : newEmail, username: user.username, code, sentTo, newEmail }));
    return { otp_id: row!.id, expires_at: expiresAt.toISOString() };
  }

  /** Verified path, step 1: a code to the current address, so only its owner can move the account away. */
  async function sendOtp(userId: string, newEmail: string): Promise<EmailChangeOtpSent> {
    const user = await signedInUser(userId);
    if (!user.emailVerified) throw new AppError('CONFLICT', accountSettingsMessages.emailNeedsDirectPath);
    await requireAvailable(user, newEmail, 'new_email');
    return context.run((unit) => mailCode(unit, user, { newEmail, sentTo: 'current' }));
  }

  /**
   * Verified path, steps 2 and 3, each the right code once within 10 minutes: the current address's code
   * mails one to the new address (answered with its otp_id and fresh tokens); the new address's code
   * makes it the account's verified email.
   */
  async function verifyOtp(userId: string, { otp_id, otp, device_info }: EmailChangeVerifyInput): Promise<EmailChangeVerified & IssuedSession> {
    const user = await signedInUser(userId);
    const result = await context.run(async (unit) => {
      const [change] = await unit.tx
        .select()
        .from(emailChanges)
        .where(and(eq(emailChanges.id, otp_id), eq(emailChanges.userId, user.id)))
        .for('update');
      if (!change || change.consumedAt || change.expiresAt <= now() || change.attempts >= MAX_OTP_ATTEMPTS) return 'expired' as const;
      if (!sameText(change.codeHash, secrets.codeMac(change.id, otp))) {
        await unit.tx.update(emailChanges).set({ attempts: change.attempts + 1 }).where(eq(emailChanges.id, change.id));
        return 'wrong' as const;
      }
      await unit.tx.update(emailChanges).set({ consumedAt: now() }).where(eq(emailChanges.id, change.id));
      if (await repo.isEmailTaken(unit.tx, change.newEmail)) return 'taken' as const;
      if (change.sentTo === 'current') {
        const next = await mailCode(unit, user, { newEmail: change.newEmail, sentTo: 'new' });
        return { ...(await context.issueSession(unit.tx, user, device_info)), ...next };
      }
      await repo.updateUser(unit.tx, user.id, { email: change.newEmail, emailVerified: true });
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'verify_email', now: now() });
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'reset_password', now: now() });
      return context.issueSession(unit.tx, user, device_info);
    });
    if (result === 'expired') throw new AppError('CODE_EXPIRED', accountMessages.codeExpired);
    if (result === 'wrong') throw fieldError('otp', accountSettingsMessages.otpFailed);
    if (result === 'taken') throw fieldError('new_email', accountSettingsMessages.emailUnavailable);
    return result;
  }

  /** Unverified path: the address changes at once, unverified, and a new verification link goes to it. */
  async function changeDirectly(userId: string, { email, device_info }: EmailChangeDirectInput): Promise<IssuedSession> {
    const user = await signedInUser(userId);
    if (user.emailVerified) throw new AppError('CONFLICT', accountSettingsMessages.emailNeedsVerifiedPath);
    await requireAvailable(user, email, 'email');
    return context.run(async (unit) => {
      await repo.updateUser(unit.tx, user.id, { email, emailVerified: false });
      await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'verify_email', now: now() });
      const link = await context.issueLink(unit, { user: { id: user.id, email }, purpose: 'verify_email', ttlMs: VERIFY_EMAIL_TTL_MS, path: '/verify-email' });
      await context.mail(unit, emails.verifyEmail({ to: email, username: user.username, link }));
      return context.issueSession(unit.tx, user, device_info);
    });
  }

  async function getSettings(userId: string): Promise<AccountSettings> {
    const user = await signedInUser(userId);
    const row = await readSettingsRow(db, userId);
    const privacy: PrivacySetting = row
      ? { profile_visibility: row.profileVisibility, show_online_status: row.showOnlineStatus, allow_messages_from: row.allowMessagesFrom }
      : defaultPrivacySetting;
    const autoMessage = user.role === 'CREATOR' ? { enabled: row?.autoMessageEnabled ?? false, text: row?.autoMessageText ?? '' } : null;
    return { email: user.email, email_verified: user.emailVerified, privacy, auto_message: autoMessage };
  }

  /** Who may see the user's posts and stories: 'Who can see your profile'. */
  async function profileVisibilityOf(userId: string): Promise<PrivacySetting['profile_visibility']> {
    return (await readSettingsRow(db, userId))?.profileVisibility ?? defaultPrivacySetting.profile_visibility;
  }

  async function setPrivacy(userId: string, privacy: PrivacySetting): Promise<PrivacySetting> {
    await signedInUser(userId);
    await upsertSettings(
      db,
      userId,
      { profileVisibility: privacy.profile_visibility, showOnlineStatus: privacy.show_online_status, allowMessagesFrom: privacy.allow_messages_from },
      now(),
    );
    return privacy;
  }

  async function getAutoMessage(userId: string): Promise<AutoMessage> {
    const row = await readSettingsRow(db, userId);
    return { enabled: row?.autoMessageEnabled ?? false, text: row?.autoMessageText ?? '' };
  }

  async function setAutoMessage(userId: string, message: AutoMessage): Promise<AutoMessage> {
    await upsertSettings(db, userId, { autoMessageEnabled: message.enabled, autoMessageText: message.text }, now());
    return message;
  }

  /** Every device is signed out at once: refresh tokens are revoked and access tokens already out are refused. */
  async function logoutAll(userId: string): Promise<void> {
    await context.run((unit) => context.endAllSessions(unit, userId));
  }

  return { checkEmail, sendOtp, verifyOtp, changeDirectly, getSettings, profileVisibilityOf, setPrivacy, getAutoMessage, setAutoMessage, logoutAll };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettings>;
