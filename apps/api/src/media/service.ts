import type { MediaItem, MediaType, VideoQuality } from '@velvet/contracts';
import { postMessages, POST_IMAGE_MAX_BYTES, videoQuality } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import type { ByteRange, PrivateStorage } from '../platform/storage/private.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { Decoder } from './decoder.ts';
import { blurredPreview, processPostImage, readVideo } from './processing.ts';
import * as repo from './repo.ts';
import { createMediaUploads, uploadedFileOf } from './uploads.ts';
import type { MediaSigner, MediaVariant } from './signing.ts';

/** What a page needs to show one item: the row's public facts, never its storage keys. */
export type MediaFacts = { id: string; type: MediaType; width: number; height: number; durationSeconds: number | null; previewUrl: string; hasPoster: boolean };

export const factsOf = (row: repo.MediaRow): MediaFacts => ({
  id: row.id,
  type: row.type,
  width: row.width,
  height: row.height,
  durationSeconds: row.durationSeconds,
  previewUrl: row.previewUrl,
  hasPoster: Boolean(row.posterKey),
});

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A private picture as a domain stores it: the media route's path, never signed. */
const PICTURE_REF = new RegExp(`^/api/media/(${UUID})$`, 'i');
/** A private picture as a client sends it back: the signed link its upload answered, or the stored reference. */
const PICTURE_LINK = new RegExp(`^/api/media/(${UUID})(?:\\?[^#]*)?$`, 'i');

/** The stored reference of a private picture. */
export const pictureRef = (mediaId: string) => `/api/media/${mediaId.toLowerCase()}`;

const videoTypes: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };
const extensionOf = (filename: string) => filename.toLowerCase().split('.').pop() ?? '';

type MediaServiceOptions = { db: Executor; storage: Storage; privateStorage: PrivateStorage; signer: MediaSigner; decoder: Decoder };

/** Post and story media: upload and processing, signed links for the entitled, and reading the bytes. */
export function createMediaService({ db, storage, privateStorage, signer, decoder }: MediaServiceOptions) {
  async function storeImage(ownerId: string, id: string, file: string) {
    const { jpeg, width, height } = await processPostImage(await readFile(file));
    const storageKey = `${ownerId}/posts/${id}.jpg`;
    await privateStorage.put({ key: storageKey, source: jpeg, contentType: 'image/jpeg' });
    return { type: 'image' as const, storageKey, contentType: 'image/jpeg', bytes: jpeg.length, width, height, preview: await blurredPreview(jpeg) };
  }

  async function storeVideo(ownerId: string, id: string, file: string, extension: string) {
    const { poster, durationSeconds, source } = await readVideo(decoder, file);
    const storageKey = `${ownerId}/posts/${id}.${extension}`;
    const posterKey = `${ownerId}/posts/${id}-poster.jpg`;
    await privateStorage.put({ key: storageKey, source: { path: file }, contentType: videoTypes[extension]! });
    await privateStorage.put({ key: posterKey, source: poster.jpeg, contentType: 'image/jpeg' });
    const bytes = (await stat(file)).size;
    return { type: 'video' as const, storageKey, posterKey, contentType: videoTypes[extension]!, bytes, width: poster.width, height: poster.height, durationSeconds, quality: videoQuality(source.width, source.height), preview: await blurredPreview(poster.jpeg) };
  }

  type UploadOptions = { executor?: Executor };

  /** Stores an uploaded file (already on local disk) for a later post or story of its owner. */
  async function upload(ownerId: string, { filename, path }: { filename: string; path: string }, { executor = db }: UploadOptions = {}): Promise<MediaItem> {
    const extension = extensionOf(filename);
    const id = randomUUID();
    const isVideo = extension in videoTypes;
    if (!isVideo && (await stat(path)).size > POST_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', postMessages.mediaTooLarge);
    const { preview, ...stored } = isVideo ? await storeVideo(ownerId, id, path, extension) : await storeImage(ownerId, id, path);
    const previewUrl = await storage.put({ key: `${ownerId}/preview/${id}.jpg`, body: preview, contentType: 'image/jpeg' });
    const row = await repo.insertMedia(executor, { id, ownerId, previewUrl, ...stored });
    return view(factsOf(row), { viewerId: ownerId, locked: false });
  }

  /** One item as a viewer sees it: signed links when they may see it, the blurred preview otherwise. */
  function view(facts: MediaFacts, { viewerId, locked, now }: { viewerId: string | null; locked: boolean; now?: Date }): MediaItem {
    const link = (variant: MediaVariant) => signer.url({ mediaId: facts.id, variant, viewerId }, now);
    return {
      _id: facts.id,
      type: facts.type,
      width: facts.width,
      height: facts.height,
      duration: facts.durationSeconds,
      url: locked ? null : link('original'),
      poster_url: locked || !facts.hasPoster ? null : link('poster'),
      preview_url: locked && facts.previewUrl ? facts.previewUrl : null,
    };
  }

  /** A chat voice message (bytes already checked): private storage, no preview, given to no post. */
  async function storeAudio(ownerId: string, { path, contentType, executor = db }: { path: string; contentType: string; executor?: Executor }): Promise<repo.MediaRow> {
    const id = randomUUID();
    const storageKey = `${ownerId}/chat-audio/${id}.${contentType === 'audio/ogg' ? 'ogg' : 'webm'}`;
    await privateStorage.put({ key: storageKey, source: { path }, contentType });
    return repo.insertMedia(executor, { id, ownerId, type: 'audio', storageKey, contentType, bytes: (await stat(path)).size, previewUrl: '', width: 0, height: 0 });
  }

  /**
   * A private picture (a chat photo, a request's file or delivery; bytes already re-encoded as a JPEG):
   * private storage, no preview, given to no post. Answers its stored reference.
   */
  async function savePicture(ownerId: string, jpeg: Buffer, executor: Executor = db): Promise<string> {
    const id = randomUUID();
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    const storageKey = `${ownerId}/pictures/${id}.jpg`;
    await privateStorage.put({ key: storageKey, source: jpeg, contentType: 'image/jpeg' });
    await repo.insertMedia(executor, { id, ownerId, type: 'image', storageKey, contentType: 'image/jpeg', bytes: jpeg.length, previewUrl: '', width, height });
    return pictureRef(id);
  }

  /** A new private picture of its uploader, answered as the link they open it with. */
  const storePicture = async (ownerId: string, jpeg: Buffer) => picturesFor([{ path: await savePicture(ownerId, jpeg) }], ownerId)[0]!.path;

  /**
   * The files among `files` as a domain keeps them (`path` the stored reference), when every one is a
   * picture `ownerId` uploaded; undefined otherwise (a public URL, someone else's, or no upload at all).
   */
  async function ownPictures<T extends { path: string; type?: string }>(ownerId: string, files: T[]): Promise<T[] | undefined> {
    const ids = files.map((file) => PICTURE_LINK.exec(file.path)?.[1]?.toLowerCase());
    if (ids.some((id) => id === undefined)) return undefined;
    const unique = [...new Set(ids as string[])];
    const types = unique.length ? await repo.ownMediaTypes(db, ownerId, unique) : new Map<string, MediaType>();
    // A file is the type it says: a video only where a video upload (with its poster) was made.
    if (files.some((file, index) => types.get(ids[index]!) !== (file.type === 'video' ? 'video' : 'image'))) return undefined;
    return files.map((file, index) => ({ ...file, path: pictureRef(ids[index]!) }));
  }

  type FileView = { poster_url?: string | null; quality?: VideoQuality | null; duration?: number | null };

  /** Stored files as `viewerId` gets them (as `picturesFor`), a video with its poster link, quality label and length. */
  async function filesFor<T extends { path: string; type?: string }>(files: T[], viewerId: string): Promise<(T & FileView)[]> {
    const videoIds = files.filter((file) => file.type === 'video').flatMap((file) => PICTURE_REF.exec(file.path)?.[1] ?? []);
    const videos = new Map((await repo.findMany(db, videoIds)).map((row) => [row.id, row]));
    return files.map((file) => {
      const [shown] = picturesFor([file], viewerId);
      const video = videos.get(PICTURE_REF.exec(file.path)?.[1]?.toLowerCase() ?? '');
      if (!video) return shown!;
      return {
        ...shown!,
        poster_url: video.posterKey ? signer.url({ mediaId: video.id, variant: 'poster', viewerId }) : null,
        quality: (video.quality as VideoQuality | null) ?? null,
        duration: video.durationSeconds,
      };
    });
  }

  /** Stored files as `viewerId` gets them: private pictures as links signed for them (a video with its poster's); other paths as they are. */
  function picturesFor<T extends { path: string; type?: string }>(files: T[], viewerId: string): T[] {
    return files.map((file) => {
      const id = PICTURE_REF.exec(file.path)?.[1];
      if (!id) return file;
      const signed = { ...file, path: signer.url({ mediaId: id, variant: 'original', viewerId }) };
      return file.type === 'video' ? { ...signed, poster_url: signer.url({ mediaId: id, variant: 'poster', viewerId }) } : signed;
    });
  }

  const find = (id: string) => repo.findMedia(db, id);

  /** The bytes of an item the caller has already authorised, whole or a range of the original. */
  function read(row: repo.MediaRow, variant: MediaVariant, range?: ByteRange): Promise<Readable> {
    if (variant === 'poster') {
      if (!row.posterKey) throw new AppError('NOT_FOUND', postMessages.mediaUnavailable);
      return privateStorage.read(row.posterKey);
    }
    return privateStorage.read(row.storageKey, range);
  }

  const attach = (executor: Executor, options: Parameters<typeof repo.attach>[1]) => repo.attach(executor, options);
  const ofStories = async (storyIds: string[], executor: Executor = db) => (await repo.ofStories(executor, storyIds)).map((row) => ({ storyId: row.storyId!, facts: factsOf(row) }));

  const uploads = createMediaUploads({ db, privateStorage, decoder, signer });

  /** The media ids of `files` when every one is the owner's own private upload of the type it says; undefined otherwise. */
  async function ownUploadIds(ownerId: string, files: { path: string; type: 'image' | 'video' }[]): Promise<string[] | undefined> {
    const own = await ownPictures(ownerId, files);
    return own?.map((file) => PICTURE_REF.exec(file.path)![1]!);
  }

  /** Private uploads by id, as `viewerId` gets them (signed links, poster, quality label). */
  async function filesByIds(ids: string[], viewerId: string) {
    const rows = await repo.findMany(db, ids);
    return new Map(rows.map((row) => [row.id, uploadedFileOf(signer, row, viewerId)]));
  }

  /** The stored reference of the owner's upload, for a domain that sends it (a direct message). */
  const refOf = (mediaId: string) => pictureRef(mediaId);

  /**
   * A fresh, unattached copy of an owner's upload (same stored bytes, which never change), for a post, a
   * story or a paid message to take: one library item serves any number of them. Answers the copy as a
   * post's media item, with a blurred public preview made now if the original had none.
   */
  async function copyForReuse(ownerId: string, mediaId: string): Promise<MediaItem | undefined> {
    const row = await repo.findMedia(db, mediaId);
    if (!row || row.ownerId !== ownerId || row.type === 'audio') return undefined;
    const id = randomUUID();
    let { previewUrl } = row;
    if (!previewUrl) {
      const source = await privateStorage.read(row.posterKey ?? row.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      previewUrl = await storage.put({ key: `${ownerId}/preview/${id}.jpg`, body: await blurredPreview(Buffer.concat(chunks)), contentType: 'image/jpeg' });
    }
    const { id: _id, postId: _post, storyId: _story, position: _position, createdAt: _created, ...stored } = row;
    const copy = await repo.insertMedia(db, { ...stored, id, previewUrl });
    return view(factsOf(copy), { viewerId: ownerId, locked: false });
  }

  return { upload, storeAudio, savePicture, storePicture, ownPictures, picturesFor, filesFor, view, find, read, attach, ofStories, verify: signer.verify, uploads, ownUploadIds, filesByIds, refOf, copyForReuse };
}
export type MediaService = ReturnType<typeof createMediaService>;

/** What a domain keeping private pictures (chat, requests) needs: to take its user's uploads, and to show them to a viewer. */
export type PicturesPort = Pick<MediaService, 'ownPictures' | 'picturesFor' | 'filesFor'>;
