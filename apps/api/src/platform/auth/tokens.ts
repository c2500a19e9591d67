import type { Role } from '@velvet/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors.ts';
import { messages } from '@velvet/contracts';

/** The caller of a request; `sessionVersion` is the account's session generation the token was signed in. */
export type AuthUser = { id: string; role: Role; sessionVersion: number };

type AccessTokenOptions = { secret: string; ttlSeconds: number; now?: () => number };

const encoder = new TextEncoder();

/** Tokens whose signature was checked, kept until they expire: a client sends its token with every request. */
const MAX_VERIFIED_TOKENS = 10_000;

type VerifiedToken = { user: Readonly<AuthUser>; expiresAt: number };

export function createAccessTokens({ secret, ttlSeconds, now = Date.now }: AccessTokenOptions) {
  // Imported once: handed raw bytes, jose would import a key on every verification (measured: 40% slower).
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token's signature and claims never change, so each is checked once (the HMAC was a tenth of a
  // wallet read's CPU); only its expiry is checked again, by jose's rule (expired from `exp` on).
  const verified = new Map<string, VerifiedToken>();
  const nowSeconds = () => Math.floor(now() / 1000);

  function remember(token: string, entry: VerifiedToken): void {
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  }

  async function verifySignature(token: string): Promise<VerifiedToken> {
    try {
      // A token without an expiry would be valid forever: refused like any other bad token.
      const { payload } = await jwtVerify<{ role: Role; sv?: number }>(token, await key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'], currentDate: new Date(now()) });
      if (!payload.sub) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
      return { user: Object.freeze({ id: payload.sub, role: payload.role, sessionVersion: payload.sv ?? 0 }), expiresAt: payload.exp! };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
      throw new AppError('UNAUTHENTICATED', messages.signInRequired);
    }
  }

  return {
    sign: async (user: AuthUser) =>
      new SignJWT({ role: user.role, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),

    /** Throws TOKEN_EXPIRED for an expired token so the client knows to refresh, UNAUTHENTICATED otherwise. */
    verify: async (token: string): Promise<AuthUser> => {
      let entry = verified.get(token);
      if (!entry) {
        entry = await verifySignature(token);
        remember(token, entry);
      }
      if (entry.expiresAt <= nowSeconds()) {
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
      }
      return entry.user;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Refresh tokens are random; only their hash is stored, so a database leak yields no usable token. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
