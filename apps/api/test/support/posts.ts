import type { MediaItem, Post } from '@velvet/contracts';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { subscriptions } from '../../src/subscriptions/schema.ts';
import { bearer, createUser, signIn, type TestApp } from './test-app.ts';

export type Headers = Record<string, string>;

/** A multipart body with one file, as a browser's form sends it. */
export function multipartFile({ filename, type, body }: { filename: string; type: string; body: Buffer }) {
  const boundary = `----velvet${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngOf = (width: number, height: number, color = { r: 200, g: 30, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

const testVideoCodecs = { mp4: 'libx264', webm: 'libvpx', avi: 'mpeg4' } as const;

/** A one-second 160×120 test pattern (H.264 MP4, VP8 WebM or MPEG-4 AVI), made by the ffmpeg shipped for the API. */
export async function testVideo(container: keyof typeof testVideoCodecs): Promise<Buffer> {
  const file = path.join(tmpdir(), `velvet-test-${randomUUID()}.${container}`);
  await promisify(execFile)(ffmpegInstaller.path, ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-pix_fmt', 'yuv420p', '-c:v', testVideoCodecs[container], '-y', file]);
  try {
    return await readFile(file);
  } finally {
    await rm(file, { force: true });
  }
}

export async function uploadMedia(testApp: TestApp, headers: Headers, file: { filename: string; type: string; body: Buffer }) {
  const { payload, headers: contentType } = multipartFile(file);
  return testApp.app.inject({ method: 'POST', url: '/api/posts/media', headers: { ...headers, ...contentType }, payload });
}

export async function uploadImage(testApp: TestApp, headers: Headers): Promise<MediaItem> {
  const response = await uploadMedia(testApp, headers, { filename: 'photo.png', type: 'image/png', body: await pngOf(800, 600) });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: MediaItem }>().data;
}

/** A creator with a profile and a channel with a monthly package, signed in. */
export async function creatorWithChannel(testApp: TestApp) {
  const user = await createUser(testApp, { role: 'CREATOR' });
  await testApp.services.creators.createProfile({ userId: user.id, displayName: `Creator ${user.username}`, bio: 'Bio' });
  const channel = await testApp.services.channels.create({ creatorId: user.id, name: 'Channel', username: `ch_${user.username}`, hashtags: ['#sunset'] });
  const [monthly] = await testApp.services.channels.addPackages([{ channelId: channel.id, validityType: 'MONTHLY', priceCents: 999 }]);
  return { ...user, channel, packageId: monthly!.id, headers: bearer(await signIn(testApp, user.username)) };
}

export async function signedInFan(testApp: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp, options);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

/** Simulates a paid subscription (the subscriptions domain makes real ones) running for a month. */
export async function subscribe(testApp: TestApp, fanId: string, creator: { channel: { id: string }; packageId: string }) {
  await testApp.db.insert(subscriptions).values({
    fanId,
    channelId: creator.channel.id,
    packageId: creator.packageId,
    priceCents: 999,
    paymentMode: 'wallet',
    expiresOn: new Date(Date.now() + 30 * 86_400_000),
  });
}

export async function publish(testApp: TestApp, headers: Headers, payload: object): Promise<Post> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/posts', headers, payload });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response.json<{ data: Post }>().data;
}

export const getPost = (testApp: TestApp, id: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers });

/** The invited creator accepts every pending collab request (PATCH post/{id}/collab-request/{requestId}). */
export async function acceptCollabRequests(testApp: TestApp, headers: Headers): Promise<void> {
  const pending = await testApp.app.inject({ method: 'GET', url: '/api/post/collab-requests', headers });
  for (const request of pending.json<{ data: Array<{ _id: string; post: { _id: string } }> }>().data) {
    const answer = await testApp.app.inject({ method: 'PATCH', url: `/api/post/${request.post._id}/collab-request/${request._id}`, headers, payload: { status: 'ACCEPTED' } });
    if (answer.statusCode !== 200) throw new Error(`collab request not accepted: ${answer.body}`);
  }
}
