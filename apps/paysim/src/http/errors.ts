import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** The shape of every paysim error answer, like a real provider's JSON errors. */
export type ErrorBody = { error: { code: string; message: string } };

export type ProviderErrorOptions = { status: number; code: string; message: string };

/** A 4xx answer a real provider would give: a stable machine code and a message for the developer. */
export class ProviderError extends Error {
  readonly status: number;
  readonly code: string;

  constructor({ status, code, message }: ProviderErrorOptions) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const notFound = (kind: string, id: string) =>
  new ProviderError({ status: 404, code: 'not_found', message: `No ${kind} ${id}` });

export const conflict = (code: string, message: string) => new ProviderError({ status: 409, code, message });

export const unprocessable = (code: string, message: string) => new ProviderError({ status: 422, code, message });

function describeZodError(error: ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Unknown routes and failures answer JSON; 5xx are masked and logged. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url}`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProviderError) return reply.status(error.status).send(errorBody(error.code, error.message));
    if (error instanceof ZodError) return reply.status(400).send(errorBody('invalid_request', describeZodError(error)));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody('invalid_request', error.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong in paysim'));
  });
}
