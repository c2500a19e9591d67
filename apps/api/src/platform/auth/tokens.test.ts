import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const secret = 'a-test-secret-of-enough-length-for-hs256';
const key = new TextEncoder().encode(secret);
const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
const user = { id: '3f1c1d52-8f5e-4a57-9a1b-6f1e0c2d7a10', role: 'USER' as const, sessionVersion: 2 };

const refusal = (token: string) => tokens.verify(token).catch((error: unknown) => error);

describe('access tokens', () => {
  it('verifies a token it signed', async () => {
    await expect(tokens.verify(await tokens.sign(user))).resolves.toEqual(user);
  });

  it('refuses a token signed with the right secret but without an expiry', async () => {
    const endless = await new SignJWT({ role: 'USER', sv: 2 }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().sign(key);
    expect(await refusal(endless)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a token without a subject', async () => {
    const nobody = await new SignJWT({ role: 'USER', sv: 2 }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1m').sign(key);
    expect(await refusal(nobody)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses another algorithm, even with the right secret, and an unsigned token', async () => {
    const hs512 = await new SignJWT({ role: 'USER' }).setProtectedHeader({ alg: 'HS512' }).setSubject(user.id).setExpirationTime('1m').sign(key);
    const unsigned = new UnsecuredJWT({ role: 'ADMIN' }).setSubject(user.id).setExpirationTime('1m').encode();
    expect(await refusal(hs512)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await refusal(unsigned)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers TOKEN_EXPIRED for an expired token', async () => {
    const expired = await createAccessTokens({ secret, ttlSeconds: -10 }).sign(user);
    expect(await refusal(expired)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token it verified before once the token has expired', async () => {
    let clock = Date.now();
    const ticking = createAccessTokens({ secret, ttlSeconds: 60, now: () => clock });
    const token = await ticking.sign(user);
    await expect(ticking.verify(token)).resolves.toEqual(user);
    clock += 61_000;
    expect(await ticking.verify(token).catch((error: unknown) => error)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a tampered copy of a token it verified before', async () => {
    const token = await tokens.sign(user);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' })).toString('base64url');
    expect(await refusal(`${header}.${admin}.${signature}`)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
