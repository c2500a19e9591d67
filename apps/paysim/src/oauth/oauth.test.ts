import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

const CLIENT_ID = 'velvet-sandbox-client';
const CLIENT_SECRET = 'velvet-sandbox-oauth-secret-change-me';
const REDIRECT = 'https://velvet.test/auth/social/google/callback';
const VERIFIER = 'a-code-verifier-that-is-long-enough-0123456789';
const challenge = createHash('sha256').update(VERIFIER).digest('base64url');

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const authorizeUrl = (provider = 'google', extra: Record<string, string> = {}) =>
  `/oauth/${provider}/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid email profile',
    ...extra,
  })}`;

/** Opens the consent page and answers the path its form posts to. */
async function consent(provider = 'google') {
  const page = await sandbox.app.inject({ method: 'GET', url: authorizeUrl(provider) });
  expect(page.statusCode).toBe(200);
  const action = /action="([^"]+)"/.exec(page.body)?.[1];
  expect(action).toMatch(new RegExp(`^/oauth/${provider}/authorize/`));
  return action!;
}

async function allow(provider = 'google', fields: Record<string, string> = { name: 'Ana Martins', email: 'ana@example.test', email_verified: 'true' }) {
  const answer = await sandbox.submitForm(await consent(provider), { decision: 'allow', preset: 'custom', ...fields });
  expect(answer.statusCode).toBe(303);
  return new URL(answer.headers.location as string);
}

const token = (provider: string, form: Record<string, string>, basic = `${CLIENT_ID}:${CLIENT_SECRET}`) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/oauth/${provider}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(basic).toString('base64')}` },
    payload: new URLSearchParams(form).toString(),
  });

describe('sandbox identity provider', () => {
  it('runs the code flow with PKCE: consent, code, token, userinfo', async () => {
    const back = await allow();
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code')!;

    const exchanged = await token('google', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER });
    expect(exchanged.statusCode).toBe(200);
    const accessToken = exchanged.json().access_token as string;

    const info = await sandbox.app.inject({ method: 'GET', url: '/oauth/google/userinfo', headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.json()).toEqual({ sub: expect.stringMatching(/^google\|/), name: 'Ana Martins', given_name: 'Ana', family_name: 'Martins', email: 'ana@example.test', email_verified: true });
    // A token is bound to its provider.
    expect((await sandbox.app.inject({ method: 'GET', url: '/oauth/facebook/userinfo', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(401);
  });

  it("answers X's and Facebook's userinfo in their own shapes", async () => {
    const profile = async (provider: string) => {
      const code = (await allow(provider)).searchParams.get('code')!;
      const accessToken = (await token(provider, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER })).json().access_token;
      return (await sandbox.app.inject({ method: 'GET', url: `/oauth/${provider}/userinfo`, headers: { authorization: `Bearer ${accessToken}` } })).json();
    };
    expect(await profile('twitter')).toEqual({ data: { id: expect.stringMatching(/^twitter\|/), name: 'Ana Martins', username: 'ana', confirmed_email: 'ana@example.test' } });
    expect(await profile('facebook')).toEqual({ id: expect.stringMatching(/^facebook\|/), name: 'Ana Martins', first_name: 'Ana', last_name: 'Martins', email: 'ana@example.test' });
  });

  it('gives the same subject to the same email on the same provider, another on another provider', async () => {
    const subject = async (provider: string) => {
      const code = (await allow(provider)).searchParams.get('code')!;
      const accessToken = (await token(provider, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER })).json().access_token;
      const info = (await sandbox.app.inject({ method: 'GET', url: `/oauth/${provider}/userinfo`, headers: { authorization: `Bearer ${accessToken}` } })).json();
      return info.data?.id ?? info.id;
    };
    expect(await subject('twitter')).toBe(await subject('twitter'));
    expect(await subject('twitter')).not.toBe(await subject('facebook'));
  });

  it('sends a cancelled consent back with error=access_denied and the state', async () => {
    const answer = await sandbox.submitForm(await consent(), { decision: 'cancel' });
    const back = new URL(answer.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong verifier, a reused code, a wrong secret', async () => {
    const code = (await allow()).searchParams.get('code')!;
    const wrongVerifier = await token('google', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: 'x'.repeat(43) });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe('invalid_grant');
    // The code was spent by the failed attempt.
    expect((await token('google', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER })).statusCode).toBe(400);

    const another = (await allow()).searchParams.get('code')!;
    const badClient = await token('google', { grant_type: 'authorization_code', code: another, redirect_uri: REDIRECT, code_verifier: VERIFIER }, `${CLIENT_ID}:not-the-secret`);
    expect(badClient.statusCode).toBe(401);
  });

  it('refuses an authorise request without PKCE or with an unknown client, and unknown providers', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: authorizeUrl('google', { code_challenge_method: 'plain' }) })).statusCode).toBe(400);
    expect((await sandbox.app.inject({ method: 'GET', url: authorizeUrl('google', { client_id: 'someone-else' }) })).statusCode).toBe(400);
    expect((await sandbox.app.inject({ method: 'GET', url: authorizeUrl('myspace') })).statusCode).toBe(404);
  });

  it('asks again when the typed identity has no valid email, and escapes what was typed', async () => {
    const answer = await sandbox.submitForm(await consent(), { decision: 'allow', preset: 'custom', name: '<b>x</b>', email: 'nope' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Enter a name and a valid email');
  });
});
