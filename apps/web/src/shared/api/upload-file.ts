import { z } from 'zod';
import { ApiRequestError, networkError, toApiRequestError } from './api-request-error';
import { apiClient } from './browser-client';

export type UploadFileOptions<T> = {
  path: string;
  file: Blob;
  filename: string;
  /** The answer's `data`. */
  schema: z.ZodType<T>;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one file as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * The access token is refreshed once if it expired on the way.
 */
export async function uploadFile<T>(options: UploadFileOptions<T>): Promise<T> {
  try {
    return await sendUpload(options, await apiClient.currentToken());
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== 'TOKEN_EXPIRED') throw error;
    return sendUpload(options, await apiClient.refreshSession());
  }
}

function readBody(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText);
  } catch {
    return undefined;
  }
}

function sendUpload<T>({ path, file, filename, schema, onProgress, signal }: UploadFileOptions<T>, token: string | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    request.open('POST', path);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(signal?.reason ?? new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      const body = readBody(request);
      if (request.status >= 200 && request.status < 300) {
        const parsed = z.object({ data: schema }).safeParse(body);
        if (parsed.success) return resolve(parsed.data.data);
      }
      reject(toApiRequestError(request.status, body, request.getResponseHeader('Retry-After')));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, filename);
    request.send(form);
  });
}
