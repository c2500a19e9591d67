import { POST_IMAGE_MAX_BYTES, POST_VIDEO_MAX_BYTES, postMediaExtensions, postMediaMimeTypes, postMessages } from '@velvet/contracts';

export type MediaFileCheck = { ok: true; kind: 'image' | 'video' } | { ok: false; message: string };

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Whether a picked file may be uploaded to a post or story, checked before any byte is sent: a photo
 * (up to 20 MB) or a video (up to 200 MB) of the formats the server takes, by type or by extension
 * (some systems give no type). The server checks the bytes again.
 */
export function checkMediaFile(file: { name: string; type: string; size: number }): MediaFileCheck {
  const typeKnown = (postMediaMimeTypes as readonly string[]).includes(file.type);
  const extensionKnown = (postMediaExtensions as readonly string[]).includes(extensionOf(file.name));
  if (!typeKnown && !(file.type === '' && extensionKnown)) return { ok: false, message: postMessages.unsupportedMedia };
  const kind = file.type.startsWith('video/') || ['mp4', 'mov', 'webm'].includes(extensionOf(file.name)) ? 'video' : 'image';
  const limit = kind === 'video' ? POST_VIDEO_MAX_BYTES : POST_IMAGE_MAX_BYTES;
  return file.size > limit ? { ok: false, message: postMessages.mediaTooLarge } : { ok: true, kind };
}

/** The accept attribute of the file input. */
export const mediaAccept = [...postMediaMimeTypes, ...postMediaExtensions.map((extension) => `.${extension}`)].join(',');
