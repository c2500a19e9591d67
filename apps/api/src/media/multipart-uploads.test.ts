import type { ChatMessage, MultipartStarted, ServiceRequest, UploadedFile, UploadedPart } from '@velvet/contracts';
import { mediaUploadMessages, videoQuality } from '@velvet/contracts';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMedia } from '../../test/support/media.ts';
import { pngOf } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf } from '../chat/test-support.ts';
import { requestsUser, type Paid, type RequestsUser } from '../requests/test-support.ts';

let testApp: TestApp;
let bigVideo: Buffer;
beforeAll(async () => {
  testApp = await createTestApp();
  // Three seconds of 1920×1080 at a high quality: about 11 MB, three parts of 5 MiB.
  bigVideo = await ffmpegVideo(['-f', 'lavfi', '-i', 'testsrc2=duration=3:size=1920x1080:rate=25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '4']);
});
afterAll(() => testApp.close());

async function ffmpegVideo(args: string[]): Promise<Buffer> {
  const file = path.join(tmpdir(), `velvet-test-${randomUUID()}.mp4`);
  await promisify(execFile)('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args, '-y', file]);
  try {
    return await readFile(file);
  } finally {
    await rm(file, { force: true });
  }
}

const base = (started: MultipartStarted) => `/api/uploads/multipart/${encodeURIComponent(started.key)}/${started.upload_id}`;

function uploader(user: Pick<RequestsUser, 'headers'>) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | Buffer) =>
    testApp.app.inject({ method, url, headers: { ...user.headers, ...(Buffer.isBuffer(payload) && { 'content-type': 'application/octet-stream' }) }, ...(payload && { payload }) });
  return {
    start: (file: { filename: string; content_type: string; size: number }) => inject('POST', '/api/uploads/multipart', file),
    put: (started: MultipartStarted, partNumber: number, body: Buffer) => inject('PUT', `${base(started)}/parts/${partNumber}`, body),
    list: (started: MultipartStarted) => inject('GET', base(started)),
    complete: (started: MultipartStarted, parts: UploadedPart[]) => inject('POST', `${base(started)}/complete`, { parts }),
    abort: (started: MultipartStarted) => inject('DELETE', base(started)),
  };
}

const partsOf = (body: Buffer, size: number) => Array.from({ length: Math.ceil(body.length / size) }, (_, index) => body.subarray(index * size, (index + 1) * size));

describe('resumable uploads (S3 multipart semantics)', () => {
  it('resumes a large video after a dropped part and completes with the list of ETag and PartNumber', async () => {
    const fan = await requestsUser(testApp);
    const up = uploader(fan);
    const opened = await up.start({ filename: 'clip.mp4', content_type: 'video/mp4', size: bigVideo.length });
    expect(opened.statusCode).toBe(200);
    const started = opened.json<{ data: MultipartStarted }>().data;
    expect(started).toMatchObject({ part_size: 5 * 1024 * 1024, part_count: 3 });
    expect(started.key).toMatch(new RegExp(`^${fan.id}/uploads/[0-9a-f-]{36}\\.mp4$`));
    const chunks = partsOf(bigVideo, started.part_size);

    const first = await up.put(started, 1, chunks[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(first.json().data.ETag);
    // Part 2 drops halfway: storage refuses the short body and keeps nothing of it.
    const dropped = await up.put(started, 2, chunks[1]!.subarray(0, 1_000_000));
    expect([dropped.statusCode, dropped.json().message]).toEqual([400, mediaUploadMessages.partSize]);
    // Completing now names a part storage does not hold.
    const early = await up.complete(started, [first.json().data]);
    expect([early.statusCode, early.json().message]).toEqual([400, mediaUploadMessages.incomplete]);

    // The client resumes: it asks what storage holds and sends only what is missing.
    const held = await up.list(started);
    expect(held.json().data.parts).toEqual([{ PartNumber: 1, ETag: first.json().data.ETag, Size: started.part_size }]);
    const second = await up.put(started, 2, chunks[1]!);
    const third = await up.put(started, 3, chunks[2]!);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    const parts = [first, second, third].map((answer) => answer.json<{ data: UploadedPart }>().data);

    // S3's completion rules: ascending numbers, every ETag matching.
    const unordered = await up.complete(started, [parts[1]!, parts[0]!, parts[2]!]);
    expect([unordered.statusCode, unordered.json().message]).toEqual([400, mediaUploadMessages.partOrder]);
    const wrongTag = await up.complete(started, [parts[0]!, { ...parts[1]!, ETag: '"0123456789abcdef0123456789abcdef"' }, parts[2]!]);
    expect([wrongTag.statusCode, wrongTag.json().message]).toEqual([400, mediaUploadMessages.incomplete]);

    // Nobody else reaches the upload.
    const stranger = uploader(await requestsUser(testApp));
    expect((await stranger.list(started)).statusCode).toBe(404);
    expect((await stranger.complete(started, parts)).statusCode).toBe(404);
    expect((await stranger.put(started, 2, chunks[1]!)).statusCode).toBe(404);

    const completed = await up.complete(started, parts);
    expect(completed.statusCode).toBe(200);
    const file = completed.json<{ data: UploadedFile }>().data;
    expect(file).toMatchObject({ type: 'video', width: 1920, height: 1080, quality: 'FHD' });
    expect(file.duration).toBeCloseTo(3, 0);
    // The stored object is the uploaded bytes, whole and in order.
    const original = await openMedia(testApp, file.path, fan.headers);
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, bigVideo)).toBe(0);
    const poster = await openMedia(testApp, file.poster_url!, fan.headers);
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // Completing again answers the same file; the upload takes no more parts.
    expect((await up.complete(started, parts)).json().data.path).toBe(file.path);
    expect((await up.put(started, 1, chunks[0]!)).statusCode).toBe(409);
  });

  it('uploads a photo in one part as a private picture, and can be given up', async () => {
    const fan = await requestsUser(testApp);
    const up = uploader(fan);
    const png = await pngOf(300, 200);
    const started = (await up.start({ filename: 'photo.png', content_type: 'image/png', size: png.length })).json<{ data: MultipartStarted }>().data;
    const part = (await up.put(started, 1, png)).json<{ data: UploadedPart }>().data;
    const file = (await up.complete(started, [part])).json<{ data: UploadedFile }>().data;
    expect(file).toMatchObject({ type: 'image', width: 300, height: 200, poster_url: null, quality: null });
    expect((await openMedia(testApp, file.path, fan.headers)).headers['content-type']).toBe('image/jpeg');

    const other = (await up.start({ filename: 'photo.png', content_type: 'image/png', size: png.length })).json<{ data: MultipartStarted }>().data;
    expect((await up.abort(other)).statusCode).toBe(204);
    expect((await up.list(other)).statusCode).toBe(404);
  });

  it("refuses what the spec refuses, with the spec's words", async () => {
    const up = uploader(await requestsUser(testApp));
    const refusal = async (answer: Promise<{ statusCode: number; json: () => { message: string } }>) => {
      const response = await answer;
      return [response.statusCode, response.json().message];
    };
    expect(await refusal(up.start({ filename: 'big.jpg', content_type: 'image/jpeg', size: 40 * 1024 * 1024 + 1 }))).toEqual([413, 'File too large']);
    expect(await refusal(up.start({ filename: 'huge.mp4', content_type: 'video/mp4', size: 1024 * 1024 * 1024 + 1 }))).toEqual([413, 'File too large']);
    expect(await refusal(up.start({ filename: 'notes.pdf', content_type: 'application/pdf', size: 1000 }))).toEqual([400, 'Only media files are allowed']);
    expect(await refusal(up.start({ filename: 'empty.mp4', content_type: 'video/mp4', size: 0 }))).toEqual([400, 'No file attached']);

    // Eleven minutes of a tiny video: small in bytes, too long.
    const long = await ffmpegVideo(['-f', 'lavfi', '-i', 'color=c=blue:size=32x32:rate=1:duration=660', '-c:v', 'libx264', '-preset', 'ultrafast']);
    const started = (await up.start({ filename: 'long.mp4', content_type: 'video/mp4', size: long.length })).json<{ data: MultipartStarted }>().data;
    const part = (await up.put(started, 1, long)).json<{ data: UploadedPart }>().data;
    expect(await refusal(up.complete(started, [part]))).toEqual([400, 'File length should not be greater than 10 minutes']);

    // Bytes that are no video, under a video's name.
    const fake = Buffer.from('definitely not a video');
    const named = (await up.start({ filename: 'fake.mp4', content_type: 'video/mp4', size: fake.length })).json<{ data: MultipartStarted }>().data;
    const fakePart = (await up.put(named, 1, fake)).json<{ data: UploadedPart }>().data;
    expect(await refusal(up.complete(named, [fakePart]))).toEqual([400, 'Only media files are allowed']);
  });

  it('labels quality from the longer side', () => {
    expect([videoQuality(3840, 2160), videoQuality(2160, 3600), videoQuality(2560, 1440), videoQuality(1920, 1080), videoQuality(1280, 720), videoQuality(1080, 1099), videoQuality(640, 480)]).toEqual([
      '4K',
      '4K',
      '2K',
      'FHD',
      'HD',
      'SD',
      'SD',
    ]);
  });
});

describe('a video in a rating request', () => {
  it('reaches the creator with its poster frame and quality label', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const fan = await requestsUser(testApp, 'USER', 10_000);
    const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
    const up = uploader(fan);
    const small = await ffmpegVideo(['-f', 'lavfi', '-i', 'testsrc=duration=2:size=1280x720:rate=10', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast']);
    const started = (await up.start({ filename: 'me.mp4', content_type: 'video/mp4', size: small.length })).json<{ data: MultipartStarted }>().data;
    const part = (await up.put(started, 1, small)).json<{ data: UploadedPart }>().data;
    const video = (await up.complete(started, [part])).json<{ data: UploadedFile }>().data;

    // A video path may not pass as a photo, nor a photo's as a video.
    const mislabelled = await fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, media: [{ path: video.path, type: 'image' }] });
    expect(mislabelled.statusCode).toBe(400);

    const sent = await fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, media: [{ path: video.path, type: 'video' }] });
    expect(sent.statusCode).toBe(200);
    const request = sent.json<Paid>().data.request;
    const seen = (await creator.get(request._id)).json<{ data: ServiceRequest }>().data;
    expect(seen.media).toEqual([{ path: expect.stringContaining(`v=${creator.id}`), type: 'video', poster_url: expect.stringContaining('variant=poster'), quality: 'HD', duration: expect.any(Number) }]);
    const poster = await openMedia(testApp, seen.media[0]!.poster_url!, creator.headers);
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await openMedia(testApp, seen.media[0]!.path, creator.headers)).headers['content-type']).toBe('video/mp4');
    // Someone else's link is no use to an outsider.
    const outsider = await requestsUser(testApp);
    expect((await openMedia(testApp, seen.media[0]!.poster_url!, outsider.headers)).statusCode).toBe(403);
  });
});

describe('a video in the chat', () => {
  it('goes from a fan to a creator with its poster frame', async () => {
    const creator = await chatUser(testApp, 'CREATOR');
    const fan = await chatUser(testApp);
    const conversation = entryOf(await fan.open(creator.id));
    const up = uploader(fan);
    const clip = await ffmpegVideo(['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast']);
    const started = (await up.start({ filename: 'hi.mp4', content_type: 'video/mp4', size: clip.length })).json<{ data: MultipartStarted }>().data;
    const part = (await up.put(started, 1, clip)).json<{ data: UploadedPart }>().data;
    const video = (await up.complete(started, [part])).json<{ data: UploadedFile }>().data;
    const sent = await fan.send(conversation._id, '', { media: [{ path: video.path, type: 'video' }], meta: { type: 'message-attachment' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const page = await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`);
    const [message] = page.json<{ data: { items: ChatMessage[] } }>().data.items;
    expect(message!.media).toEqual([{ path: expect.stringContaining(`v=${creator.id}`), type: 'video', poster_url: expect.stringContaining('variant=poster') }]);
    expect((await openMedia(testApp, message!.media[0]!.poster_url!, creator.headers)).headers['content-type']).toBe('image/jpeg');
    expect((await openMedia(testApp, message!.media[0]!.path, creator.headers)).headers['content-type']).toBe('video/mp4');
    // A photo's path may not be sent as a video.
    const photo = await fan.send(conversation._id, '', { media: [{ path: video.path, type: 'image' }] });
    expect(photo.statusCode).toBe(400);
  });
});
