import type { SocialProvider } from '@velvet/contracts';
import { z } from 'zod';

/** What the app needs of a provider's identity, whatever shape the provider answers in. */
export type SocialProfile = { subject: string; email?: string; emailVerified: boolean; name?: string; firstName?: string; lastName?: string };

/** Google: OpenID Connect userinfo claims. */
const openIdClaims = z
  .object({
    sub: z.string().min(1),
    email: z.string().optional(),
    email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
    name: z.string().optional(),
    given_name: z.string().optional(),
    family_name: z.string().optional(),
  })
  .transform(
    (claims): SocialProfile => ({
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      name: claims.name,
      firstName: claims.given_name,
      lastName: claims.family_name,
    }),
  );

/** X: `GET https://api.x.com/2/users/me?user.fields=confirmed_email` (scope users.email); only a confirmed address is sent. */
const xUser = z
  .object({ data: z.object({ id: z.string().min(1), name: z.string().optional(), confirmed_email: z.string().optional() }) })
  .transform(({ data }): SocialProfile => ({ subject: data.id, email: data.confirmed_email, emailVerified: data.confirmed_email !== undefined, name: data.name }));

/**
 * Facebook: `GET https://graph.facebook.com/me?fields=id,name,first_name,last_name,email`. The Graph API does not say whether
 * the address was confirmed, so it is taken as unverified: it may create an account, never reach one.
 */
const facebookUser = z
  .object({ id: z.string().min(1), name: z.string().optional(), first_name: z.string().optional(), last_name: z.string().optional(), email: z.string().optional() })
  .transform(
    (user): SocialProfile => ({ subject: user.id, email: user.email, emailVerified: false, name: user.name, firstName: user.first_name, lastName: user.last_name }),
  );

export const socialProfileSchemas: Record<SocialProvider, z.ZodType<SocialProfile>> = { google: openIdClaims, twitter: xUser, facebook: facebookUser };

/** The scopes each provider needs for the identity and the email above. */
export const socialScopes: Record<SocialProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  twitter: ['users.read', 'tweet.read', 'users.email'],
  facebook: ['public_profile', 'email'],
};
