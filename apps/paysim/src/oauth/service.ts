import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const oauthProviders = ['google', 'twitter', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];
export const isOAuthProvider = (value: string): value is OAuthProvider => (oauthProviders as readonly string[]).includes(value);

/** The test identity the tester picks or types on the consent page. */
export type TestIdentity = { name: string; email: string; email_verified: boolean };

export type AuthorizationRequest = {
  id: string;
  provider: OAuthProvider;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  scope: string;
  expiresAt: number;
};

type IssuedCode = { provider: OAuthProvider; identity: TestIdentity; redirect_uri: string; code_challenge: string; expiresAt: number };
type IssuedToken = { provider: OAuthProvider; identity: TestIdentity; expiresAt: number };

const REQUEST_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 3_600_000;

export const presetIdentities: TestIdentity[] = [
  { name: 'Ana Martins', email: 'ana.martins@example.test', email_verified: true },
  { name: 'Ben Okafor', email: 'ben.okafor@example.test', email_verified: false },
];

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest();

function sameSecret(a: string, b: string): boolean {
  const left = sha256(a);
  const right = sha256(b);
  return timingSafeEqual(left, right);
}

export type TokenError = { error: 'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type'; error_description: string };

/** A sandbox OAuth 2 authorisation server per provider name: code flow with PKCE (S256), in memory. */
export class OAuthService {
  private readonly requests = new Map<string, AuthorizationRequest>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly options: { clientId: string; clientSecret: string; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Checks the authorise query; answers the pending request or why it was refused. */
  begin(provider: OAuthProvider, query: Record<string, string | undefined>): AuthorizationRequest | { error: string } {
    if (query.client_id !== this.options.clientId) return { error: 'Unknown client_id' };
    if (query.response_type !== 'code') return { error: 'response_type must be code' };
    if (!query.redirect_uri || !URL.canParse(query.redirect_uri)) return { error: 'redirect_uri is missing or invalid' };
    if (!query.state) return { error: 'state is required' };
    if (!query.code_challenge || query.code_challenge_method !== 'S256') return { error: 'PKCE with code_challenge_method S256 is required' };
    const request: AuthorizationRequest = {
      id: newId('authz'),
      provider,
      redirect_uri: query.redirect_uri,
      state: query.state,
      code_challenge: query.code_challenge,
      scope: query.scope ?? '',
      expiresAt: this.now() + REQUEST_TTL_MS,
    };
    this.requests.set(request.id, request);
    return request;
  }

  findRequest(id: string): AuthorizationRequest | undefined {
    const request = this.requests.get(id);
    return request && request.expiresAt > this.now() ? request : undefined;
  }

  /** The tester's answer: the URL to send the browser back to, with a code or `error=access_denied`. */
  decide(id: string, identity: TestIdentity | null): string | undefined {
    const request = this.findRequest(id);
    if (!request) return undefined;
    this.requests.delete(id);
    const url = new URL(request.redirect_uri);
    if (!identity) {
      url.searchParams.set('error', 'access_denied');
    } else {
      const code = newId('code');
      this.codes.set(code, { provider: request.provider, identity, redirect_uri: request.redirect_uri, code_challenge: request.code_challenge, expiresAt: this.now() + CODE_TTL_MS });
      url.searchParams.set('code', code);
    }
    url.searchParams.set('state', request.state);
    return url.toString();
  }

  /** The token endpoint: client authentication (Basic or body), the code once, and the PKCE verifier. */
  exchange(
    provider: OAuthProvider,
    form: Record<string, string | undefined>,
    basic?: { id: string; secret: string },
  ): { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } | TokenError {
    const clientId = basic?.id ?? form.client_id;
    const clientSecret = basic?.secret ?? form.client_secret;
    if (clientId !== this.options.clientId || !clientSecret || !sameSecret(clientSecret, this.options.clientSecret)) {
      return { error: 'invalid_client', error_description: 'Client authentication failed' };
    }
    if (form.grant_type !== 'authorization_code') return { error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported' };
    const issued = form.code ? this.codes.get(form.code) : undefined;
    if (form.code) this.codes.delete(form.code);
    if (!issued || issued.provider !== provider || issued.expiresAt <= this.now()) return { error: 'invalid_grant', error_description: 'The code is invalid or expired' };
    if (form.redirect_uri !== issued.redirect_uri) return { error: 'invalid_grant', error_description: 'redirect_uri does not match' };
    const challenge = form.code_verifier ? sha256(form.code_verifier).toString('base64url') : '';
    if (challenge !== issued.code_challenge) return { error: 'invalid_grant', error_description: 'code_verifier does not match' };
    const accessToken = newId('at');
    this.tokens.set(accessToken, { provider, identity: issued.identity, expiresAt: this.now() + TOKEN_TTL_MS });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_MS / 1000, scope: 'openid email profile' };
  }

  /**
   * The signed-in identity for an access token, in each provider's own shape: Google's OpenID Connect
   * claims, X's `GET /2/users/me` (with `confirmed_email` only for a confirmed address), Facebook's Graph
   * `GET /me?fields=id,name,first_name,last_name,email`. The id is stable per provider and email.
   */
  userinfo(provider: OAuthProvider, accessToken: string) {
    const token = this.tokens.get(accessToken);
    if (!token || token.provider !== provider || token.expiresAt <= this.now()) return undefined;
    const { name, email, email_verified } = token.identity;
    const [given = name, ...rest] = name.split(' ');
    const id = `${provider}|${sha256(`${provider}:${email.toLowerCase()}`).toString('hex').slice(0, 20)}`;
    if (provider === 'twitter') {
      const username = email.split('@')[0]!.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 15);
      return { data: { id, name, username, ...(email_verified && { confirmed_email: email }) } };
    }
    if (provider === 'facebook') return { id, name, first_name: given, last_name: rest.join(' '), email };
    return { sub: id, name, given_name: given, family_name: rest.join(' '), email, email_verified };
  }
}
