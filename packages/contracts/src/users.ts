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
});
export type Me = z.infer<typeof meSchema>;
