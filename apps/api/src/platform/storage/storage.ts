import fastifyStatic from '@fastify/static';
import { UPLOADS_PATH } from '@velvet/contracts';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Api } from '../http/types.ts';
import { assertSafe, SAFE_KEY } from './private.ts';

/** Where uploaded files live. Keys are relative paths ('{userId}/avatar/{id}.jpg'); answers are public URLs. */
export type Storage = {
  put: (options: { key: string; body: Buffer; contentType: string }) => Promise<string>;
  /** The key a public URL of this storage names, or undefined for any other URL. */
  keyOf: (url: string) => string | undefined;
  /** A file's bytes, and its removal: for moving files that should never have been public into private storage. */
  read: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
  /** Serves the files from this API, for storage that is not public by itself. */
  register?: (app: Api) => Promise<void>;
};

/** The file of a key under `root`, refusing keys that could leave it. */
function fileOf(root: string, key: string): string {
  assertSafe(key);
  return path.join(root, key);
}

/**
 * Local disk, the default: files are written under `root` (atomically, by rename) and served by this
 * API under /media/uploads/ with year-long immutable cache headers, since a key is never reused.
 */
export function createLocalStorage(root: string): Storage {
  return {
    async put({ key, body }) {
      const target = fileOf(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
      return `${UPLOADS_PATH}${key}`;
    },
    keyOf: (url) => (url.startsWith(UPLOADS_PATH) && SAFE_KEY.test(url.slice(UPLOADS_PATH.length)) ? url.slice(UPLOADS_PATH.length) : undefined),
    read: (key) => readFile(fileOf(root, key)),
    remove: (key) => rm(fileOf(root, key), { force: true }),
    async register(app) {
      await mkdir(root, { recursive: true });
      await app.register(fastifyStatic, { root, prefix: UPLOADS_PATH, decorateReply: false, maxAge: '365d', immutable: true, index: false, dotfiles: 'deny' });
    },
  };
}

/** S3-compatible storage when S3_BUCKET is set, else the local disk. */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET || !config.S3_PUBLIC_URL) return createLocalStorage(config.UPLOADS_DIR);
  const { createS3Storage } = await import('./s3.ts');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
