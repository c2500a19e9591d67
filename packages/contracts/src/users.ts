import { z } from 'zod';

export const roles = ['USER', 'CREATOR', 'ADMIN', 'AGENCY'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The path segment of a profile link: `/{role lowercase}/{username}`. */
export const profilePath = (user: { role: Role; username: string }) => `/${user.role.toLowerCase()}/${user.username}`;

export const meSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** An authenticator app is asked at every sign-in. */
  two_factor_enabled: z.boolean(),
  /** Identity verification (KYC for creators, age for fans); full_kyc_completed once it is accepted. */
  kyc: z.object({ full_kyc_completed: z.boolean(), status: z.enum(['none', 'pending', 'verified', 'declined']) }),
  /** The identity was accepted. */
  isVerified: z.boolean(),
  /** Lets a user with a verified email past the verification gate without identity verification. */
  skipContentWarning: z.boolean(),
  f_name: z.string().nullable(),
  l_name: z.string().nullable(),
  role: roleSchema,
  avatar: z.string().nullable(),
  /** ISO 3166 alpha-2, set by profile completion. */
  country: z.string().nullable(),
  /** The Complete-profile wizard was finished. */
  profile_completed: z.boolean(),
  /** The payout account (the spec's masspay_data): activated once the payout provider confirmed it. */
  masspay_data: z.object({ is_activated: z.boolean() }),
  /** Always true: only a signed-in user gets this answer (the spec's loggedIn). */
  loggedIn: z.boolean(),
  /** Where the user is: the account's country and the city of the device they last used, if it told. */
  userLocation: z.object({ country: z.string().nullable(), city: z.string().nullable() }),
});
export type Me = z.infer<typeof meSchema>;
/** What the accounts domain knows of the current user; the route adds the payout account's state. */
export type AccountMe = Omit<Me, 'masspay_data'>;

/**
 * `GET /api/profiles/:username`: what anyone may see of a user, whatever their role (the page at
 * `/{role lowercase}/{username}`). A fan whose privacy setting is not "Everyone" shows only their
 * username to others (`restricted`); a banned or taken-down account does not exist here.
 */
export const userProfileSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: roleSchema,
  /** A creator's display name; the username for everyone else (a fan's real name is private). */
  display_name: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  /** VerifiedUser, VerifiedCreator (creators only), Prime, CreatorPro. */
  badges: z.array(z.string()),
  joined_at: z.string(),
  restricted: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileParamsSchema = z.strictObject({ username: z.string().min(1).max(40) });
