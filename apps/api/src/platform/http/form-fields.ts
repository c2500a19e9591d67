import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { assertStorableText } from './text-guard.ts';

/** What a form-data call may carry: text fields only (its files are uploaded first and named in a JSON field). */
// One file is let through only to be refused with a clear message.
export const FORM_FIELDS_LIMITS = { files: 1, fileSize: 1, fields: 30, fieldSize: 64 * 1024 };

const decodeJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Reads a form-data body (or a JSON one) and checks it with the shared schema; the fields named in
 * `jsonFields` carry JSON. Any broken rule answers 400 with its message per field, as a JSON body would.
 */
export async function parseFormFields<T extends z.ZodType>(request: FastifyRequest, schema: T, jsonFields: readonly string[]): Promise<z.output<T>> {
  const fields: Record<string, unknown> = {};
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', 'Upload the files first and send their links', { fields: { [part.fieldname]: 'Upload the files first and send their links' } });
      }
      fields[part.fieldname] = jsonFields.includes(part.fieldname) && typeof part.value === 'string' ? decodeJson(part.value) : part.value;
    }
  } else Object.assign(fields, request.body ?? {});
  assertStorableText(fields, 'body');
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', Object.values(issues)[0]!, { fields: issues });
}
