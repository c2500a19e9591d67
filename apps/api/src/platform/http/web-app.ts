import fastifyStatic from '@fastify/static';
import type { ApiError } from '@velvet/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Api } from './types.ts';

/** Paths the API and its sockets answer; everything else is the web app or public files. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/socket.io');

/**
 * Unknown paths under /api answer a JSON 404; with a built web app, every other GET gets its
 * index.html so the browser router shows the page (or its own 404 page).
 */
export async function registerWebApp(app: Api, webDistDir: string | undefined): Promise<void> {
  const indexHtml = webDistDir && existsSync(path.join(webDistDir, 'index.html'));
  if (webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // Ours below: @fastify/static's own header (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ApiError = { message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
