import type { GateFacts, Role } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AccessTokens, AuthUser } from './tokens.ts';

/** Who may call a route: anyone, any signed-in user, or only the listed roles. */
export type AuthPolicy = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthPolicy;
    /** Read by the statement that checks the caller's session; the handler takes it with sessionReadValue(). */
    sessionRead?: SessionRead<unknown>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
    sessionRead: { read: SessionRead<unknown>; value: unknown } | null;
  }
}

/**
 * A value a route answers with, read in the very statement that checks its caller's session: one round
 * trip instead of two on a frequent read (GET /api/wallet). `value` is a scalar SQL expression of the
 * caller's id, `fromDriver` makes pg's value of it (as pg parses its type) the route's; the session's rules are the guard's, as for any route.
 */
export type SessionRead<T> = { name: string; value: (userId: Placeholder) => SQL<T>; fromDriver: (raw: unknown) => T };

/** The facts of the caller's account that the verification gate decides on. */
export type CallerStanding = NonNullable<GateFacts>;

/** What the one per-request read of the account tells: whether the token's session still holds, and the caller's standing. */
export type SessionCheck = { status: 'active' | 'ended' | 'banned'; standing: CallerStanding | null };

/** The session check, with the route's SessionRead read in the same statement when it has one. */
export type SessionCheckWithRead = SessionCheck & { read?: unknown };

/** The caller of a request, with the standing read when the token was checked. */
export type SignedInUser = AuthUser & { standing: CallerStanding };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

type AuthGuardOptions = {
  /**
   * Asked once per authenticated request, so a ban or 'sign out everywhere' takes effect at once rather
   * than when the token expires; the same read gives the caller's standing to the verification gate.
   */
  checkSession: (user: AuthUser, read?: SessionRead<unknown>) => Promise<SessionCheckWithRead>;
};

type CallerCheck = AuthGuardOptions & { tokens: AccessTokens; token: string; read?: SessionRead<unknown> };

/** The caller a token names, refused when the account is banned or the token's session has ended. */
async function checkedCaller({ tokens, token, checkSession, read }: CallerCheck) {
  const user = await tokens.verify(token);
  const { status, standing, read: value } = await checkSession(user, read);
  if (status === 'banned') throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
  if (status === 'ended' || !standing) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  return { user: { ...user, standing }, value };
}

export async function authenticate(tokens: AccessTokens, token: string, checkSession: AuthGuardOptions['checkSession']): Promise<SignedInUser> {
  return (await checkedCaller({ tokens, token, checkSession })).user;
}

/**
 * Every /api route must declare its policy; one that does not is refused at start-up, so no route is
 * public by accident.
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessTokens, { checkSession }: AuthGuardOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionRead', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && !route.config?.auth) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    }
    if (route.config?.sessionRead && (!route.config.auth || route.config.auth === 'public')) {
      throw new Error(`Route ${route.method} ${route.url} reads with the session check: it must require a signed-in caller`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // routeOptions is a getter that builds a new object on every read.
    const { auth: policy, sessionRead: read } = request.routeOptions.config;
    if (!policy) return;
    const token = bearerToken(request);
    if (policy === 'public') {
      request.user = token ? await authenticate(tokens, token, checkSession).catch(() => null) : null;
      return;
    }
    if (!token) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
    const { user, value } = await checkedCaller({ tokens, token, checkSession, read });
    request.user = user;
    if (read) request.sessionRead = { read, value };
    if (policy !== 'signed-in' && !policy.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
  });
}

/** What the route's SessionRead read with its caller's session check. */
export function sessionReadValue<T>(request: FastifyRequest, read: SessionRead<T>): T {
  if (request.sessionRead?.read !== read) throw new Error(`Route ${request.routeOptions.url} does not declare config.sessionRead ${read.name}`);
  return request.sessionRead.value as T;
}

/** The signed-in caller of a route whose policy guarantees one. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
  return request.user;
}
