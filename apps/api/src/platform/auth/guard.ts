import type { Role } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AccessTokens, AuthUser } from './tokens.ts';

/** Who may call a route: anyone, any signed-in user, or only the listed roles. */
export type AuthPolicy = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthPolicy;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

type AuthGuardOptions = {
  /**
   * Asked once per authenticated request, so a ban or 'sign out everywhere' takes effect at once rather
   * than when the token expires.
   */
  sessionStatus: (user: AuthUser) => Promise<'active' | 'ended' | 'banned'>;
};

/** The caller a token names, refused when the account is banned or the token's session has ended. */
export async function authenticate(tokens: AccessTokens, token: string, sessionStatus: AuthGuardOptions['sessionStatus']): Promise<AuthUser> {
  const user = await tokens.verify(token);
  const status = await sessionStatus(user);
  if (status === 'banned') throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
  if (status === 'ended') throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  return user;
}

/**
 * Every /api route must declare its policy; one that does not is refused at start-up, so no route is
 * public by accident.
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessTokens, { sessionStatus }: AuthGuardOptions): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && !route.config?.auth) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.auth;
    if (!policy) return;
    const token = bearerToken(request);
    if (policy === 'public') {
      request.user = token ? await authenticate(tokens, token, sessionStatus).catch(() => null) : null;
      return;
    }
    if (!token) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
    request.user = await authenticate(tokens, token, sessionStatus);
    if (policy !== 'signed-in' && !policy.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
  });
}

/** The signed-in caller of a route whose policy guarantees one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
  return request.user;
}
