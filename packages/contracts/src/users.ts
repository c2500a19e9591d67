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
