import { z } from 'zod';

/** Resumable uploads of request and chat media: the spec's words where it has them, ours where it is silent. */
export const mediaUploadMessages = {
  noFile: 'No file attached',
  mediaOnly: 'Only media files are allowed',
  tooLarge: 'File too large',
  videoTooLong: 'File length should not be greater than 10 minutes',
  loadVideoFailed: 'Failed to load video',
  thumbnailFailed: 'Failed to generate thumbnail',
  notFound: 'This upload does not exist or has expired',
  badPart: 'This part does not belong to the upload',
  partSize: 'Every part but the last must be exactly the announced part size',
  incomplete: 'Some parts are missing or do not match their ETag',
  partOrder: 'Parts must be listed in ascending PartNumber order',
  sizeMismatch: 'The uploaded parts do not make the announced file',
  unreadable: 'This file could not be read as a photo or a video',
} as const;

export const MEDIA_IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_SECONDS = 600;
/** Every part but the last has exactly this size: S3's smallest part, so 1 GB makes 205 parts. */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const videoExtensions = ['mp4', 'mov', 'm4v', 'webm', 'mkv'];

/** Image or video by the file's type or name (the server checks the bytes again); null for anything else. */
export function mediaKindOf(file: { name: string; type: string }): 'image' | 'video' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type && file.type !== 'application/octet-stream') return null;
  if (imageExtensions.includes(extension)) return 'image';
  return videoExtensions.includes(extension) ? 'video' : null;
}

/** The spec's problem with a picked file before it goes up: media only, 40 MB for images, 1 GB for videos. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size <= 0) return mediaUploadMessages.noFile;
  const kind = mediaKindOf(file);
  if (!kind) return mediaUploadMessages.mediaOnly;
  return file.size > (kind === 'image' ? MEDIA_IMAGE_MAX_BYTES : MEDIA_VIDEO_MAX_BYTES) ? mediaUploadMessages.tooLarge : null;
}

export const videoQualities = ['4K', '2K', 'FHD', 'HD', 'SD'] as const;
export type VideoQuality = (typeof videoQualities)[number];

/** The quality label from the longer side: 4K at 3600 or more, 2K at 2400, FHD at 1700, HD at 1100, else SD. */
export function videoQuality(width: number, height: number): VideoQuality {
  const longer = Math.max(width, height);
  if (longer >= 3600) return '4K';
  if (longer >= 2400) return '2K';
  if (longer >= 1700) return 'FHD';
  if (longer >= 1100) return 'HD';
  return 'SD';
}

/** Opens a resumable upload: the file's name, type and size in bytes. */
export const multipartStartSchema = z.strictObject({
  filename: z.string().trim().min(1, mediaUploadMessages.noFile).max(255),
  content_type: z.string().max(100).default(''),
  size: z.number({ error: mediaUploadMessages.noFile }).int().positive(mediaUploadMessages.noFile),
});
export type MultipartStart = z.infer<typeof multipartStartSchema>;

/** Where the parts go: the object's key and the upload id (both in every later path), the part size and count. */
export const multipartStartedSchema = z.object({ key: z.string(), upload_id: z.string(), part_size: z.number().int(), part_count: z.number().int() });
export type MultipartStarted = z.infer<typeof multipartStartedSchema>;

/** One part as S3 names it. */
export const uploadedPartSchema = z.strictObject({ ETag: z.string().min(1).max(100), PartNumber: z.number().int().min(1).max(10_000) });
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

/** The parts storage holds so far, to resume after a dropped one. */
export const multipartPartsSchema = z.object({ parts: z.array(uploadedPartSchema.extend({ Size: z.number().int() })) });

/** The spec's completion call: the list of ETag and PartNumber (key and upload id are in the path). */
export const multipartCompleteSchema = z.strictObject({ parts: z.array(uploadedPartSchema).min(1, mediaUploadMessages.incomplete).max(10_000) });
export type MultipartComplete = z.infer<typeof multipartCompleteSchema>;

/** A finished upload as its uploader gets it: `path` is the link they attach to a request or a message. */
export const uploadedFileSchema = z.object({
  path: z.string(),
  type: z.enum(['image', 'video']),
  width: z.number().int(),
  height: z.number().int(),
  /** Seconds, for a video. */
  duration: z.number().nullable(),
  /** The server-made poster frame of a video. */
  poster_url: z.string().nullable(),
  quality: z.enum(videoQualities).nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
