import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { MediaItem } from '@velvet/contracts';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWithChannel, testVideo, uploadMedia } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createDecoder, DecodeError } from './decoder.ts';

let victim: string;
const created: string[] = [];
let videos: Record<'mp4' | 'webm' | 'avi', Buffer>;

beforeAll(async () => {
  const [mp4, webm, avi] = await Promise.all([testVideo('mp4'), testVideo('webm'), testVideo('avi')]);
  videos = { mp4: mp4!, webm: webm!, avi: avi! };
  // Someone else's video on the same disk, beside the uploads (routes.ts keeps them in the temporary folder).
  victim = await fileOf('victim.mp4', videos.mp4);
});
afterAll(() => Promise.all(created.map((file) => rm(file, { force: true }))));

/**
 * Inputs that make ffmpeg open other local files: HLS playlists (any path) and a concat script (a name
 * beside the input). Without the forced demuxer, ffmpeg makes the victim's first frame the poster.
 */
const referencingInputs = () => ({
  playlist: `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile://${victim}\n#EXT-X-ENDLIST\n`,
  passwd: '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
  concat: `ffconcat version 1.0\nfile '${path.basename(victim)}'\n`,
});

/** A file in the temporary folder, where the upload route writes one (removed after the run, with its poster). */
async function fileOf(name: string, body: string | Buffer) {
  const file = path.join(tmpdir(), `velvet-decoding-${randomUUID()}-${name}`);
  created.push(file, `${file}.png`);
  await writeFile(file, body);
  return file;
}

const posterArgs = ['-frames:v', '1', '-f', 'image2', '-c:v', 'png'];

/** The processes whose command line names `text` (Linux /proc). */
async function processesNaming(text: string) {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const named = await Promise.all(pids.map(async (pid) => ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(text) ? pid : undefined)));
  return named.filter(Boolean);
}

describe('the media decoder', () => {
  const decoder = createDecoder({ timeoutSeconds: 10, memoryMb: 1024 });

  it('refuses an HLS playlist and a concat script naming local files before ffmpeg runs, and writes nothing', async () => {
    for (const [name, body] of Object.entries(referencingInputs())) {
      const input = await fileOf(`${name}.mp4`, body);
      const output = `${input}.png`;
      await expect(decoder.decode({ input, output, outputArgs: posterArgs })).rejects.toMatchObject({ reason: 'container' });
      expect(existsSync(output)).toBe(false);
    }
  });

  it('refuses a real video in a container it does not decode (AVI) before ffmpeg runs', async () => {
    const input = await fileOf('clip.mp4', videos.avi);
    await expect(decoder.decode({ input, output: `${input}.png`, outputArgs: posterArgs })).rejects.toMatchObject({ reason: 'container' });
  });

  it('decodes MP4 and WebM with the demuxer their first bytes name, whatever the file is called', async () => {
    for (const [container, demuxer] of [['mp4', 'mov,mp4'], ['webm', 'matroska,webm']] as const) {
      const input = await fileOf(`clip-${container}.avi`, videos[container]);
      const log = await decoder.decode({ input, output: `${input}.png`, outputArgs: posterArgs });
      expect(log).toContain(`Input #0, ${demuxer}`);
      expect((await sharp(`${input}.png`).metadata()).width).toBe(160);
    }
  });

  it('kills a decode that hangs at its deadline, with nothing of it left running', async () => {
    const fifo = path.join(tmpdir(), `velvet-decoding-${randomUUID()}-endless.webm`);
    created.push(fifo);
    await promisify(execFile)('mkfifo', [fifo]);
    // Held open for writing, the FIFO never ends: ffmpeg waits for more bytes after the header's start.
    const writer = await open(fifo, 'r+');
    try {
      const head = videos.webm.subarray(0, 16);
      await writer.write(Buffer.concat([head, head]));
      const hanging = createDecoder({ timeoutSeconds: 1, memoryMb: 1024 });
      const startedAt = Date.now();
      const error = await hanging.decode({ input: fifo, output: `${fifo}.png`, outputArgs: posterArgs }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DecodeError);
      expect((error as DecodeError).reason).toBe('timeout');
      expect(Date.now() - startedAt).toBeLessThan(4000);
      expect(await processesNaming(fifo)).toEqual([]);
    } finally {
      await writer.close();
    }
  });

  it.skipIf(!existsSync('/usr/bin/prlimit'))('fails a decode that needs more memory than its limit', async () => {
    const input = await fileOf('limited.mp4', videos.mp4);
    const starved = createDecoder({ timeoutSeconds: 10, memoryMb: 64 });
    await expect(starved.decode({ input, output: `${input}.png`, outputArgs: posterArgs })).rejects.toMatchObject({ reason: 'failed' });
    await expect(decoder.decode({ input, output: `${input}.png`, outputArgs: posterArgs })).resolves.toContain('Input #0');
  });

  it('takes FFMPEG_PATH over the others and says at start which ffmpeg it runs', () => {
    const lines: string[] = [];
    const logger = pino({}, { write: (line: string) => lines.push(line) });
    const configured = createDecoder({ ffmpegPath: ffmpegInstaller.path, timeoutSeconds: 30, memoryMb: 1024, logger });
    expect(configured).toMatchObject({ ffmpeg: ffmpegInstaller.path, source: 'FFMPEG_PATH' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: expect.stringContaining('media decoder'), ffmpeg: ffmpegInstaller.path, source: 'FFMPEG_PATH', timeoutSeconds: 30 });
    expect(createDecoder({ timeoutSeconds: 30, memoryMb: 1024 }).source).toBe(existsSync('/usr/bin/ffmpeg') ? 'system' : 'bundled');
  });

  it('refuses to start with an FFMPEG_PATH that is not an executable file', () => {
    expect(() => createDecoder({ ffmpegPath: victim, timeoutSeconds: 30, memoryMb: 1024 })).toThrow(/FFMPEG_PATH: .* is not an executable file/);
  });
});

describe('POST /api/posts/media with untrusted videos', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const upload = async (app: TestApp, filename: string, body: string | Buffer) => {
    const creator = await creatorWithChannel(app);
    return uploadMedia(app, creator.headers, { filename, type: 'video/mp4', body: Buffer.from(body) });
  };

  it("answers 'Unsupported Format' to a playlist or concat script naming local files, never their bytes", async () => {
    for (const body of Object.values(referencingInputs())) {
      const response = await upload(testApp, 'clip.mp4', body);
      expect([response.statusCode, response.json().message]).toEqual([400, 'Unsupported Format']);
      expect(response.body).not.toContain('root:');
    }
  });

  it("answers 'Unsupported Format' to a container it does not decode, whatever the file is called", async () => {
    const response = await upload(testApp, 'clip.mp4', videos.avi);
    expect([response.statusCode, response.json().message]).toEqual([400, 'Unsupported Format']);
  });

  it('takes a WebM video with its first frame as poster and its duration', async () => {
    const response = await upload(testApp, 'clip.webm', videos.webm);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<{ data: MediaItem }>().data;
    expect(item).toMatchObject({ type: 'video', width: 160, height: 120 });
    expect(item.duration).toBeCloseTo(1, 0);
  });

  it("answers 'Unsupported Format' once a decode passes its deadline, not a 500 nor a hang", async () => {
    const hurried = await createTestApp({ MEDIA_DECODE_TIMEOUT_SECONDS: '0.001' });
    try {
      const response = await upload(hurried, 'clip.mp4', videos.mp4);
      expect([response.statusCode, response.json().message]).toEqual([400, 'Unsupported Format']);
    } finally {
      await hurried.close();
    }
  });
});
