import { useReducer, useRef } from 'react';
import { toUserMessage } from '@/shared/errors';
import { uploadPostMedia } from '../api/posts-api';
import { checkMediaFile } from '../lib/media-file';
import { uploadsReducer, uploadsSummary } from '../lib/upload-progress';

/**
 * The composer's files: each picked file starts uploading at once with its own progress; a file can be
 * removed (its upload is cancelled) or, after a failure, tried again. Refused files are reported by name.
 */
export function useMediaUploads() {
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const files = useRef(new Map<string, { file: File; controller: AbortController }>());

  const start = (id: string, file: File) => {
    const controller = new AbortController();
    files.current.set(id, { file, controller });
    uploadPostMedia({ file, signal: controller.signal, onProgress: (percent) => dispatch({ type: 'progressed', id, percent }) })
      .then((media) => dispatch({ type: 'uploaded', id, mediaId: media._id }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', id, error: toUserMessage(error) });
      });
  };

  /** Starts the files that may be uploaded; answers the refusals ('photo.bmp: Unsupported Format'). */
  const add = (picked: File[]): string[] => {
    const refusals: string[] = [];
    for (const file of picked) {
      const check = checkMediaFile(file);
      if (!check.ok) {
        refusals.push(`${file.name}: ${check.message}`);
        continue;
      }
      const id = crypto.randomUUID();
      dispatch({ type: 'added', item: { id, name: file.name, size: file.size, kind: check.kind } });
      start(id, file);
    }
    return refusals;
  };

  const remove = (id: string) => {
    files.current.get(id)?.controller.abort();
    files.current.delete(id);
    dispatch({ type: 'removed', id });
  };

  const retry = (id: string) => {
    const entry = files.current.get(id);
    if (!entry) return;
    dispatch({ type: 'retried', id });
    start(id, entry.file);
  };

  const clear = () => {
    files.current.forEach((entry) => entry.controller.abort());
    files.current.clear();
    dispatch({ type: 'cleared' });
  };

  return { items, summary: uploadsSummary(items), add, remove, retry, clear };
}
