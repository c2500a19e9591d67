import { describe, expect, it } from 'vitest';
import { isOwnUpload } from '../../uploads/routes.ts';
import { createS3Storage } from './s3.ts';
import { createLocalStorage } from './storage.ts';

describe('storage keys', () => {
  it('recognises its own public URLs and refuses traversal', () => {
    const local = createLocalStorage('/tmp/velvet-test-uploads');
    expect(local.keyOf('/media/uploads/u1/avatar/a.jpg')).toBe('u1/avatar/a.jpg');
    expect(local.keyOf('/media/uploads/../etc/passwd')).toBeUndefined();
    expect(local.keyOf('https://elsewhere.example/u1/avatar/a.jpg')).toBeUndefined();
    const s3 = createS3Storage({ bucket: 'b', region: 'us-east-1', publicUrl: 'https://cdn.example/velvet/' });
    expect(s3.keyOf('https://cdn.example/velvet/u1/avatar/a.jpg')).toBe('u1/avatar/a.jpg');
  });

  it("names only the user's own uploads as theirs", () => {
    const owns = isOwnUpload(createLocalStorage('/tmp/velvet-test-uploads'));
    expect(owns('/media/uploads/u1/avatar/a.jpg', 'u1')).toBe(true);
    expect(owns('/media/uploads/u2/avatar/a.jpg', 'u1')).toBe(false);
  });
});
