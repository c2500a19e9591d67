import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/** A byte range of an object, both ends included (as HTTP ranges count). */
export type ByteRange = { start: number; end: number };

/**
 * Storage for files that are never public (post and story media): written once, read only by the
 * API, which decides per request who may see them. `source` is a buffer or the path of a local file.
 */
export type PrivateStorage = {
  put: (options: { key: string; source: Buffer | { path: string }; contentType: string }) => Promise<void>;
  read: (key: string, range?: ByteRange) => Promise<Readable>;
};

export const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;
export const assertSafe = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
};

/** Local disk outside every static path: files are written atomically (by rename) and read as streams. */
export function createLocalPrivateStorage(root: string): PrivateStorage {
  return {
    async put({ key, source }) {
      assertSafe(key);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      if (Buffer.isBuffer(source)) await writeFile(temporary, source);
      else await copyFile(source.path, temporary);
      await rename(temporary, target);
    },
    async read(key, range) {
      assertSafe(key);
      const file = path.join(root, key);
      await stat(file);
      return createReadStream(file, range && { start: range.start, end: range.end });
    },
  };
}

/** S3 when S3_BUCKET is set (its own private bucket, or the shared bucket's `private/` prefix), else the local disk. */
export async function createPrivateStorage(config: Config): Promise<PrivateStorage> {
  if (!config.S3_BUCKET) return createLocalPrivateStorage(config.PRIVATE_MEDIA_DIR);
  const { createS3PrivateStorage } = await import('./s3.ts');
  return createS3PrivateStorage({
    bucket: config.S3_PRIVATE_BUCKET ?? config.S3_BUCKET,
    prefix: config.S3_PRIVATE_BUCKET ? '' : 'private/',
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
