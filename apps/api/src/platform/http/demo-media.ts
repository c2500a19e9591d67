import fastifyStatic from '@fastify/static';
import { fromApiRoot } from '../paths.ts';
import type { Api } from './types.ts';

const demoMediaDir = fromApiRoot('src/seed/media');

/** The demo data's pictures, served like uploaded media with long-lived cache headers. */
export async function registerDemoMedia(app: Api): Promise<void> {
  await app.register(fastifyStatic, {
    root: demoMediaDir,
    prefix: '/media/demo/',
    decorateReply: false,
    maxAge: '7d',
  });
}
