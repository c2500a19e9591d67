import type { FastifyError, FastifyInstance } from 'fastify';

/** The shape of every paysim error answer, like a real provider's JSON errors. */
export type ErrorBody = { error: { code: string; message: string } };

/** Unknown routes and failures answer JSON; 5xx are masked and logged. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } };
    return reply.status(404).send(body);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { error: { code: 'invalid_request', message: error.message } };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { error: { code: 'internal', message: 'Something went wrong in paysim' } };
    return reply.status(500).send(body);
  });
}
