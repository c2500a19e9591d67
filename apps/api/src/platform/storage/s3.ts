import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2…); AWS itself when left out. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where the bucket's objects are read publicly (a CDN or the bucket's URL), without a trailing slash. */
  publicUrl: string;
};

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** S3-compatible storage: objects are written with a year-long immutable Cache-Control and read from `publicUrl`. */
export function createS3Storage(options: S3StorageOptions): Storage {
  // Made on first use: constructing it is what prints the SDK's Node-version notice.
  let client: S3Client | undefined;
  const s3 = () =>
    (client ??= new S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.accessKeyId && options.secretAccessKey && { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    }));
  const prefix = `${options.publicUrl.replace(/\/+$/, '')}/`;
  return {
    async put({ key, body, contentType }) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      await s3().send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
      return `${prefix}${key}`;
    },
    keyOf: (url) => (url.startsWith(prefix) && SAFE_KEY.test(url.slice(prefix.length)) ? url.slice(prefix.length) : undefined),
  };
}
