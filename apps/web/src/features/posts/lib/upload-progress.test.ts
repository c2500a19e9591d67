import { describe, expect, it } from 'vitest';
import { uploadsReducer, uploadsSummary, type UploadAction, type UploadItem } from './upload-progress';

const run = (actions: UploadAction[], start: UploadItem[] = []) => actions.reduce(uploadsReducer, start);
const added = (id: string, size = 100, kind: 'image' | 'video' = 'image'): UploadAction => ({ type: 'added', item: { id, name: `${id}.jpg`, size, kind } });

describe('uploadsReducer', () => {
  it('starts a picked file at 0 percent, uploading', () => {
    expect(run([added('a')])).toEqual([{ id: 'a', name: 'a.jpg', size: 100, kind: 'image', status: 'uploading', percent: 0 }]);
  });

  it('moves progress forward only and holds it below 100 until the server answers', () => {
    const items = run([added('a'), { type: 'progressed', id: 'a', percent: 60 }, { type: 'progressed', id: 'a', percent: 40 }]);
    expect(items[0]?.percent).toBe(60);
    expect(run([{ type: 'progressed', id: 'a', percent: 100 }], items)[0]?.percent).toBe(99);
  });

  it('marks a file done with its media id at 100 percent', () => {
    const [item] = run([added('a'), { type: 'uploaded', id: 'a', mediaId: 'm-a' }]);
    expect(item).toMatchObject({ status: 'done', percent: 100, mediaId: 'm-a' });
  });

  it('keeps the reason of a failure and lets the file be tried again from 0', () => {
    const failed = run([added('a'), { type: 'progressed', id: 'a', percent: 70 }, { type: 'failed', id: 'a', error: 'Too large' }]);
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'Too large', percent: 70 });
    const retried = run([{ type: 'retried', id: 'a' }], failed);
    expect(retried[0]).toMatchObject({ status: 'uploading', percent: 0, error: undefined });
  });

  it('ignores late events of a file that finished or was removed', () => {
    const done = run([added('a'), { type: 'uploaded', id: 'a', mediaId: 'm-a' }, { type: 'progressed', id: 'a', percent: 10 }, { type: 'failed', id: 'a', error: 'x' }]);
    expect(done[0]).toMatchObject({ status: 'done', percent: 100 });
    expect(run([added('b'), { type: 'removed', id: 'b' }, { type: 'uploaded', id: 'b', mediaId: 'm-b' }])).toEqual([]);
  });
});

describe('uploadsSummary', () => {
  it('weighs progress by file size', () => {
    const items = run([added('small', 100), added('big', 300, 'video'), { type: 'uploaded', id: 'small', mediaId: 'm-small' }, { type: 'progressed', id: 'big', percent: 50 }]);
    expect(uploadsSummary(items)).toEqual({ percent: 62, uploading: true, failed: false, mediaIds: ['m-small'] });
  });

  it('is ready to post only when nothing is uploading or failed', () => {
    const items = run([added('a'), { type: 'uploaded', id: 'a', mediaId: 'm-a' }, added('b'), { type: 'failed', id: 'b', error: 'x' }]);
    expect(uploadsSummary(items)).toMatchObject({ uploading: false, failed: true });
    expect(uploadsSummary([])).toEqual({ percent: 0, uploading: false, failed: false, mediaIds: [] });
  });
});
