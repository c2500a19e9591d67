import type { AccountMe, DeviceInfo, SignUpUserType, SocialProvider } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccessTokens } from '../platform/auth/tokens.ts';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import type { Delivery } from '../platform/mail/delivery.ts';
import { createAccountsContext, type AccountsSettings, type IssuedSession } from './context.ts';
import { mapMe } from './mappers.ts';
import { createProfile } from './profile.ts';
import * as profileRepo from './profile-repo.ts';
import * as repo from './repo.ts';
import { createAccountSecrets } from './secrets.ts';
import { createSecurity } from './security.ts';
import { createAccountSettings } from './settings-service.ts';
import { createSignInSteps } from './sign-in.ts';
import { createSignUp } from './sign-up.ts';
import { createSocialSignIn } from './social.ts';
import type { SocialProviderEndpoints } from './social-config.ts';
import { createStanding } from './standing.ts';
import { createThrottles } from './throttles.ts';

type AccountsServiceOptions = {
  db: Database;
  tokens: AccessTokens;
  delivery: Delivery;
  logger: Logger;
  /** The server secret the accounts keys are derived from. */
  secret: string;
  settings: AccountsSettings;
  /** The clock every expiry is measured by; tests pass their own. */
  now?: () => Date;
  /** True when a URL names an image this user uploaded (the uploads domain decides). */
  isOwnUpload?: (url: string, userId: string) => boolean;
  /** Whether a sign-up of this type may claim the offer its link carried (the offers domain decides). */
  isOfferClaimable?: (offerId: string, userType: SignUpUserType, executor: Executor) => Promise<boolean>;
  /** Social sign-in: each provider's endpoints (see social-config.ts). */
  social: Record<SocialProvider, SocialProviderEndpoints>;
  /** Told after commit when every session of a user has ended (the realtime hub closes their sockets). */
  onSessionsEnded?: (userId: string) => void;
};

export type CreateUserInput = Pick<repo.NewUser, 'username' | 'email' | 'role' | 'fName' | 'lName' | 'avatar' | 'emailVerified' | 'kycStatus' | 'skipContentWarning'> & {
  password: string;
};

/** How long a just-rotated refresh token may come back because its answer was lost (a reload mid-refresh). */
const LOST_ANSWER_GRACE_SECONDS = 10;

export function createAccountsService(options: AccountsServiceOptions) {
  const { db, tokens, delivery, logger, secret, settings, now = () => new Date(), isOwnUpload = () => false, social, onSessionsEnded = () => undefined } = options;
  const { isOfferClaimable = async () => false } = options;
  const context = createAccountsContext({ db, tokens, delivery, logger, secrets: createAccountSecrets(secret), now, settings, onSessionsEnded });

  /**
   * Rotates a refresh token. A token presented after it was rotated (or replaced, see
   * repo.takeOverLostSuccessor) has leaked: its whole family is revoked.
   */
  async function refresh(refreshToken: string): Promise<IssuedSession> {
    const tokenHash = hashOpaqueToken(refreshToken);
    // Errors are returned from inside the transaction and thrown after it, so a revoked family stays revoked.
    const outcome = await context.run(async ({ tx }): Promise<{ error: AppError } | { session: IssuedSession }> => {
      const live = (await repo.rotateRefreshToken(tx, tokenHash)) ?? (await repo.takeOverLostSuccessor(tx, tokenHash, LOST_ANSWER_GRACE_SECONDS));
      if (!live) {
        const known = await repo.findRefreshToken(tx, tokenHash);
        if (known && (known.rotatedAt || known.revokedAt)) await repo.revokeFamily(tx, known.familyId);
        return { error: new AppError('UNAUTHENTICATED', messages.sessionExpired) };
      }
      const user = await repo.findUserById(tx, live.userId);
      if (!user || user.bannedAt) {
        await repo.revokeFamily(tx, live.familyId);
        return { error: new AppError(user ? 'ACCOUNT_BANNED' : 'UNAUTHENTICATED', user ? messages.accountBanned : messages.sessionExpired) };
      }
      // The successor is stored in the same transaction as the rotation, so a concurrent retry sees both or neither.
      return { session: await context.issueSession(tx, user, (live.deviceInfo ?? undefined) as DeviceInfo | undefined, live.familyId) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.session;
  }

  async function signOut(refreshToken: string): Promise<void> {
    const known = await repo.findRefreshToken(db, hashOpaqueToken(refreshToken));
    if (known) await repo.revokeFamily(db, known.familyId);
  }

  async function getMe(userId: string): Promise<AccountMe> {
    const [user, city] = await Promise.all([repo.findUserById(db, userId), repo.findLastSeenCity(db, userId)]);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    return mapMe(user, city);
  }

  async function createUser({ password, ...user }: CreateUserInput) {
    return repo.insertUser(db, { ...user, passwordHash: await context.passwords.hash(password) });
  }

  const userExists = async (userId: string) => (await repo.findUserById(db, userId)) !== undefined;

  /** Public facts of users (username, avatar, role) by id, for other domains to show; pass the caller's transaction inside one. */
  async function publicUsers(ids: string[], executor: Executor = db) {
    const rows = await repo.findUsersByIds(executor, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function purchaseParties(ids: string[], executor: Executor = db) {
    const rows = await repo.findPartiesByIds(executor, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Each user's account status (ACTIVE, or BANNED) and verification badges (VerifiedUser, VerifiedCreator), for pages that show users. */
  async function standings(ids: string[], executor: Executor = db) {
    const rows = await repo.findStandings(executor, ids);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          accountStatus: row.bannedAt ? ('BANNED' as const) : ('ACTIVE' as const),
          badges: [...(row.emailVerified ? ['VerifiedUser'] : []), ...(row.kycStatus === 'verified' ? ['VerifiedCreator'] : [])],
        },
      ]),
    );
  }

  /** The kinks a creator shows on their page; empty for anyone who is not a creator (a fan's are private). */
  const creatorKinks = (userId: string) => repo.findCreatorKinks(db, userId);

  const userIdByUsername = (username: string) => repo.findUserIdByUsername(db, username);

  /** The public facts of an account by username, for its public page; undefined when banned, taken down or unknown. */
  const publicProfile = (username: string) => repo.findPublicProfile(db, username);

  /** Where to mail a user about something another domain did for them (a resolved report, a release form). */
  async function mailContact(userId: string, executor: Executor = db) {
    const user = await repo.findUserById(executor, userId);
    return user && { email: user.email, username: user.username };
  }

  const countryOf = (userId: string, executor: Executor = db) => repo.findCountry(executor, userId);

  /** What the account-info edit starts from: role, name and the pictures Complete profile saved. */
  async function profileFacts(userId: string) {
    const user = await repo.findUserById(db, userId);
    return user && { role: user.role, username: user.username, fName: user.fName, lName: user.lName, avatar: user.avatar, background: user.background };
  }

  /** The profile picture the account-info edit chose (already checked as the user's own upload). */
  const saveAvatar = (userId: string, avatar: string, executor: Executor = db) => profileRepo.updateProfile(executor, userId, { avatar });

  const signUp = createSignUp(context, { isOfferClaimable });
  const throttles = createThrottles(context, settings.signInThrottle);
  const steps = createSignInSteps(context, { throttles });

  return {
    ...signUp,
    ...steps,
    ...createSocialSignIn(context, { steps, signUp, providers: social }),
    ...createSecurity(context, { throttles }),
    ...createStanding(context),
    ...createProfile(context, { isOwnUpload }),
    publicUsers,
    standings,
    creatorKinks,
    purchaseParties,
    userIdByUsername,
    publicProfile,
    mailContact,
    countryOf,
    profileFacts,
    saveAvatar,
    refresh,
    signOut,
    getMe,
    createUser,
    userExists,
    countUsers: () => repo.countUsers(db),
    settings: createAccountSettings(context),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
