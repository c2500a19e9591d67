import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../platform/db/client.ts';
import { recordAudit } from './index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an admin route's audit entry records as the state before the action (read before the handler runs). */
    auditBefore?: (request: FastifyRequest) => Promise<unknown>;
  }
}

const isAdminOnly = (request: FastifyRequest) => {
  const policy = request.routeOptions.config.auth;
  return Array.isArray(policy) && policy.length === 1 && policy[0] === 'ADMIN';
};

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/admin/transactions/:id/refund` acts on transactions. */
const targetTypeOf = (url: string) => url.replace(/^\/api\/(admin\/)?/, '').split('/')[0] ?? null;

const targetIdOf = (request: FastifyRequest) => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? params.userId ?? Object.values(params)[0];
  return typeof id === 'string' ? id : null;
};

const reasonOf = (request: FastifyRequest) => {
  const body = request.body as { reason?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.reason === 'string' ? body.reason : null;
};

const answerData = (payload: unknown) => {
  if (typeof payload !== 'string') return null;
  try {
    return (JSON.parse(payload) as { data?: unknown }).data ?? null;
  } catch {
    return null;
  }
};

/**
 * Every admin-only action that succeeded is written to the audit log before its answer leaves: who,
 * what (method and route), on what (the route's id), why (a `reason` in the body), the state before
 * (the route's `auditBefore`) and after (what it answered). A log that cannot be written fails the answer.
 */
export function registerAdminAudit(app: FastifyInstance, { db, logger }: { db: Database; logger: Logger }): void {
  const before = new WeakMap<FastifyRequest, unknown>();

  async function record({ request, actorId, payload }: { request: FastifyRequest; actorId: string; payload: unknown }) {
    const url = request.routeOptions.url ?? request.url;
    try {
      await recordAudit(db, {
        actorId,
        action: `${request.method} ${url}`,
        targetType: targetTypeOf(url),
        targetId: targetIdOf(request),
        reason: reasonOf(request),
        before: before.get(request) ?? null,
        after: answerData(payload),
      });
    } catch (error) {
      logger.error({ err: error, action: url }, 'admin action could not be audited');
      throw error;
    }
  }

  // Callback hooks, not async ones: every other request passes them without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!MUTATIONS.has(request.method)) return done();
    const read = request.routeOptions.config.auditBefore;
    if (!read || !isAdminOnly(request)) return done();
    read(request).then((state) => {
      before.set(request, state);
      done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!MUTATIONS.has(request.method) || !isAdminOnly(request) || reply.statusCode >= 400 || !request.user) return done(null, payload);
    record({ request, actorId: request.user.id, payload }).then(() => done(null, payload), done);
  });
}
