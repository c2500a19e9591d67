import { POST_IMAGE_MAX_BYTES, POST_VIDEO_MAX_BYTES, postMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { checkMediaFile } from './media-file';

describe('checkMediaFile', () => {
  it('takes photos and videos of the server’s formats, telling which they are', () => {
    expect(checkMediaFile({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toEqual({ ok: true, kind: 'image' });
    expect(checkMediaFile({ name: 'clip.mov', type: 'video/quicktime', size: 1000 })).toEqual({ ok: true, kind: 'video' });
  });

  it('falls back on the extension when the system gives no type', () => {
    expect(checkMediaFile({ name: 'clip.MP4', type: '', size: 1000 })).toEqual({ ok: true, kind: 'video' });
    expect(checkMediaFile({ name: 'notes.txt', type: '', size: 10 })).toEqual({ ok: false, message: postMessages.unsupportedMedia });
  });

  it('refuses other types even with a media extension', () => {
    expect(checkMediaFile({ name: 'fake.jpg', type: 'application/pdf', size: 10 })).toEqual({ ok: false, message: postMessages.unsupportedMedia });
  });

  it('holds photos to 20 MB and videos to 200 MB', () => {
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: POST_IMAGE_MAX_BYTES })).toMatchObject({ ok: true });
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: POST_IMAGE_MAX_BYTES + 1 })).toEqual({ ok: false, message: postMessages.mediaTooLarge });
    expect(checkMediaFile({ name: 'v.webm', type: 'video/webm', size: POST_IMAGE_MAX_BYTES + 1 })).toMatchObject({ ok: true, kind: 'video' });
    expect(checkMediaFile({ name: 'v.webm', type: 'video/webm', size: POST_VIDEO_MAX_BYTES + 1 })).toEqual({ ok: false, message: postMessages.mediaTooLarge });
  });
});
