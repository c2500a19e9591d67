import type { ApiError } from '@velvet/contracts';
import { messages } from '@velvet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
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
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldName(issue, context)] ??= issue.message ?? 'Invalid value';
  const first = Object.entries(fields)[0];
  return { message: first ? first[1] : 'Invalid request', code: 'VALIDATION_FAILED', fields };
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

/** The one place where errors become HTTP answers: 4xx speak to the user, 5xx are masked and logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { message: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
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
