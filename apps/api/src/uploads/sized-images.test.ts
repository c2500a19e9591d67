import { responsiveImage, COVER_SIZES } from '@velvet/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'velvet-uploads-')) });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

async function storedCover(): Promise<string> {
  const body = await sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 120, g: 40, b: 90 } } }).jpeg().toBuffer();
  return testApp.storage.put({ key: `${crypto.randomUUID()}/background/${crypto.randomUUID()}.jpg`, body, contentType: 'image/jpeg' });
}

describe('GET /media/sized/:width/*key', () => {
  it("serves every width of a public upload's srcset as WebP that wide, cached for a year", async () => {
    const cover = responsiveImage(await storedCover(), COVER_SIZES.header);
    const candidates = cover.srcSet!.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w']);
    for (const [url, width] of candidates) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: Number.parseInt(width), height: Number.parseInt(width) / 2 });
    }
  });

  it('answers the same bytes again from the copy it stored', async () => {
    const url = responsiveImage(await storedCover(), COVER_SIZES.card).srcSet!.split(' ')[0]!;
    const [first, second] = [await get(url), await get(url)];
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('refuses a width not offered, a key that is unsafe, and a picture that does not exist, with 4xx', async () => {
    const key = (await storedCover()).replace('/media/uploads/', '');
    expect((await get(`/media/sized/333/${key}`)).statusCode).toBe(400);
    expect((await get('/media/sized/480/..%2F..%2Fetc%2Fpasswd.jpg')).statusCode).toBe(400);
    expect((await get(`/media/sized/480/sized/480/${key.replace(/\.jpg$/, '-jpg')}.webp`)).statusCode).toBe(400);
    expect((await get(`/media/sized/480/${crypto.randomUUID()}/background/missing.jpg`)).statusCode).toBe(404);
  });

  it('leaves pictures stored elsewhere as they are', () => {
    expect(responsiveImage('https://cdn.example/cover.jpg', COVER_SIZES.header)).toEqual({ src: 'https://cdn.example/cover.jpg' });
  });
});
