import { MEDIA_VIEWER_PATH } from '@velvet/contracts';
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
