/** One file of the composer, from picked to uploaded. */
export type UploadItem = {
  id: string;
  name: string;
  size: number;
  kind: 'image' | 'video';
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 100. */
  percent: number;
  /** The uploaded media's id, which the post names. */
  mediaId?: string;
  error?: string;
};

export type UploadAction =
  | { type: 'added'; item: Pick<UploadItem, 'id' | 'name' | 'size' | 'kind'> }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'uploaded'; id: string; mediaId: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'cleared' };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

const update = (items: UploadItem[], id: string, change: (item: UploadItem) => UploadItem) =>
  items.map((item) => (item.id === id ? change(item) : item));

/**
 * The composer's uploads. Progress only moves forward and never reaches 100 before the server has
 * answered (the bytes can be sent while the server still refuses the file); late events of a file
 * that finished, failed or was removed are ignored.
 */
export function uploadsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [...items, { ...action.item, status: 'uploading', percent: 0 }];
    case 'progressed':
      return update(items, action.id, (item) =>
        item.status === 'uploading' ? { ...item, percent: Math.max(item.percent, Math.min(99, clampPercent(action.percent))) } : item,
      );
    case 'uploaded':
      return update(items, action.id, (item) => (item.status === 'uploading' ? { ...item, status: 'done', percent: 100, mediaId: action.mediaId } : item));
    case 'failed':
      return update(items, action.id, (item) => (item.status === 'uploading' ? { ...item, status: 'failed', error: action.error } : item));
    case 'retried':
      return update(items, action.id, (item) =>
        item.status === 'failed' ? { ...item, status: 'uploading', percent: 0, error: undefined } : item,
      );
    case 'removed':
      return items.filter((item) => item.id !== action.id);
    case 'cleared':
      return [];
  }
}

/** Where the composer's uploads stand as a whole: the byte-weighted progress and whether it may post. */
export function uploadsSummary(items: UploadItem[]) {
  const totalBytes = items.reduce((sum, item) => sum + item.size, 0);
  const sentBytes = items.reduce((sum, item) => sum + (item.size * item.percent) / 100, 0);
  return {
    percent: totalBytes === 0 ? 0 : Math.floor((sentBytes / totalBytes) * 100),
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
    /** The ids of the uploaded media, in the order the files were picked. */
    mediaIds: items.flatMap((item) => (item.status === 'done' && item.mediaId ? [item.mediaId] : [])),
  };
}
