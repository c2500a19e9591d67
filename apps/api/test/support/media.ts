import { MEDIA_VIEWER_PATH, type MultipartStarted, type UploadedFile, type UploadedPart, type VaultItem } from '@velvet/contracts';
import { multipartFile, pngOf, type Headers } from './posts.ts';
import type { TestApp } from './test-app.ts';

/** Uploads a picture for a chat message or a request; answers the link its uploader got. */
export async function uploadPicture(testApp: TestApp, headers: Headers, color?: { r: number; g: number; b: number }): Promise<string> {
  const file = multipartFile({ filename: 'picture.png', type: 'image/png', body: await pngOf(64, 48, color) });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads/private-images', headers: { ...headers, ...file.headers }, payload: file.payload });
  if (response.statusCode !== 200) throw new Error(`picture upload failed: ${response.body}`);
  return response.json<{ data: { url: string } }>().data.url;
}

/** The Cookie header a browser sends to `/api/media` after the web set the signed-in user's viewer cookie. */
export async function viewerCookie(testApp: TestApp, headers: Headers): Promise<Headers> {
  const response = await testApp.app.inject({ method: 'POST', url: MEDIA_VIEWER_PATH, headers });
  const cookie = String(response.headers['set-cookie'] ?? '');
  if (response.statusCode !== 204 || !cookie) throw new Error(`viewer cookie refused: ${response.statusCode} ${response.body}`);
  return { cookie: cookie.split(';')[0]! };
}

/** Opens a media link as a browser's `<img>` does: no bearer token, only the cookie given. */
export const openMedia = (testApp: TestApp, url: string, cookie: Headers = {}) => testApp.app.inject({ method: 'GET', url, headers: cookie });

/** A finished resumable upload of a small picture (what the vault takes in). */
export async function finishedUpload(testApp: TestApp, headers: Headers, width = 120): Promise<UploadedFile> {
  const png = await pngOf(width, 80);
  const call = (method: 'POST' | 'PUT', url: string, payload: object | Buffer, extra: Headers = {}) => testApp.app.inject({ method, url, headers: { ...headers, ...extra }, payload });
  const started = (await call('POST', '/api/uploads/multipart', { filename: 'pic.png', content_type: 'image/png', size: png.length })).json<{ data: MultipartStarted }>().data;
  const base = `/api/uploads/multipart/${encodeURIComponent(started.key)}/${started.upload_id}`;
  const part = await call('PUT', `${base}/parts/1`, png, { 'content-type': 'application/octet-stream' });
  const done = await call('POST', `${base}/complete`, { parts: [part.json<{ data: UploadedPart }>().data] });
  return done.json<{ data: UploadedFile }>().data;
}

/** A picture put into the creator's vault; answers the vault item. */
export async function vaultPicture(testApp: TestApp, headers: Headers, width = 120): Promise<VaultItem> {
  const file = await finishedUpload(testApp, headers, width);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/vault/items', headers, payload: { files: [{ path: file.path, type: 'image' }] } });
  if (response.statusCode !== 201) throw new Error(`vault add failed: ${response.body}`);
  return response.json<{ data: VaultItem[] }>().data[0]!;
}
