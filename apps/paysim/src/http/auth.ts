import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { ProviderError } from './errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Server-to-server calls carry `Authorization: Bearer <PAYSIM_API_KEY>`; hosted pages are public. */
export function requireApiKey(apiKey: string): onRequestHookHandler {
  const expected = digest(apiKey);
  return async (request) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    // Comparing digests keeps the comparison constant-time whatever the presented length.
    if (scheme === 'Bearer' && token && timingSafeEqual(digest(token), expected)) return;
    throw new ProviderError({ status: 401, code: 'unauthorized', message: 'Missing or invalid API key' });
  };
}
