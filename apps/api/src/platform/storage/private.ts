import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  multipart: MultipartStorage;
};

/** One uploaded part as S3 names it: its number (1–10,000) and its ETag (the quoted MD5 of its bytes). */
export type UploadedPart = { PartNumber: number; ETag: string };
export type StoredPart = UploadedPart & { Size: number };

/** S3's smallest part but the last (EntityTooSmall below it). */
export const MULTIPART_MIN_PART_BYTES = 5 * 1024 * 1024;
export const MULTIPART_MAX_PARTS = 10_000;

export type MultipartFailure = 'NoSuchUpload' | 'InvalidPart' | 'InvalidPartOrder' | 'EntityTooSmall';

/** A refused multipart call, named as S3 names it. */
export class MultipartError extends Error {
  constructor(readonly reason: MultipartFailure) {
    super(`multipart upload: ${reason}`);
  }
}

/**
 * S3 multipart semantics, on every driver: an upload is opened for a key, its parts are written by
 * number (a part written again replaces the earlier one, so a dropped part is simply sent again), the
 * parts written so far can be listed (to resume), and the completion names every part by number and
 * ETag, in ascending order, each but the last at least 5 MiB; only then does the object appear.
 */
export type MultipartStorage = {
  create: (key: string, contentType: string) => Promise<string>;
  uploadPart: (options: { key: string; uploadId: string; partNumber: number; body: Buffer }) => Promise<string>;
  listParts: (key: string, uploadId: string) => Promise<StoredPart[]>;
  complete: (key: string, uploadId: string, parts: UploadedPart[]) => Promise<void>;
  abort: (key: string, uploadId: string) => Promise<void>;
};

/** The quoted MD5 of a part, as S3 answers it for an unencrypted part. */
export const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/** The completion's list checked against the parts held: S3's own order of checks. */
export function checkCompletion(held: StoredPart[], parts: UploadedPart[]): void {
  if (!parts.length) throw new MultipartError('InvalidPart');
  const byNumber = new Map(held.map((part) => [part.PartNumber, part]));
  parts.forEach((part, index) => {
    if (index > 0 && part.PartNumber <= parts[index - 1]!.PartNumber) throw new MultipartError('InvalidPartOrder');
    const stored = byNumber.get(part.PartNumber);
    if (!stored || stored.ETag !== normalEtag(part.ETag)) throw new MultipartError('InvalidPart');
    if (index < parts.length - 1 && stored.Size < MULTIPART_MIN_PART_BYTES) throw new MultipartError('EntityTooSmall');
  });
}

const normalEtag = (etag: string) => (etag.startsWith('"') ? etag : `"${etag}"`);
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** Multipart uploads on local disk: parts under `{root}/.multipart/{uploadId}/`, the object appearing at completion by rename. */
function localMultipart(root: string): MultipartStorage {
  const folderOf = async (key: string, uploadId: string) => {
    assertSafe(key);
    if (!UPLOAD_ID.test(uploadId)) throw new MultipartError('NoSuchUpload');
    const folder = path.join(root, '.multipart', uploadId);
    const owner = await readFile(path.join(folder, 'key'), 'utf8').catch(() => undefined);
    if (owner !== key) throw new MultipartError('NoSuchUpload');
    return folder;
  };
  const partFile = (folder: string, partNumber: number) => path.join(folder, `part-${String(partNumber).padStart(5, '0')}`);

  async function listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const folder = await folderOf(key, uploadId);
    const names = (await readdir(folder)).filter((name) => /^part-\d{5}$/.test(name)).sort();
    return Promise.all(
      names.map(async (name) => {
        const body = await readFile(path.join(folder, name));
        return { PartNumber: Number(name.slice(5)), ETag: etagOf(body), Size: body.length };
      }),
    );
  }

  return {
    async create(key) {
      assertSafe(key);
      const uploadId = randomUUID().replaceAll('-', '');
      const folder = path.join(root, '.multipart', uploadId);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'key'), key);
      return uploadId;
    },
    async uploadPart({ key, uploadId, partNumber, body }) {
      const folder = await folderOf(key, uploadId);
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MULTIPART_MAX_PARTS) throw new MultipartError('InvalidPart');
      const target = partFile(folder, partNumber);
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
      return etagOf(body);
    },
    listParts,
    async complete(key, uploadId, parts) {
      const folder = await folderOf(key, uploadId);
      checkCompletion(await listParts(key, uploadId), parts);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      const out = await open(temporary, 'w');
      try {
        for (const part of parts) await out.write(await readFile(partFile(folder, part.PartNumber)));
      } finally {
        await out.close();
      }
      await rename(temporary, target);
      await rm(folder, { recursive: true, force: true });
    },
    async abort(key, uploadId) {
      await rm(await folderOf(key, uploadId), { recursive: true, force: true });
    },
  };
}

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
    multipart: localMultipart(root),
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
