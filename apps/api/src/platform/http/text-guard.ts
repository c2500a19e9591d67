import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const CHARACTER_NOT_ALLOWED = 'Contains a character that is not allowed';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// NUL, which PostgreSQL text cannot hold, and UTF-16 surrogates without their pair, which no UTF-8 column or jsonb can.
const notStorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string (value or key) in `input` holding a character no column can
 * store, or undefined. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function disallowedTextAt(input: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (notStorable(value)) return path;
      continue;
    }
    // Raw bytes (an upload's part) are no text, and walking them byte by byte takes seconds.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (notStorable(key)) return path;
      stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/** Refuses text no column can store with a 400 naming the field; `context` names the whole part (body, query). */
export function assertStorableText(input: unknown, context: string): void {
  const path = disallowedTextAt(input);
  if (path === undefined) return;
  const field = path || context;
  throw new AppError('VALIDATION_FAILED', `${field}: ${CHARACTER_NOT_ALLOWED.toLowerCase()}`, { fields: { [field]: CHARACTER_NOT_ALLOWED } });
}

/**
 * One check for every route, before its schema: strings in the body, query and path that PostgreSQL
 * would refuse with an error (a 500) are refused here with a 400. Multipart text fields are read by
 * their routes, which call assertStorableText on them.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableText(request.params, 'params');
      assertStorableText(request.query, 'query');
      assertStorableText(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
