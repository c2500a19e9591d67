import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'velvet_refresh';
/** Only the refresh route (POST rotates, DELETE signs out) ever receives the cookie. */
export const REFRESH_COOKIE_PATH = '/api/users/refresh-token';
/**
 * Says only that this browser holds a refresh cookie, never which session: a page load without it is a
 * guest's at once (no refresh round trip before the first paint), and the server sends a guest's page
 * its first answers with the HTML.
 */
export const SESSION_HINT_COOKIE = 'velvet_session';

/** An answer as the client gets it: without the refresh token (distributed over the members of a union). */
type Handed<T> = T extends unknown ? Omit<T, 'refresh_token'> : never;

/** Whether the browser says it holds a session (it may be over: only a refresh can tell). */
export const maySignIn = (request: FastifyRequest) => Boolean(request.cookies[SESSION_HINT_COOKIE]);

type SessionCookieOptions = {
  /** Secure even on plain http: production always sits behind https. */
  production: boolean;
  refreshTokenTtlDays: number;
};

/**
 * The refresh token lives in an HttpOnly cookie, out of reach of the page's scripts; a session's
 * answer carries only the access token.
 */
export function createSessionCookie({ production, refreshTokenTtlDays }: SessionCookieOptions) {
  // Plain http on localhost (development, tests, e2e) keeps working: browsers refuse Secure cookies there.
  const attributes = (request: FastifyRequest): CookieSerializeOptions => ({
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: production || request.protocol === 'https',
  });
  const hintAttributes = (request: FastifyRequest): CookieSerializeOptions => ({ path: '/', sameSite: 'lax', secure: production || request.protocol === 'https' });

  /** Moves a new session's refresh token from the answer into the cookie; other answers pass unchanged. */
  function handOver<T extends object>(request: FastifyRequest, reply: FastifyReply, answer: T): Handed<T>;
  function handOver(request: FastifyRequest, reply: FastifyReply, answer: { refresh_token?: unknown }): object {
    const { refresh_token: refreshToken, ...rest } = answer;
    if (typeof refreshToken !== 'string') return answer;
    const maxAge = refreshTokenTtlDays * 86_400;
    void reply.setCookie(REFRESH_COOKIE, refreshToken, { ...attributes(request), maxAge });
    void reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintAttributes(request), maxAge });
    return rest;
  }

  const read = (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE] || undefined;

  const clear = (request: FastifyRequest, reply: FastifyReply) => {
    void reply.clearCookie(REFRESH_COOKIE, attributes(request));
    void reply.clearCookie(SESSION_HINT_COOKIE, hintAttributes(request));
  };

  return { handOver, read, clear };
}
export type SessionCookie = ReturnType<typeof createSessionCookie>;
