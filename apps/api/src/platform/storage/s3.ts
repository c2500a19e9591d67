import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { assertSafe, checkCompletion, MultipartError, SAFE_KEY, type MultipartStorage, type PrivateStorage, type StoredPart } from './private.ts';
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

type ClientOptions = { region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };

/** Made on first use: constructing it is what prints the SDK's Node-version notice. */
function lazyClient(options: ClientOptions): () => S3Client {
  let client: S3Client | undefined;
  return () =>
    (client ??= new S3Client({
      region: options.region,
      ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
      ...(options.accessKeyId && options.secretAccessKey && { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    }));
}

/** S3-compatible storage: objects are written with a year-long immutable Cache-Control and read from `publicUrl`. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const s3 = lazyClient(options);
  const prefix = `${options.publicUrl.replace(/\/+$/, '')}/`;
  return {
    async put({ key, body, contentType }) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      await s3().send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
      return `${prefix}${key}`;
    },
    keyOf: (url) => (url.startsWith(prefix) && SAFE_KEY.test(url.slice(prefix.length)) ? url.slice(prefix.length) : undefined),
    async read(key) {
      assertSafe(key);
      const answer = await s3().send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async remove(key) {
      assertSafe(key);
      await s3().send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

type S3PrivateOptions = ClientOptions & { bucket: string; prefix: string };

/** S3-compatible private storage: objects are streamed through the API, which checks every reader. */
export function createS3PrivateStorage(options: S3PrivateOptions): PrivateStorage {
  const s3 = lazyClient(options);
  return {
    async put({ key, source, contentType }) {
      assertSafe(key);
      const body = Buffer.isBuffer(source) ? source : createReadStream(source.path);
      const length = Buffer.isBuffer(source) ? source.length : (await stat(source.path)).size;
      await s3().send(new PutObjectCommand({ Bucket: options.bucket, Key: `${options.prefix}${key}`, Body: body, ContentLength: length, ContentType: contentType, CacheControl: 'private, no-store' }));
    },
    async read(key, range) {
      assertSafe(key);
      const answer = await s3().send(
        new GetObjectCommand({ Bucket: options.bucket, Key: `${options.prefix}${key}`, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      return answer.Body as Readable;
    },
    multipart: s3Multipart(s3, options),
  };
}

/** S3's own multipart calls; our checks run first so that every driver refuses the same completions alike. */
function s3Multipart(s3: () => S3Client, { bucket, prefix }: { bucket: string; prefix: string }): MultipartStorage {
  const Key = (key: string) => {
    assertSafe(key);
    return `${prefix}${key}`;
  };
  const missing = (error: unknown): never => {
    if ((error as { name?: string }).name === 'NoSuchUpload') throw new MultipartError('NoSuchUpload');
    throw error;
  };
  async function listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    do {
      const page = await s3()
        .send(new ListPartsCommand({ Bucket: bucket, Key: Key(key), UploadId: uploadId, PartNumberMarker: marker }))
        .catch(missing);
      for (const part of page.Parts ?? []) parts.push({ PartNumber: part.PartNumber!, ETag: part.ETag!, Size: part.Size! });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts;
  }
  return {
    async create(key, contentType) {
      const answer = await s3().send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: Key(key), ContentType: contentType, CacheControl: 'private, no-store' }));
      return answer.UploadId!;
    },
    async uploadPart({ key, uploadId, partNumber, body }) {
      const answer = await s3()
        .send(new UploadPartCommand({ Bucket: bucket, Key: Key(key), UploadId: uploadId, PartNumber: partNumber, Body: body, ContentLength: body.length }))
        .catch(missing);
      return answer.ETag!;
    },
    listParts,
    async complete(key, uploadId, parts) {
      checkCompletion(await listParts(key, uploadId), parts);
      await s3()
        .send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: Key(key), UploadId: uploadId, MultipartUpload: { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) } }))
        .catch(missing);
    },
    async abort(key, uploadId) {
      await s3().send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: Key(key), UploadId: uploadId })).catch(missing);
    },
  };
}

