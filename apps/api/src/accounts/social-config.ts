import { socialProviders, type SocialProvider } from '@velvet/contracts';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined);

type Names = `OAUTH_${Uppercase<SocialProvider>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'USERINFO_URL'}`;

/**
 * `OAUTH_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL` for
 * google, twitter and facebook; each unset one defaults to paysim's sandbox identity provider.
 */
export const socialConfigShape = Object.fromEntries(
  socialProviders.flatMap((provider) =>
    ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'].map((name) => [`OAUTH_${provider.toUpperCase()}_${name}`, optional.optional()]),
  ),
) as Record<Names, z.ZodOptional<typeof optional>>;

export type SocialProviderEndpoints = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Where the provider sends the browser back: the web app's callback page. */
  redirectUri: string;
};

const SANDBOX_CLIENT_ID = 'velvet-sandbox-client';
/** Published with the sandbox identity provider: refused in production (platform/config.ts). */
export const SANDBOX_CLIENT_SECRET = 'velvet-sandbox-oauth-secret-change-me';

type SocialConfigInput = Partial<Record<Names, string | undefined>> & { PAYSIM_URL: string; PAYSIM_PUBLIC_URL: string; PUBLIC_WEB_URL: string };

/** Each provider's endpoints: the configured ones, else paysim's (browser pages on its public URL, server calls on its internal one). */
export function socialEndpoints(config: SocialConfigInput): Record<SocialProvider, SocialProviderEndpoints> {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const entries = socialProviders.map((provider) => {
    const key = (name: string) => config[`OAUTH_${provider.toUpperCase()}_${name}` as Names];
    const endpoints: SocialProviderEndpoints = {
      clientId: key('CLIENT_ID') ?? SANDBOX_CLIENT_ID,
      clientSecret: key('CLIENT_SECRET') ?? SANDBOX_CLIENT_SECRET,
      authorizeUrl: key('AUTHORIZE_URL') ?? `${trim(config.PAYSIM_PUBLIC_URL)}/oauth/${provider}/authorize`,
      tokenUrl: key('TOKEN_URL') ?? `${trim(config.PAYSIM_URL)}/oauth/${provider}/token`,
      userinfoUrl: key('USERINFO_URL') ?? `${trim(config.PAYSIM_URL)}/oauth/${provider}/userinfo`,
      redirectUri: `${trim(config.PUBLIC_WEB_URL)}/auth/social/${provider}/callback`,
    };
    return [provider, endpoints] as const;
  });
  return Object.fromEntries(entries) as Record<SocialProvider, SocialProviderEndpoints>;
}
