import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { markBindsOwnRequestId, withLogBindings } from './context.ts';

/** Fastify's request logger (it binds reqId), marked so that the mixin leaves reqId to it. */
export const requestChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  markBindsOwnRequestId(logger.child(bindings, options));

/**
 * Every line logged while a request is served carries its reqId, whatever logger service code uses:
 * the rest of the request's hooks and its handler run within onRequest's continuation (the body, too,
 * is read from a stream resumed there; request-context.test.ts sends one in several chunks).
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => withLogBindings({ reqId: request.id }, done));
}
