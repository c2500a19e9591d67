import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { Api } from './types.ts';

/**
 * Brotli or gzip, as the client accepts, for answers of 1 KB and more whose type compresses (JSON,
 * HTML, text; mime-db's list, so pictures and videos pass through). The web app's files come
 * precompressed from the build and are sent as they are. socket.io answers on the raw server, past Fastify.
 */
export async function registerCompression(app: Api): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Per response, on the request's time: a fast level (the build pays for the strongest on static files).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Clients send plain JSON; accepting compressed bodies would only let a small upload inflate past the body limit.
    globalDecompression: false,
  });
}
