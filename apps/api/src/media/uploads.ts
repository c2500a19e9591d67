import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_VIDEO_MAX_SECONDS,
  mediaKindOf,
  mediaUploadMessages,
  UPLOAD_PART_BYTES,
  videoQuality,
  type MultipartStart,
  type MultipartStarted,
  type UploadedFile,
  type UploadedPart,
} from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import { MultipartError, type PrivateStorage } from '../platform/storage/private.ts';
import type { Decoder } from './decoder.ts';
import { processPostImage, readVideo } from './processing.ts';
import * as repo from './repo.ts';
import { mediaUploads } from './schema.ts';
import type { MediaSigner } from './signing.ts';

const invalid = (message: string, field = 'file') => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
const notFound = () => new AppError('NOT_FOUND', mediaUploadMessages.notFound);

const extensionByType: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const contentTypeByExtension: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mkv: 'video/x-matroska', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** The stored object's extension and type: the file's own when we know it, else its kind's usual one (the bytes decide later). */
function storedFormat(kind: 'image' | 'video', filename: string, contentType: string) {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (contentTypeByExtension[extension]?.startsWith(kind)) return { extension: extension === 'jpeg' ? 'jpg' : extension, contentType: contentTypeByExtension[extension]! };
  if (extensionByType[contentType]?.length && contentType.startsWith(kind)) return { extension: extensionByType[contentType]!, contentType };
  return kind === 'video' ? { extension: 'mp4', contentType: 'video/mp4' } : { extension: 'jpg', contentType: 'image/jpeg' };
}

const multipartFailure = (error: unknown): never => {
  if (!(error instanceof MultipartError)) throw error;
  if (error.reason === 'NoSuchUpload') throw notFound();
  if (error.reason === 'InvalidPartOrder') throw invalid(mediaUploadMessages.partOrder, 'parts');
  throw invalid(mediaUploadMessages.incomplete, 'parts');
};

/** A private upload as `viewerId` gets it: signed links (a video's poster too), its size, length and quality label. */
export function uploadedFileOf(signer: MediaSigner, row: repo.MediaRow, viewerId: string): UploadedFile {
  return {
    path: signer.url({ mediaId: row.id, variant: 'original', viewerId }),
    type: row.type === 'video' ? 'video' : 'image',
    width: row.width,
    height: row.height,
    duration: row.durationSeconds,
    poster_url: row.posterKey ? signer.url({ mediaId: row.id, variant: 'poster', viewerId }) : null,
    quality: row.type === 'video' && row.quality ? (row.quality as UploadedFile['quality']) : null,
  };
}

type MediaUploadsOptions = { db: Executor; privateStorage: PrivateStorage; decoder: Decoder; signer: MediaSigner };
type UploadRef = { ownerId: string; key: string; uploadId: string };

/**
 * Resumable uploads of request and chat media (photos up to 40 MB, videos up to 1 GB and 10 minutes):
 * opened with the file's facts, sent in parts straight to private storage with S3's multipart
 * semantics, and completed with the list of ETag and PartNumber. Completion checks the bytes, makes a
 * video's poster frame and quality label, and answers the uploader's link; completing again answers
 * the same file.
 */
export function createMediaUploads({ db, privateStorage, decoder, signer }: MediaUploadsOptions) {
  const storage = privateStorage.multipart;

  async function start(ownerId: string, input: MultipartStart): Promise<MultipartStarted> {
    const kind = mediaKindOf({ name: input.filename, type: input.content_type });
    if (!kind) throw invalid(mediaUploadMessages.mediaOnly);
    if (input.size > (kind === 'image' ? MEDIA_IMAGE_MAX_BYTES : MEDIA_VIDEO_MAX_BYTES)) throw new AppError('PAYLOAD_TOO_LARGE', mediaUploadMessages.tooLarge, { fields: { file: mediaUploadMessages.tooLarge } });
    const { extension, contentType } = storedFormat(kind, input.filename, input.content_type);
    const key = `${ownerId}/uploads/${randomUUID()}.${extension}`;
    const uploadId = await storage.create(key, contentType);
    await db.insert(mediaUploads).values({ uploadId, key, ownerId, type: kind, filename: input.filename, contentType, size: input.size, partSize: UPLOAD_PART_BYTES });
    return { key, upload_id: uploadId, part_size: UPLOAD_PART_BYTES, part_count: Math.ceil(input.size / UPLOAD_PART_BYTES) };
  }

  async function find({ ownerId, key, uploadId }: UploadRef, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.uploadId, uploadId), eq(mediaUploads.key, key), eq(mediaUploads.ownerId, ownerId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** One part, written (again) by number: every part but the last has the part size, the last the rest. */
  async function uploadPart(ref: UploadRef, partNumber: number, body: Buffer): Promise<UploadedPart> {
    const row = await find(ref);
    if (row.mediaId) throw new AppError('CONFLICT', mediaUploadMessages.notFound);
    const count = Math.ceil(row.size / row.partSize);
    if (partNumber < 1 || partNumber > count) throw invalid(mediaUploadMessages.badPart, 'PartNumber');
    const expected = partNumber < count ? row.partSize : row.size - row.partSize * (count - 1);
    if (body.length !== expected) throw invalid(mediaUploadMessages.partSize, 'body');
    const ETag = await storage.uploadPart({ key: row.key, uploadId: row.uploadId, partNumber, body }).catch(multipartFailure);
    return { ETag, PartNumber: partNumber };
  }

  async function listParts(ref: UploadRef) {
    const row = await find(ref);
    if (row.mediaId) return [];
    return storage.listParts(row.key, row.uploadId).catch(multipartFailure);
  }

  async function abort(ref: UploadRef): Promise<void> {
    const row = await find(ref);
    if (row.mediaId) throw new AppError('CONFLICT', mediaUploadMessages.notFound);
    await storage.abort(row.key, row.uploadId).catch(multipartFailure);
    await db.delete(mediaUploads).where(eq(mediaUploads.uploadId, row.uploadId));
  }

  const fileOf = (row: repo.MediaRow, viewerId: string) => uploadedFileOf(signer, row, viewerId);

  async function copyToDisk(key: string): Promise<string> {
    const local = path.join(tmpdir(), `velvet-multipart-${randomUUID()}`);
    await pipeline(await privateStorage.read(key), createWriteStream(local));
    return local;
  }

  /** Makes the media row of a completed object: a photo re-encoded as a private JPEG, a video with its poster and label. */
  async function process(executor: Executor, row: typeof mediaUploads.$inferSelect): Promise<repo.MediaRow> {
    const local = await copyToDisk(row.key);
    const id = randomUUID();
    try {
      if (row.type === 'image') {
        const { jpeg, width, height } = await processPostImage(await readFile(local)).catch(() => {
          throw invalid(mediaUploadMessages.mediaOnly);
        });
        const storageKey = `${row.ownerId}/pictures/${id}.jpg`;
        await privateStorage.put({ key: storageKey, source: jpeg, contentType: 'image/jpeg' });
        return repo.insertMedia(executor, { id, ownerId: row.ownerId, type: 'image', storageKey, contentType: 'image/jpeg', bytes: jpeg.length, previewUrl: '', width, height });
      }
      const { poster, durationSeconds, source } = await readVideo(decoder, local).catch(() => {
        throw invalid(mediaUploadMessages.mediaOnly);
      });
      if (durationSeconds !== null && durationSeconds > MEDIA_VIDEO_MAX_SECONDS) throw invalid(mediaUploadMessages.videoTooLong);
      const posterKey = `${row.ownerId}/pictures/${id}-poster.jpg`;
      await privateStorage.put({ key: posterKey, source: poster.jpeg, contentType: 'image/jpeg' });
      return repo.insertMedia(executor, {
        id,
        ownerId: row.ownerId,
        type: 'video',
        storageKey: row.key,
        contentType: row.contentType,
        bytes: row.size,
        posterKey,
        previewUrl: '',
        width: source.width,
        height: source.height,
        durationSeconds,
        quality: videoQuality(source.width, source.height),
      });
    } finally {
      await rm(local, { force: true });
    }
  }

  /** The spec's completion call: the parts named by ETag and PartNumber; the object appears, then becomes the uploader's file. */
  async function complete(ref: UploadRef, parts: UploadedPart[]): Promise<UploadedFile> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.uploadId, ref.uploadId), eq(mediaUploads.key, ref.key), eq(mediaUploads.ownerId, ref.ownerId)))
        .for('update')
        .limit(1);
      if (!row) throw notFound();
      if (row.mediaId) {
        const done = await repo.findMedia(tx, row.mediaId);
        if (done) return fileOf(done, ref.ownerId);
        throw notFound();
      }
      if (parts.length !== Math.ceil(row.size / row.partSize)) throw invalid(mediaUploadMessages.incomplete, 'parts');
      await storage.complete(row.key, row.uploadId, parts).catch(multipartFailure);
      const media = await process(tx, row);
      await tx.update(mediaUploads).set({ mediaId: media.id }).where(eq(mediaUploads.uploadId, row.uploadId));
      return fileOf(media, ref.ownerId);
    });
  }

  return { start, uploadPart, listParts, complete, abort };
}
export type MediaUploads = ReturnType<typeof createMediaUploads>;
