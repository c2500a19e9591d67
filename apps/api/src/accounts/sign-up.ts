import type { EmailCheck, SignUpInput, SignUpUserType, UsernameCheck } from '@velvet/contracts';
import { accountMessages, USERNAME_MAX, USERNAME_MIN } from '@velvet/contracts';
import { randomInt } from 'node:crypto';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import type { Executor } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext, IssuedSession } from './context.ts';
import { checkEmail, isDisposableDomain, isValidationIdValid } from './email-check.ts';
import { emails } from './emails.ts';
import { signUpAttributionOf } from './referrals.ts';
import * as repo from './repo.ts';

const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;
/** One verification mail a minute per account. */
const MAIL_COOLDOWN_MS = 60_000;

/** Names that would pass for staff or for pages of the app. */
const reservedUsernames = new Set(['admin', 'administrator', 'root', 'support', 'help', 'velvet', 'staff', 'moderator', 'system', 'settings', 'official']);

const usernameTaken = () => new AppError('CONFLICT', accountMessages.usernameTaken, { fields: { username: accountMessages.usernameTaken } });
const emailTaken = () => new AppError('CONFLICT', accountMessages.emailTaken, { fields: { email: accountMessages.emailTaken } });

/** A username made from the email's local part, when the user gave none: `ana.m+x@…` → `ana_m_x`. */
export function usernameFromEmail(email: string): string {
  const base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, USERNAME_MAX - 6);
  return base.length >= USERNAME_MIN ? base : `${base || 'fan'}_user`.slice(0, USERNAME_MAX - 6);
}

/** The unique-index violation of a concurrent sign-up that took the same name or address first. */
function uniqueViolation(error: unknown): 'username' | 'email' | undefined {
  const index = violatedUniqueIndex(error);
  if (index === 'users_username_key') return 'username';
  if (index === 'users_email_key') return 'email';
  return undefined;
}

/** Sign-up: the email and username checks, the account itself, and the email verification. */
type SignUpOptions = { isOfferClaimable: (offerId: string, userType: SignUpUserType, executor: Executor) => Promise<boolean> };

export function createSignUp(context: AccountsContext, { isOfferClaimable }: SignUpOptions) {
  const { db, secrets, now } = context;

  const checkEmailAddress = (email: string): EmailCheck => checkEmail(email, { secrets, now: now() });

  const isUsernameFree = async (username: string) => !reservedUsernames.has(username) && !(await repo.isUsernameTaken(db, username));

  async function checkUsername(username: string): Promise<UsernameCheck> {
    if (!(await isUsernameFree(username))) throw usernameTaken();
    return { username, available: true };
  }

  async function generateUsername(email: string): Promise<string> {
    const base = usernameFromEmail(email);
    if (await isUsernameFree(base)) return base;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = `${base}_${randomInt(1000, 100_000)}`;
      if (await isUsernameFree(candidate)) return candidate;
    }
    throw new AppError('CONFLICT', accountMessages.usernameTaken, { fields: { username: accountMessages.usernameTaken } });
  }

  async function mailVerification(unit: UnitOfWork, user: Pick<repo.UserRow, 'id' | 'email' | 'username'>) {
    await repo.expireAccountTokens(unit.tx, { userId: user.id, purpose: 'verify_email', now: now() });
    const link = await context.issueLink(unit, { user, purpose: 'verify_email', ttlMs: VERIFY_EMAIL_TTL_MS, path: '/verify-email' });
    await context.mail(unit, emails.verifyEmail({ to: user.email, username: user.username, link }));
  }

  async function signUp(input: SignUpInput): Promise<IssuedSession> {
    if (!isValidationIdValid(input.validation_id, input.email, { secrets, now: now() })) {
      throw new AppError('VALIDATION_FAILED', accountMessages.emailValidationExpired, { fields: { validation_id: accountMessages.emailValidationExpired } });
    }
    if (isDisposableDomain(input.email.split('@')[1] ?? '')) {
      throw new AppError('VALIDATION_FAILED', accountMessages.disposableEmail, { fields: { email: accountMessages.disposableEmail } });
    }
    if (input.username && !(await isUsernameFree(input.username))) throw usernameTaken();
    if (await repo.isEmailTaken(db, input.email)) throw emailTaken();
    const username = input.username ?? (await generateUsername(input.email));
    const passwordHash = await context.passwords.hash(input.password);
    // An offer is kept only when it is live and meant for the chosen type; a stale link does not block the sign-up.
    const offerId = input.offer_id && (await isOfferClaimable(input.offer_id, input.user_type, db)) ? input.offer_id : undefined;
    const attribution = await signUpAttributionOf(db, { referral: input, offerId });

    try {
      return await context.run(async (unit) => {
        const user = await repo.insertUser(unit.tx, {
          username,
          email: input.email,
          passwordHash,
          role: input.user_type,
          emailVerified: false,
          ageConfirmedAt: now(),
          ...attribution,
        });
        await context.rememberDevice(unit.tx, user.id, input.device_info);
        await mailVerification(unit, user);
        return context.issueSession(unit.tx, user, input.device_info);
      });
    } catch (error) {
      const taken = uniqueViolation(error);
      if (taken === 'username') throw usernameTaken();
      if (taken === 'email') throw emailTaken();
      throw error;
    }
  }

  async function verifyEmail(token: string): Promise<void> {
    const verified = await context.run(async ({ tx }) => {
      const link = await repo.consumeAccountToken(tx, { tokenHash: hashOpaqueToken(token), purpose: 'verify_email', now: now() });
      const user = link && (await repo.findUserById(tx, link.userId));
      // A link proves the address it was sent to, not one the account changed to since.
      if (!link || !user || user.email.toLowerCase() !== link.email) return false;
      await repo.updateUser(tx, user.id, { emailVerified: true });
      return true;
    });
    if (!verified) throw new AppError('VALIDATION_FAILED', accountMessages.linkInvalid);
  }

  async function resendVerification(userId: string): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', accountMessages.linkInvalid);
    if (user.emailVerified) throw new AppError('CONFLICT', accountMessages.emailAlreadyVerified);
    const last = await repo.lastAccountTokenAt(db, user.id, 'verify_email');
    if (last && now().getTime() - last.getTime() < MAIL_COOLDOWN_MS) throw new AppError('RATE_LIMITED', accountMessages.mailCooldown);
    await context.run((unit) => mailVerification(unit, user));
  }

  return { checkEmail: checkEmailAddress, checkUsername, signUp, verifyEmail, resendVerification, generateUsername };
}
