import { multipartPartsSchema, multipartStartedSchema, uploadedFileSchema, uploadedPartSchema, type MultipartStarted, type UploadedFile, type UploadedPart } from '@velvet/contracts';
import { z } from 'zod';
import { ApiRequestError, networkError, toApiRequestError } from './api-request-error';
import { apiClient } from './browser-client';

export type MultipartUploadOptions = {
  file: File;
  /** 0 to 100, of the file's bytes stored so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** How often a dropped part is sent again before the upload gives up (the parts already stored stay). */
const PART_ATTEMPTS = 4;
/** Parts in flight at once. */
const CONCURRENCY = 2;

const pathOf = (started: MultipartStarted) => `/api/uploads/multipart/${encodeURIComponent(started.key)}/${encodeURIComponent(started.upload_id)}`;

function putPart(url: string, body: Blob, token: string | undefined, onBytes: (sent: number) => void, signal?: AbortSignal): Promise<UploadedPart> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onBytes(event.loaded);
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(signal?.reason ?? new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      const parsed = z.object({ data: uploadedPartSchema }).safeParse(answer);
      if (request.status >= 200 && request.status < 300 && parsed.success) return resolve(parsed.data.data);
      reject(toApiRequestError(request.status, answer, request.getResponseHeader('Retry-After')));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** A part is sent again after a dropped connection (status 0) or a server hiccup; a refusal (4xx but an expired token or a rate limit) is final. */
const retryable = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500 || error.code === 'TOKEN_EXPIRED' || error.status === 429;

/**
 * Sends a file in resumable parts straight to storage (S3 multipart semantics): opens the upload, asks
 * which parts storage already holds (a resumed upload sends only the rest), sends each part (again, on a
 * dropped connection), then completes with the list of ETag and PartNumber; answers the stored file.
 */
export async function uploadInParts({ file, onProgress, signal }: MultipartUploadOptions): Promise<UploadedFile> {
  const started = await apiClient.request({ path: '/api/uploads/multipart', method: 'POST', body: { filename: file.name, content_type: file.type, size: file.size }, schema: multipartStartedSchema, signal });
  const held = await apiClient.request({ path: pathOf(started), schema: multipartPartsSchema, signal });
  const parts = new Map<number, UploadedPart>(held.parts.map(({ PartNumber, ETag }) => [PartNumber, { PartNumber, ETag }]));
  const sentBytes = new Map<number, number>(held.parts.map((part) => [part.PartNumber, part.Size]));
  const report = () => onProgress?.(Math.min(100, Math.round(([...sentBytes.values()].reduce((sum, bytes) => sum + bytes, 0) / file.size) * 100)));
  report();

  const missing = Array.from({ length: started.part_count }, (_, index) => index + 1).filter((number) => !parts.has(number));
  async function send(number: number) {
    const body = file.slice((number - 1) * started.part_size, number * started.part_size);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const token = await apiClient.currentToken();
        parts.set(number, await putPart(`${pathOf(started)}/parts/${number}`, body, token, (sent) => (sentBytes.set(number, sent), report()), signal));
        sentBytes.set(number, body.size);
        report();
        return;
      } catch (error) {
        sentBytes.set(number, 0);
        if (signal?.aborted || attempt >= PART_ATTEMPTS || !retryable(error)) throw error;
        if (error instanceof ApiRequestError && error.code === 'TOKEN_EXPIRED') await apiClient.refreshSession();
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }
  const queue = [...missing];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let number = queue.shift(); number !== undefined; number = queue.shift()) await send(number);
    }),
  );
  const completion = [...parts.values()].sort((a, b) => a.PartNumber - b.PartNumber);
  return apiClient.request({ path: `${pathOf(started)}/complete`, method: 'POST', body: { parts: completion }, schema: uploadedFileSchema, signal });
}
