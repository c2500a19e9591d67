import type { ApiError } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

type FieldIssue = { instancePath: string; message?: string; params?: { keys?: string[] } };

/** The dotted path of the offending field; for an unknown key, the key itself. */
function fieldName(issue: FieldIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const unknownKey = issue.params?.keys?.[0];
  return [path, unknownKey].filter(Boolean).join('.') || context;
}

function validationAnswer(issues: FieldIssue[], context: string): ApiError {
  // A Map, as a field may be named like an Object.prototype member ('constructor', '__proto__').
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const name = fieldName(issue, context);
    if (!fields.has(name)) fields.set(name, issue.message ?? 'Invalid value');
  }
  const first = fields.values().next().value;
  return { message: first ?? 'Invalid request', code: 'VALIDATION_FAILED', fields: Object.fromEntries(fields) };
}

/** Fastify's own 4xx errors (malformed JSON, oversize or unsupported bodies) in our shape. */
function frameworkClientError(error: FastifyError): ApiError & { status: number } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, code: 'VALIDATION_FAILED', message: 'Send the body as application/json' };
  if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))
    return { status: 400, code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON', fields: { body: 'Malformed JSON' } };
  return { status: error.statusCode ?? 400, code: 'VALIDATION_FAILED', message: error.message };
}

// What the multipart parser (busboy, pinned through @fastify/multipart) throws at bytes it cannot read:
// a broken or missing boundary, a body cut short. The client's fault, though the errors carry no status.
const MULTIPART_PARSER_FAILURE = /multipart data$|^Multipart: Boundary not found$|^Boundary required$|^The needle cannot/;

const isMalformedMultipart = (error: Error) => !(error as FastifyError).statusCode && MULTIPART_PARSER_FAILURE.test(error.message);

const routerRefusals: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long' },
};

/** What the router refuses before any route runs (an address that does not decode, an overlong path part), in our shape. */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = routerRefusals[error.code];
  if (!refusal) request.log.error({ err: error }, 'router error');
  const body: ApiError = refusal ? { code: 'VALIDATION_FAILED', message: refusal.message } : { message: messages.somethingWentWrong, code: 'INTERNAL', requestId: request.id };
  reply.status(refusal?.status ?? 500).send(body);
}

/** The one place where errors become HTTP answers: 4xx speak to the user, 5xx are masked and logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { message: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationAnswer(error.validation as FieldIssue[], error.validationContext ?? 'body'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { status, ...body } = frameworkClientError(error);
      return reply.status(status).send(body);
    }
    if (isMalformedMultipart(error)) {
      const body: ApiError = { message: 'The request body is not valid form data', code: 'VALIDATION_FAILED', fields: { body: 'Malformed form data' } };
      return reply.status(400).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ApiError = { message: messages.somethingWentWrong, code: 'INTERNAL', requestId: request.id };
    return reply.status(500).send(body);
  });
}
