import type { Referral, SignUpUserType, SocialCompleteInput, SocialProvider, SocialStart } from '@velvet/contracts';
import { messages, socialMessages } from '@velvet/contracts';
import { ArcticFetchError, CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2RequestError } from 'arctic';
import { z } from 'zod';
import { hashOpaqueToken } from '../platform/auth/tokens.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext } from './context.ts';
import { signUpAttributionOf } from './referrals.ts';
import * as repo from './repo.ts';
import type { SocialProviderEndpoints } from './social-config.ts';
import { socialProfileSchemas, socialScopes, type SocialProfile } from './social-profiles.ts';
import * as socialRepo from './social-repo.ts';
import type { createSignInSteps, SignInAnswer } from './sign-in.ts';
import type { createSignUp } from './sign-up.ts';

/** How long a started social sign-in may take: the consent page is quick, but people read. */
const STATE_TTL_MS = 10 * 60_000;

type Dependencies = {
  steps: Pick<ReturnType<typeof createSignInSteps>, 'startSession'>;
  signUp: Pick<ReturnType<typeof createSignUp>, 'generateUsername'>;
  providers: Record<SocialProvider, SocialProviderEndpoints>;
  /** The provider calls (token, userinfo); tests may pass their own. */
  fetch?: typeof fetch;
};

const stateInvalid = () => new AppError('VALIDATION_FAILED', socialMessages.stateInvalid, { fields: { state: socialMessages.stateInvalid } });
const providerFailed = () => new AppError('PROVIDER_UNAVAILABLE', socialMessages.providerFailed);

/** Social sign-in and sign-up: the OAuth 2 code flow with PKCE against each provider's configured endpoints. */
export function createSocialSignIn(context: AccountsContext, { steps, signUp, providers, fetch: fetchFn = fetch }: Dependencies) {
  const { db, secrets, now } = context;

  const client = (endpoints: SocialProviderEndpoints) => new OAuth2Client(endpoints.clientId, endpoints.clientSecret, endpoints.redirectUri);

  /** The provider's authorise URL; the state (hashed) and the verifier (encrypted) wait server-side. */
  async function startSocial(provider: SocialProvider, userType?: SignUpUserType, referral: Referral = {}): Promise<SocialStart> {
    const endpoints = providers[provider];
    const state = generateState();
    const verifier = generateCodeVerifier();
    const at = now();
    await socialRepo.insertState(
      db,
      {
        stateHash: hashOpaqueToken(state),
        provider,
        codeVerifier: secrets.encrypt(verifier),
        userType: userType ?? null,
        referral: referral.referred_by || referral.velvet_cash_id ? referral : null,
        expiresAt: new Date(at.getTime() + STATE_TTL_MS),
        createdAt: at,
      },
      at,
    );
    const url = client(endpoints).createAuthorizationURLWithPKCE(endpoints.authorizeUrl, state, CodeChallengeMethod.S256, verifier, socialScopes[provider]);
    return { url: url.toString() };
  }

  async function profileFor(provider: SocialProvider, endpoints: SocialProviderEndpoints, code: string, verifier: string): Promise<SocialProfile> {
    let accessToken: string;
    try {
      accessToken = (await client(endpoints).validateAuthorizationCode(endpoints.tokenUrl, code, verifier)).accessToken();
    } catch (error) {
      // A refused code (OAuth2RequestError: spent, expired, wrong verifier) and an unreachable provider alike.
      if (error instanceof OAuth2RequestError || error instanceof ArcticFetchError) throw providerFailed();
      throw error;
    }
    const response = await fetchFn(endpoints.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }).catch(() => undefined);
    if (!response?.ok) throw providerFailed();
    const profile = socialProfileSchemas[provider].safeParse(await response.json().catch(() => undefined));
    if (!profile.success) throw providerFailed();
    return profile.data;
  }

  /** The user the identity belongs to: linked before, found by a verified email, or created now. */
  type NewAccountFacts = { userType: SignUpUserType; referral: Referral };

  async function accountFor(provider: SocialProvider, profile: SocialProfile, { userType, referral }: NewAccountFacts): Promise<{ user: repo.UserRow; created: boolean }> {
    const at = now();
    const linked = await socialRepo.findIdentity(db, provider, profile.subject);
    if (linked) {
      const user = await repo.findUserById(db, linked.userId);
      if (user) {
        await socialRepo.touchIdentity(db, provider, profile.subject, at);
        return { user, created: false };
      }
    }
    const email = profile.email?.trim();
    if (!email || !z.email().safeParse(email).success) throw new AppError('VALIDATION_FAILED', socialMessages.noEmail);
    const verified = profile.emailVerified;

    const existing = await repo.findUserByEmail(db, email);
    if (existing) {
      // Only a provider-verified address may reach an account, and only an account that proved the same
      // address: else whoever registered it first without proving it could share the account.
      if (!verified) throw new AppError('CONFLICT', socialMessages.unverifiedEmailTaken);
      if (!existing.emailVerified) throw new AppError('CONFLICT', socialMessages.accountNotVerified);
      await socialRepo.linkIdentity(db, { provider, subject: profile.subject, userId: existing.id, email, now: at });
      return { user: existing, created: false };
    }

    const username = await signUp.generateUsername(email);
    const attribution = await signUpAttributionOf(db, { referral });
    const [given, ...rest] = (profile.name ?? '').trim().split(/\s+/);
    const user = await context.run(async ({ tx }) => {
      const row = await repo.insertUser(tx, {
        username,
        email,
        passwordHash: null,
        role: userType,
        emailVerified: verified,
        fName: profile.firstName || given || null,
        lName: profile.lastName || rest.join(' ') || null,
        ageConfirmedAt: at,
        ...attribution,
      });
      await socialRepo.linkIdentity(tx, { provider, subject: profile.subject, userId: row.id, email, now: at });
      return row;
    }).catch((error: unknown) => {
      // A concurrent sign-up took the address (or the generated name) first.
      if (violatedUniqueIndex(error) !== undefined) {
        throw new AppError('CONFLICT', socialMessages.unverifiedEmailTaken);
      }
      throw error;
    });
    return { user, created: true };
  }

  /**
   * The callback: the state is taken once and must belong to this provider; then the code is exchanged
   * with the verifier. An existing account signs in as with a password (a new device gets a mailed code),
   * a new one is created and signed in.
   */
  async function completeSocial(provider: SocialProvider, input: SocialCompleteInput): Promise<SignInAnswer> {
    const pending = await socialRepo.takeState(db, hashOpaqueToken(input.state), now());
    if (!pending || pending.provider !== provider) throw stateInvalid();
    const profile = await profileFor(provider, providers[provider], input.code, secrets.decrypt(pending.codeVerifier));
    const userType = input.user_type ?? (pending.userType as SignUpUserType | null) ?? 'USER';
    const { user, created } = await accountFor(provider, profile, { userType, referral: pending.referral ?? {} });
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
    if (created) {
      // A new account's device is the one it was made on, as with a password sign-up.
      await context.rememberDevice(db, user.id, input.device_info);
      return { data: await context.issueSession(db, user, input.device_info) };
    }
    return steps.startSession(user, input.device_info);
  }

  return { startSocial, completeSocial };
}
